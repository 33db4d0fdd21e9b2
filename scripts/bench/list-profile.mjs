/* global window, document -- functions passed to page.evaluate or addInitScript run in the browser */
/**
 * Evidence for bench-list.mjs --profile that does not depend on how busy the machine is: what React
 * renders (commits, grid rows mounted and re-rendered, and which of a re-rendered row's props
 * changed), the browser's own counters (style recalculations, layouts), and the main thread's CPU
 * time of its busiest tasks (Chrome trace events' thread duration, not their wall time).
 */

/**
 * Installed before any app script: a stand-in for the React DevTools hook. React calls it after
 * every commit (production builds too); it walks the fibers that this commit rendered.
 */
export function reactCommitCounter() {
  const stats = { counting: false, commits: 0, rowMounts: 0, rowRenders: 0, changedProps: {} }
  window.__benchReact = stats
  const PERFORMED_WORK = 1
  const isComponent = (fiber) => fiber.tag === 0 || fiber.tag === 11 || fiber.tag === 14 || fiber.tag === 15
  // A grid row is the component that renders the `[data-row-id]` element (names are minified).
  const HOST_COMPONENT = 5
  const isRow = (fiber) => isComponent(fiber) && fiber.child?.tag === HOST_COMPONENT && fiber.child.memoizedProps?.['data-row-id'] != null
  const count = (fiber, mounted) => {
    if (!isRow(fiber)) return
    if (mounted) stats.rowMounts += 1
    else if (fiber.flags & PERFORMED_WORK) {
      stats.rowRenders += 1
      const now = fiber.memoizedProps
      const before = fiber.alternate?.memoizedProps
      if (now && before) for (const key of Object.keys(now)) if (now[key] !== before[key]) stats.changedProps[key] = (stats.changedProps[key] ?? 0) + 1
    }
  }
  // A fiber whose children are the ones of the last commit (bailed out) is not walked.
  const visit = (fiber, mountedTree) => {
    if (!mountedTree && fiber.alternate && fiber.child === fiber.alternate.child) return
    for (let child = fiber.child; child; child = child.sibling) {
      const mounted = mountedTree || !child.alternate
      count(child, mounted)
      visit(child, mounted)
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!stats.counting) return
      stats.commits += 1
      visit(root.current, false)
    },
  }
}

/** Starts counting React's work and the browser's; `stop()` answers what happened in between. */
export async function startProfile(page, cdp) {
  await cdp.send('Performance.enable')
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
  const events = []
  const collect = (event) => events.push(...event.value)
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
  await page.evaluate(() => {
    const stats = window.__benchReact
    Object.assign(stats, { counting: true, commits: 0, rowMounts: 0, rowRenders: 0, changedProps: {} })
  })
  const before = await metrics()
  return async function stop() {
    const after = await metrics()
    const react = await page.evaluate(() => ({ ...window.__benchReact, counting: false }))
    await page.evaluate(() => (window.__benchReact.counting = false))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    cdp.off('Tracing.dataCollected', collect)
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const tasks = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
    const cpu = tasks.map((task) => (task.tdur ?? task.dur) / 1000).sort((a, b) => b - a)
    const delta = (name) => Math.round(after[name] - before[name])
    return {
      commits: react.commits,
      rowMounts: react.rowMounts,
      rowRenders: react.rowRenders,
      changedRowProps: react.changedProps,
      recalcStyles: delta('RecalcStyleCount'),
      layouts: delta('LayoutCount'),
      cpuMs: Math.round((after.ThreadTime - before.ThreadTime) * 1000),
      busiestTasksCpuMs: cpu.slice(0, 3).map((ms) => Math.round(ms)),
    }
  }
}

/** Elements per grid row on screen, and per cell of the first row (`column:elements`). */
export function domPerRow() {
  const rows = [...document.querySelectorAll('[data-row-id]')]
  const sizes = rows.map((row) => row.getElementsByTagName('*').length + 1)
  const first = rows[0]
    ? [...rows[0].children].map((cell) => `${cell.getAttribute('data-column') ?? cell.className.split(' ')[0]}:${cell.getElementsByTagName('*').length + 1}`)
    : []
  return { elementsPerRow: sizes.length ? Math.round((sizes.reduce((a, b) => a + b, 0) / sizes.length) * 10) / 10 : 0, firstRowCells: first }
}

#!/usr/bin/env node
/**
 * Report benchmark (not a test): the channel report for 50 channels in Chromium against
 * the production build on the mock gateway's Node host. The page opens on the last 30 days with
 * the 50 channels; then the period's start is changed to 365 days ago in the custom range's
 * calendar field (365 days × 50 channels ≈ 18,000 points). Reports:
 *   - time from that filter change to the chart (50 series) and the table drawn, the headline
 *     figures done and nothing busy (two animation frames after);
 *   - the longest task in that window (PerformanceObserver 'longtask') and the main thread's
 *     CPU time in it;
 *   - the route's JavaScript: every file the page loaded (gzip size of the built files), and the
 *     chart library's own chunk.
 *
 *   node scripts/bench-reports.mjs [--channels=50] [--days=365] [--runs=3] [--dist=.tmp/bench-dist] [--rebuild] [--url=http://host:port] [--json]
 * --url uses a gateway that is already running (its build in --dist, default dist/) instead of starting one.
 */
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { parseArgs } from './bench/args.mjs'
import { CHROMIUM_ARGS, chromiumPath, ensureBuild, root, startGateway } from './bench/gateway.mjs'

const args = parseArgs()
const CHANNELS = args.number('channels', 50)
const DAYS = args.number('days', 365)
const RUNS = Math.max(1, args.number('runs', 3))
const DIST = args.text('dist', '.tmp/bench-dist')
const URL_ARG = args.text('url')
const JSON_OUT = args.flag('json')
const ADMIN = { email: 'admin@demo.local', password: 'Demo123!' }
const KiB = 1024

/** Installed before any app script: every long task of the page. */
function instrument() {
  window.__bench = { longTasks: [] }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * Resolves when the report shows `series` series under a chart summary other than `before` (the
 * new period's), nothing is busy or loading, and two frames have been painted.
 */
function whenDrawn({ series, before }) {
  const frame = () => new Promise((done) => requestAnimationFrame(done))
  const drawn = () => {
    const figure = document.querySelector('[data-testid="report-series"] figure')
    const lines = figure?.querySelectorAll('svg[role="region"] path[id^="lineID"]').length ?? 0
    return (
      lines >= series &&
      figure.getAttribute('aria-label') !== before &&
      !document.querySelector('[aria-busy="true"]') &&
      !document.querySelector('[data-testid="list-skeleton"]') &&
      !document.querySelector('.fui-Skeleton') &&
      document.querySelectorAll('[role="table"] [data-row-id]').length > 0
    )
  }
  return new Promise((done) => {
    const check = async () => {
      if (!drawn()) return
      observer.disconnect()
      await frame()
      await frame()
      done(performance.now())
    }
    const observer = new MutationObserver(() => void check())
    observer.observe(document, { subtree: true, childList: true, attributes: true })
    void check()
  })
}

const isoDay = (time) => new Date(time).toISOString().slice(0, 10)

async function run(baseUrl) {
  const profile = mkdtempSync(join(tmpdir(), 'bo-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 900 },
    baseURL: baseUrl,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/login')
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.getByTestId('login-submit').click()
    await page.waitForURL((url) => url.pathname === '/dashboard-panel', { timeout: 30_000 })
    const ids = await page.evaluate(async (count) => {
      const auth = JSON.parse(localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}')
      const response = await fetch('/channel-service/channels/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.accessToken}` },
        body: JSON.stringify({ index: 0, size: count }),
      })
      return (await response.json()).body.items.map((channel) => channel.id)
    }, CHANNELS)
    if (ids.length < CHANNELS) throw new Error(`The admin sees ${ids.length} channels, fewer than ${CHANNELS}.`)

    const today = Date.now()
    const from30 = isoDay(today - 29 * 86_400_000)
    const from = isoDay(today - (DAYS - 1) * 86_400_000)
    await page.addInitScript(instrument)
    const query = new URLSearchParams([['range', 'custom'], ['from', from30], ['to', isoDay(today)], ...ids.map((id) => ['channels', id])])
    await page.goto(`/reports/channel-reports?${query}`)
    await page.evaluate(whenDrawn, { series: ids.length, before: null })
    await page.waitForTimeout(500)
    const before = await page.locator('[data-testid="report-series"] figure').getAttribute('aria-label')

    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value
    const cpuBefore = await threadTime()
    // The filter change: the start of the custom range, typed into its calendar field.
    const field = page.locator('input[type="date"]').first()
    const start = await page.evaluate(() => performance.now())
    const drawn = page.evaluate(whenDrawn, { series: ids.length, before })
    await field.fill(from)
    const end = await drawn
    const cpuAfter = await threadTime()
    await page.waitForTimeout(300)
    const result = await page.evaluate(
      ({ start, end }) => {
        const tasks = window.__bench.longTasks.filter((task) => task.start >= start && task.start <= end)
        const points = [...document.querySelectorAll('[data-testid="report-series"] svg[role="region"] path[id^="lineID"]')].length
        // The gateway's part: the overview and table calls of the change, request sent to answer read.
        const calls = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start && /reports\/channel\/(overview\/)?search/.test(entry.name))
        const serverMs = Math.round(calls.reduce((max, entry) => Math.max(max, entry.responseEnd - start), 0))
        return {
          filterToDrawnMs: Math.round(end - start),
          serverAnsweredMs: serverMs,
          longestTaskMs: Math.round(tasks.reduce((max, t) => Math.max(max, t.duration), 0)),
          longTasks: tasks.length,
          seriesPaths: points,
        }
      },
      { start, end },
    )
    const url = new URL(page.url())
    if (url.searchParams.get('from') !== from) throw new Error(`The filter change did not reach the URL (${url.search.slice(0, 80)}…)`)
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    )
    return { ...result, cpuMs: Math.round((cpuAfter - cpuBefore) * 1000), loadedJs: loaded }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** gzip sizes of the JS files the page loaded, from the build that served them. */
function routeJs(distDir, paths) {
  const gz = (file) => gzipSync(readFileSync(resolve(root, distDir, file.replace(/^\//, ''))), { level: 9 }).length
  const files = [...new Set(paths)]
  const manifest = JSON.parse(readFileSync(resolve(root, distDir, '.vite/manifest.json'), 'utf8'))
  const chart = manifest['src/shared/charts/fluent-charts.tsx']?.file
  return {
    files: files.length,
    totalKiB: files.reduce((sum, file) => sum + gz(file), 0) / KiB,
    chartChunkKiB: chart ? gz(chart) / KiB : null,
    chartChunkLoaded: files.some((file) => file.endsWith(chart ?? '-')),
  }
}

async function main() {
  let gateway = null
  let baseUrl = URL_ARG
  if (!baseUrl) {
    ensureBuild(DIST, args.flag('rebuild'))
    gateway = await startGateway(DIST)
    baseUrl = gateway.baseUrl
  }
  try {
    const results = []
    for (let i = 0; i < RUNS; i += 1) {
      const { loadedJs, ...result } = await run(baseUrl)
      results.push({ ...result, loadedJs })
      if (!JSON_OUT) console.log(`[bench] run ${i + 1}/${RUNS}:`, JSON.stringify(result))
    }
    // With --url, --dist names the build that gateway serves (default dist/).
    const js = routeJs(URL_ARG ? args.text('dist', 'dist') : DIST, results[0].loadedJs)
    const summary = {
      channels: CHANNELS,
      days: DAYS,
      points: CHANNELS * DAYS,
      runs: RUNS,
      filterToDrawnMs: median(results.map((r) => r.filterToDrawnMs)),
      serverAnsweredMs: median(results.map((r) => r.serverAnsweredMs)),
      longestTaskMs: Math.max(...results.map((r) => r.longestTaskMs)),
      cpuMs: median(results.map((r) => r.cpuMs)),
      routeJs: js,
    }
    if (JSON_OUT) console.log(JSON.stringify(summary, null, 2))
    else {
      console.log('')
      console.log(
        `Report benchmark: channel report, ${CHANNELS} channels × ${DAYS} days (${summary.points} points), ${RUNS} run(s), Chromium headless, production build`,
      )
      console.log(`  filter change → chart and table drawn (median)  ${summary.filterToDrawnMs} ms`)
      console.log(`  of which: both calls answered after (median)    ${summary.serverAnsweredMs} ms (the mock gateway computing 2 × 18,250 channel-days)`)
      console.log(`  longest task in that window (max)               ${summary.longestTaskMs} ms`)
      console.log(`  main-thread CPU in that window (median)         ${summary.cpuMs} ms`)
      if (js)
        console.log(
          `  route JavaScript loaded                         ${js.files} files, ${js.totalKiB.toFixed(1)} KiB gzip (chart library chunk ${js.chartChunkKiB?.toFixed(1)} KiB, loaded: ${js.chartChunkLoaded})`,
        )
    }
  } finally {
    gateway?.stop()
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exitCode = 1
})

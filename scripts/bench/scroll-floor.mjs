#!/usr/bin/env node
/**
 * The floor under bench-list's frame budgets (not a test): what this machine's headless Chromium
 * (software rendering, the same flags as the list benchmark) achieves with no app at all.
 *   - idle: an empty page, requestAnimationFrame only;
 *   - plain grid: a hand-written virtualized grid of plain elements, about as heavy per row as the
 *     videos list (23 elements, 15 text cells, a 64×36 image box), scrolled like bench-list
 *     (120 px a frame over a 500-row, 44 px-row body; rows recycled with textContent writes only).
 * If the plain grid misses p95 ≤ 16.7 ms here, the list's budget is not reachable on this machine
 * whatever the app does; compare the list's figures with these, taken at the same load.
 *
 *   node scripts/bench/scroll-floor.mjs [--runs=3] [--step=120]
 */
/* global document, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { parseArgs } from './args.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './gateway.mjs'

const args = parseArgs()
const RUNS = Math.max(1, args.number('runs', 3))
const STEP = args.number('step', 120)

const PAGE = `<!doctype html><html><head><style>
body{margin:0;font:14px/20px system-ui,sans-serif}
#s{height:760px;overflow:auto;position:relative}
#b{position:relative;contain:strict;height:22000px;min-width:1800px}
.r{position:absolute;top:0;left:0;width:100%;height:44px;display:flex;border-bottom:1px solid #ddd;box-sizing:border-box}
.c{flex:0 0 110px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;padding:12px 8px;box-sizing:border-box}
.t{flex:0 0 240px;display:flex;align-items:center;gap:8px;padding:0 8px}
.i{width:64px;height:36px;background:#cde;border-radius:4px;flex:none}
</style></head><body><div id="s"><div id="b"></div></div></body></html>`

function setUpGrid() {
  const body = document.getElementById('b')
  const scroller = document.getElementById('s')
  const rows = new Map()
  const make = (index) => {
    const row = document.createElement('div')
    row.className = 'r'
    const lead = document.createElement('div')
    lead.className = 't'
    const image = document.createElement('div')
    image.className = 'i'
    const title = document.createElement('span')
    title.textContent = `Bölüm ${index} — Atlas Arşiv yayını ${index * 7}`
    lead.append(image, title)
    row.append(lead)
    for (let cell = 0; cell < 14; cell += 1) {
      const c = document.createElement('div')
      c.className = 'c'
      c.textContent = `${cell % 3 === 0 ? 'Herkese açık' : 'değer'} ${index}.${cell}`
      row.append(c)
    }
    row.style.transform = `translateY(${index * 44}px)`
    return row
  }
  const update = () => {
    const first = Math.max(0, Math.floor(scroller.scrollTop / 44) - 6)
    const last = Math.min(499, Math.ceil((scroller.scrollTop + scroller.clientHeight) / 44) + 6)
    for (const [index, row] of rows) {
      if (index >= first && index <= last) continue
      row.remove()
      rows.delete(index)
    }
    for (let index = first; index <= last; index += 1) {
      if (rows.has(index)) continue
      rows.set(index, make(index))
      body.append(rows.get(index))
    }
  }
  scroller.addEventListener('scroll', update)
  update()
}

async function measure([mode, step]) {
  const longTasks = []
  new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask' })
  const frame = () => new Promise((done) => requestAnimationFrame(done))
  const scroller = document.getElementById('s')
  await frame()
  const gaps = []
  let last = performance.now()
  for (let i = 0; i < 179; i += 1) {
    if (mode === 'grid') scroller.scrollTop += step
    await frame()
    const now = performance.now()
    gaps.push(now - last)
    last = now
  }
  await new Promise((done) => setTimeout(done, 300))
  gaps.sort((a, b) => a - b)
  return {
    p95FrameMs: Math.round(gaps[Math.floor(gaps.length * 0.95)]),
    maxFrameMs: Math.round(gaps.at(-1)),
    missedFrames: gaps.filter((gap) => gap > 25).length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
  }
}

const results = { idle: [], grid: [] }
for (let run = 1; run <= RUNS; run += 1) {
  for (const mode of ['idle', 'grid']) {
    const userData = mkdtempSync(join(tmpdir(), 'bo-floor-'))
    const context = await chromium.launchPersistentContext(userData, {
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1366, height: 900 },
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.setContent(PAGE)
      if (mode === 'grid') await page.evaluate(setUpGrid)
      const result = await page.evaluate(measure, [mode, STEP])
      results[mode].push(result)
      console.log(`[floor] ${mode} run ${run}/${RUNS} (load ${loadavg()[0].toFixed(1)}): ${JSON.stringify(result)}`)
    } finally {
      await context.close()
      rmSync(userData, { recursive: true, force: true })
    }
  }
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
for (const mode of ['idle', 'grid']) {
  const r = results[mode]
  console.log(
    `${mode.padEnd(5)} p95 frame ${median(r.map((x) => x.p95FrameMs))} ms, max ${median(r.map((x) => x.maxFrameMs))} ms, ${median(r.map((x) => x.missedFrames))} of 179 frames missed a refresh, longest task ${median(r.map((x) => x.longestTaskMs))} ms (medians of ${r.length})`,
  )
}

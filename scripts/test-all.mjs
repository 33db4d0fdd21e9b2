// `npm test`: everything CI runs, in order, stopping at the first failure. Prints the time of
// each step, the ten slowest tests and a closing "N passed, N failed" line counting the unit and
// end-to-end tests. The production build is made once: the size check, the end-to-end suites
// (one mock gateway per worker, files in parallel) and nginx (tests/e2e/nginx.e2e.ts) share dist/.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { ensureChromium, ensureHeadlessShell } from './ensure-chromium.mjs'
import { ensureNginx } from './ensure-nginx.mjs'

mkdirSync('.tmp', { recursive: true })
const counts = { passed: 0, failed: 0, skipped: 0 }
const timings = []
const suiteStarted = Date.now()
const tests = []

function step(name, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${name.padEnd(22)} ${seconds.padStart(6)} s ${result.status === 0 ? 'ok' : 'FAILED'}`)
  return result.status === 0
}

/**
 * Static checks that each keep one core busy run side by side (2 cores: about half the time of
 * running them in turn). Each one's output is held and printed whole when it ends, so the log
 * reads as if they ran in turn; each keeps its own line in the timings.
 */
async function together(checks) {
  const started = Date.now()
  console.log(`\n=== ${checks.map((check) => check.name).join(' + ')} (side by side)`)
  const results = await Promise.all(
    checks.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1)
            console.log(`\n=== ${name}: ${[command, ...args].join(' ')}\n${Buffer.concat(output).toString().trimEnd()}`)
            timings.push(`${name.padEnd(22)} ${seconds.padStart(6)} s ${status === 0 ? 'ok' : 'FAILED'}`)
            resolve(status === 0)
          })
        }),
    ),
  )
  return results.every(Boolean)
}

function countVitest(file, kind) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests ?? 0
  counts.failed += report.numFailedTests ?? 0
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const suite of report.testResults ?? []) {
    const path = relative(process.cwd(), suite.name ?? '')
    for (const test of suite.assertionResults ?? []) tests.push({ kind, path, name: test.fullName ?? test.title, ms: test.duration ?? 0 })
  }
}

function slowest(count = 10) {
  return [...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.kind.padEnd(4)} ${t.path} › ${t.name}`)
}

function finish(ok) {
  if (tests.length > 0) {
    console.log('\n=== Slowest tests')
    for (const line of slowest()) console.log(line)
  }
  console.log('\n=== Summary')
  for (const line of timings) console.log(line)
  console.log(`${'wall time'.padEnd(22)} ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(6)} s`)
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed` + (counts.skipped ? `, ${counts.skipped} skipped` : ''))
  process.exit(ok ? 0 : 1)
}

const steps = [
  () => step('contract drift', 'node', ['scripts/check-drift.mjs']),
  // All five at once: typecheck and lint take ~34 s of a core each, the other three ~15 s
  // together, which fill the cores' gaps instead of running after them (~5 s less than two rounds).
  () =>
    together([
      // TypeScript 7 (the native compiler) checks the types: 17 s of wall and 34 s of CPU where 6.0
      // took 37 s and 51 s (docs/decisions.md, "Types checked by TypeScript 7").
      { name: 'typecheck', command: 'node', args: ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.json', '--noEmit'] },
      { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
      { name: 'openapi lint', command: 'npx', args: ['redocly', 'lint', '--config', 'redocly.yaml', '--format', 'stylish'] },
      { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
      { name: 'unused code', command: 'npx', args: ['knip'] },
    ]),
  () => {
    const ok = step('unit + integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/unit.json'])
    countVitest('.tmp/unit.json', 'unit')
    return ok
  },
  () => step('build', 'npx', ['vite', 'build'], { VITE_MOCK_MODE: 'false' }),
  () => step('size budgets', 'node', ['scripts/check-size.mjs']),
  () => {
    const chromium = ensureChromium()
    const headlessShell = ensureHeadlessShell()
    const nginx = ensureNginx()
    // Every end-to-end file in one run, files in parallel on E2E_WORKERS workers (one mock
    // gateway each). The harness resets a worker's gateway before each file (POST /__mock/reset,
    // tests/e2e/support/reset.ts), so each file starts from the seeded data whatever ran before
    // it and none needs a gateway of its own. multi-tab, which counts token grants per 10-second
    // window, shares the run too: its check allows a loaded machine's slower bursts
    // (expectOneRefreshPerWindow in tests/e2e/multi-tab.e2e.ts).
    const ok = step(
      'end-to-end',
      'npx',
      ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/e2e.json'],
      {
        CHROMIUM_PATH: chromium,
        CHROMIUM_HEADLESS_SHELL_PATH: headlessShell,
        NGINX_PATH: nginx,
      },
    )
    countVitest('.tmp/e2e.json', 'e2e')
    return ok
  },
]

for (const run of steps) {
  if (!(await run())) finish(false)
}
finish(true)

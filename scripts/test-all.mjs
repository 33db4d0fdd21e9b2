// `npm test`: everything CI runs, in order, stopping at the first failure. Prints the time of
// each step and a closing "N passed, N failed" line counting the unit and end-to-end tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { ensureChromium } from './ensure-chromium.mjs'

mkdirSync('.tmp', { recursive: true })
const counts = { passed: 0, failed: 0, skipped: 0 }
const timings = []

function step(name, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${name.padEnd(22)} ${seconds.padStart(6)} s ${result.status === 0 ? 'ok' : 'FAILED'}`)
  return result.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests ?? 0
  counts.failed += report.numFailedTests ?? 0
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function finish(ok) {
  console.log('\n=== Summary')
  for (const line of timings) console.log(line)
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed` + (counts.skipped ? `, ${counts.skipped} skipped` : ''))
  process.exit(ok ? 0 : 1)
}

const steps = [
  () => step('contract drift', 'node', ['scripts/check-drift.mjs']),
  () => step('openapi lint', 'npx', ['redocly', 'lint', '--config', 'redocly.yaml', '--format', 'stylish']),
  () => step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => step('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
  () => {
    const ok = step('unit + integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/unit.json'])
    countVitest('.tmp/unit.json')
    return ok
  },
  () => step('build', 'npx', ['vite', 'build'], { VITE_MOCK_MODE: 'false' }),
  () => step('size budgets', 'node', ['scripts/check-size.mjs']),
  () => {
    const chromium = ensureChromium()
    const ok = step('end-to-end', 'npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/e2e.json'], { CHROMIUM_PATH: chromium })
    countVitest('.tmp/e2e.json')
    return ok
  },
]

for (const run of steps) {
  if (!run()) finish(false)
}
finish(true)

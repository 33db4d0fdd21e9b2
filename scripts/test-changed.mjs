// `npm run test:changed`: the fast loop while coding. Checks only what the working tree changes
// against HEAD (or against `--base REV`, e.g. `--base main` for a whole branch): the unit tests
// that import a changed file (vitest related; the fault sweep, which imports every page, is left
// to `npm test`), ESLint and Prettier on the changed files, and the
// typecheck, incremental (the first run builds .tmp/tsc.tsbuildinfo; later ones recheck only
// what changed). Everything runs side by side; the closing line says what ran and how long it took.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'

const baseIndex = process.argv.indexOf('--base')
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD'
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => existsSync(file))
const code = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith('src/api/generated/'))
const formatted = changed.filter(
  (file) => /\.(ts|tsx|mjs|js|json|css|html)$/.test(file) && !file.startsWith('src/api/generated/') && !file.startsWith('public/assets/locales/'),
)

if (changed.length === 0) {
  console.log(`Nothing changed against ${base}.`)
  process.exit(0)
}
mkdirSync('.tmp', { recursive: true })
const started = Date.now()
const run = (name, args) =>
  new Promise((resolve) => {
    const child = spawn('npx', args, { env: process.env })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString().trimEnd()
      console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(1)} s) ${status === 0 ? 'ok' : 'FAILED'}${text ? `\n${text}` : ''}`)
      resolve({ name, ok: status === 0 })
    })
  })

console.log(`${changed.length} changed file(s) against ${base}: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}`)
const checks = [
  run('typecheck', [
    'node',
    'node_modules/typescript-7/bin/tsc',
    '-p',
    'tsconfig.json',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    '.tmp/tsc7.tsbuildinfo',
  ]),
]
if (code.length > 0) {
  // The fault sweep renders every page of the app, so every feature file is related to it; it
  // runs in `npm test`, not in the loop.
  checks.push(run('related tests', ['vitest', 'related', '--run', '--passWithNoTests', '--exclude', 'tests/unit/fault-sweep/**', ...code]))
  checks.push(run('lint', ['eslint', '--max-warnings=0', ...code]))
}
if (formatted.length > 0) checks.push(run('format', ['prettier', '--check', '--log-level=warn', ...formatted]))
const results = await Promise.all(checks)
const failed = results.filter((result) => !result.ok).map((result) => result.name)
console.log(
  `\n${failed.length === 0 ? 'ok' : `FAILED: ${failed.join(', ')}`} · ${results.map((result) => result.name).join(', ')} · ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(failed.length === 0 ? 0 : 1)

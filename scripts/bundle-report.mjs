// Where the bytes of a route come from: builds with source maps into .tmp/dist-analyze and
// attributes the JavaScript a route loads first (entry + the route module, with their static
// imports) to packages and source files. A tool for budget work, not a test:
//   node scripts/bundle-report.mjs [src/features/auth/login/login-screen.tsx ...] [--no-build]
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

const dist = '.tmp/dist-analyze'
const args = process.argv.slice(2)
const routes = args.filter((a) => !a.startsWith('--'))
if (routes.length === 0) routes.push('src/features/auth/login/login-screen.tsx')
if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--sourcemap'], {
    stdio: 'ignore',
    env: { ...process.env, VITE_MOCK_MODE: 'false' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const files = new Set()
const visit = (key) => {
  const entry = manifest[key]
  if (!entry || files.has(entry.file)) return
  files.add(entry.file)
  ;(entry.imports ?? []).forEach(visit)
}
visit(entryKey)
routes.forEach(visit)

const bySource = new Map()
let gzipTotal = 0
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8')
  gzipTotal += gzipSync(code, { level: 9 }).length
  let map
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')))
  } catch {
    continue
  }
  const lines = code.split('\n')
  const mappings = []
  map.eachMapping((m) => mappings.push(m))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  mappings.forEach((m, i) => {
    const next = mappings[i + 1]
    const length =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn - m.generatedColumn : (lines[m.generatedLine - 1] ?? '').length - m.generatedColumn
    const source = (m.source ?? '(runtime)').replace(/^.*node_modules\//, 'node_modules/')
    const key = source.startsWith('node_modules/')
      ? source
          .split('/')
          .slice(0, source.startsWith('node_modules/@') ? 3 : 2)
          .join('/')
      : source.replace(/^.*?\/?(src|mocks)\//, '$1/')
    bySource.set(key, (bySource.get(key) ?? 0) + length)
  })
}
const raw = [...bySource.values()].reduce((a, b) => a + b, 0)
console.log(`${routes.join(' + ')}: ${files.size} files, ${(gzipTotal / 1024).toFixed(1)} KiB gzip, ${(raw / 1024).toFixed(1)} KiB minified`)
for (const [key, bytes] of [...bySource.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${key}`)
}

// Contract drift check: regenerate the client from openapi/ and fail if anything changed, so a
// contract change without regenerated code (or a hand edit of generated code) cannot land.
import { execFileSync, spawnSync } from 'node:child_process'

const generated = ['src/api/generated', 'src/api/contract-check/operations.generated.ts', 'src/api/write-rules.generated.ts']
const run = spawnSync('npx', ['orval', '--config', 'orval.config.ts'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
if (run.status !== 0) {
  console.error('orval failed: the contracts in openapi/ do not generate.')
  process.exit(run.status ?? 1)
}
// The operation → response-schema map of the development contract check comes from both.
const map = spawnSync('node', ['scripts/generate-contract-map.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
if (map.status !== 0) {
  console.error('scripts/generate-contract-map.mjs failed.')
  process.exit(map.status ?? 1)
}
const status = execFileSync('git', ['status', '--porcelain', '--', ...generated], { encoding: 'utf8' }).trim()
if (status) {
  console.error('Contract drift: regenerating from openapi/ changed these files:\n' + status)
  console.error('\nRun `npm run generate` and commit the result together with the contract change.')
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...generated], { stdio: 'inherit' })
  process.exit(1)
}
console.log('Contract drift check: the committed client matches openapi/.')

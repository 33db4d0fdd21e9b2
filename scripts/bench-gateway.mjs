// `npm run bench:gateway [-- --runs=7]`: how fast the mock gateway's Node host answers a page of
// the 10,000-video channel over HTTP, for the queries a user makes on the videos list (a kind
// filter, a sort by views, a title sort deep in the list, a claims filter, a date range, a text
// search). Each query runs `--runs` times after the channel is open; the median and the fastest
// are printed per query, with the machine's load average: compare figures at the same load.
// First it times the seeding of the database (createDb, fastest of three: every test and every
// start of a host seeds one). The unit tests check what the pages hold and what the seed holds;
// how fast is this benchmark's question, not theirs.
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { startGateway, ensureBuild } from './bench/gateway.mjs'

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}
const runs = Number(option('runs', 7))
const distDir = '.tmp/bench-dist'

const seed = spawnSync(
  'npx',
  [
    'tsx',
    '-e',
    `import { createDb } from './mocks/db'
     const times = [0, 1, 2].map(() => { const started = performance.now(); createDb({ notificationsChanged: () => undefined }); return performance.now() - started })
     console.log('[gateway] seeding the database (createDb): fastest ' + Math.min(...times).toFixed(0) + ' ms of ' + times.map((t) => t.toFixed(0)).join(', '))`,
  ],
  { encoding: 'utf8' },
)
process.stdout.write(seed.stdout || seed.stderr)
ensureBuild(distDir, false)
const { baseUrl, stop } = await startGateway(distDir)

try {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: 'admin@demo.local',
    password: 'Demo123!',
    client_id: 'back-office',
    client_secret: 'back-office-secret',
    scope: 'openid profile email',
  })
  const { access_token: token } = await (await fetch(`${baseUrl}/identity-service/api/connect/token`, { method: 'POST', body: form })).json()
  const call = async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()).body
  }
  const channels = await call('/channel-service/channels/search', { index: 0, size: 100 })
  const channel = channels.items.reduce((a, b) => ((b.videoCount ?? 0) > (a.videoCount ?? 0) ? b : a))
  const page = (filter) => call('/channel-service/videos/search', { index: 0, size: 25, channelId: channel.id, ...filter })

  let started = performance.now()
  const first = await page({})
  console.log(`[gateway] ${channel.name}: ${first.totalCount} videos; opening the channel took ${(performance.now() - started).toFixed(0)} ms`)

  const queries = {
    'shorts, page 4': { videoKind: ['short'], index: 3 },
    'public by views': { sortKey: 'viewCount', sortOrder: 'desc', privacyStatus: ['public'] },
    'by title, page 41': { sortKey: 'video', sortOrder: 'asc', index: 40 },
    '3+ claims, monetized': { thirdpartyClaimsCount: 3, monetize: true },
    'uploaded in 30 days': { uploadedAtStart: new Date(Date.now() - 30 * 86_400_000).toISOString() },
    'search "fragman"': { search: 'fragman' },
  }
  console.log(`[gateway] ${runs} runs per query, load average ${loadavg()[0].toFixed(1)}`)
  for (const [name, filter] of Object.entries(queries)) {
    const times = []
    for (let run = 0; run < runs; run++) {
      started = performance.now()
      await page(filter)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`  ${name.padEnd(24)} median ${times[Math.floor(times.length / 2)].toFixed(1).padStart(6)} ms · fastest ${times[0].toFixed(1).padStart(6)} ms`)
  }
} finally {
  stop()
}

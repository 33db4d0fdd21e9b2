#!/usr/bin/env node
/**
 * Upload benchmark, not a test: a 2 GiB file uploaded to the mock gateway's Node host
 * (production build in dist/, run `npm run build` first) from Chromium through the app's wizard
 * and tus client, against `curl` sending the same file to the same server in the same run (one
 * 8 MiB tus PATCHes, as the app sends). Prints the throughput ratio (goal ≥ 0.7) and the page's JS heap growth during the
 * upload (goal ≤ 64 MiB). Usage: node scripts/bench-upload.mjs [sizeMiB=2048]
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const MiB = 1024 * 1024
const size = Number(process.argv[2] ?? 2048) * MiB
const folder = mkdtempSync(join(tmpdir(), 'bench-upload-'))
const file = join(folder, 'bench.mp4')
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address()
    probe.close(() => resolve(p))
  })
})
const base = `http://127.0.0.1:${port}`

const fd = openSync(file, 'w')
const block = randomBytes(8 * MiB)
for (let written = 0; written < size; written += block.length) writeSync(fd, block.subarray(0, Math.min(block.length, size - written)))
closeSync(fd)

const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes(`:${port}`) && resolve()))

// A pooled connection the server closed while curl ran (keep-alive timeout) fails once: ask again.
const json = async (path, init) => {
  try {
    return await (await fetch(`${base}${path}`, init)).json()
  } catch {
    return (await fetch(`${base}${path}`, init)).json()
  }
}
try {
  // curl: one content, one tus upload, the whole file in one PATCH.
  const tokens = await json('/identity-service/api/connect/token', {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin@demo.local',
      password: 'Demo123!',
      client_id: 'back-office',
      client_secret: 'back-office-secret',
    }),
  })
  const auth = { Authorization: `Bearer ${tokens.access_token}` }
  const channel = (
    await json('/channel-service/channels/search', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ index: 0, size: 1 }),
    })
  ).body.items[0].id
  const content = (
    await json('/channel-service/contents', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ channelId: channel, fileName: 'curl.mp4', placement: 'video' }),
    })
  ).body.id
  const opened = await fetch(`${base}/channel-service/contents/${content}/uploads`, {
    method: 'POST',
    headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size) },
  })
  const location = opened.headers.get('location')
  // In 8 MiB PATCHes like the app (one request with the whole file would be buffered by msw's request handling in the mock host).
  const chunk = 8 * MiB
  const script = `off=0; while [ $off -lt ${size} ]; do tail -c +$((off+1)) '${file}' | head -c ${chunk} | curl -s -f -o /dev/null -X PATCH '${base}${location}' -H 'Authorization: Bearer ${tokens.access_token}' -H 'Tus-Resumable: 1.0.0' -H "Upload-Offset: $off" -H 'Content-Type: application/offset+octet-stream' --data-binary @- || exit 1; off=$((off+${chunk})); done`
  const curlStarted = Date.now()
  const curl = spawnSync('bash', ['-c', script], { encoding: 'utf8' })
  const curlSeconds = (Date.now() - curlStarted) / 1000
  const curlUpload = (await json('/__mock/uploads')).find((upload) => upload.contentId === content)
  if (curlUpload?.offset !== size) throw new Error(`curl did not complete: ${curl.stderr} ${JSON.stringify(curlUpload)}`)

  // Chromium: the app's wizard and tus client.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  })
  const page = await browser.newPage({ baseURL: base })
  page.on('dialog', (dialog) => void dialog.accept())
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'))
  await page.goto('/login')
  await page.locator('input[name="email"]').fill('admin@demo.local')
  await page.locator('input[name="password"]').fill('Demo123!')
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => url.pathname === '/dashboard-panel', { timeout: 60_000 })
  await page.goto(`/my-channels/${channel}/contents/videos`)
  await page.getByRole('button', { name: 'New upload' }).click()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize
  let heapPeak = heapBefore
  const started = Date.now()
  await page.locator('input[name="video-files"]').setInputFiles(file)
  const row = page.getByTestId('upload-tray').locator('[data-upload="bench.mp4"]')
  for (;;) {
    const phase = await row.getAttribute('data-phase').catch(() => null)
    heapPeak = Math.max(heapPeak, (await cdp.send('Runtime.getHeapUsage')).usedSize)
    if (phase === 'done' || phase === 'failed') break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const browserSeconds = (Date.now() - started) / 1000
  await browser.close()
  const rate = (seconds) => `${(size / MiB / seconds).toFixed(1)} MiB/s`
  console.log(`file: ${size / MiB} MiB`)
  console.log(`curl:     ${curlSeconds.toFixed(1)} s (${rate(curlSeconds)})`)
  console.log(`chromium: ${browserSeconds.toFixed(1)} s (${rate(browserSeconds)})`)
  console.log(`throughput ratio (chromium / curl): ${(curlSeconds / browserSeconds).toFixed(2)} (goal ≥ 0.7)`)
  console.log(`JS heap growth during the upload (peak − before): ${((heapPeak - heapBefore) / MiB).toFixed(1)} MiB (goal ≤ 64 MiB)`)
} finally {
  server.kill()
  rmSync(folder, { recursive: true, force: true })
}

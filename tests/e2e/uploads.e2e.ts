import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clearFaults, mockControl, signInAt } from './support/app'
import { baseUrl, launch, type Browser } from './support/browser'
import { E2E_PROBE_MS, E2E_SLOW_TEST_MS, E2E_SLOW_WAIT_MS, E2E_WAIT_MS } from '@tests/waits'

/**
 * Resumable uploads end to end, in Chromium against the production build on the mock
 * gateway's Node host, which keeps the bytes with a running SHA-256: a 300 MiB file survives a
 * connection cut mid-chunk at ~40% and a 5xx, and arrives intact; another continues from the
 * server's offset after a reload once the same file is picked again; a third is cancelled and the
 * server discards it; the tray keeps showing progress across navigation; the finished video turns
 * uploaded in the list without a reload, and the tray says the same; a reload leaves the list row
 * "interrupted"; a cancelled draft leaves the list; a server outage shows the retrying state at once
 * and recovers; an upload another tab or browser sends is shown as such (not "interrupted"), and
 * turns interrupted in this browser's other tab once the tab sending it closes. Files are generated in a temporary folder, never committed.
 */

const MiB = 1024 * 1024
let folder = ''
const files: Record<string, { path: string; size: number; sha256: string }> = {}

function makeFile(name: string, size: number) {
  const path = join(folder, name)
  const hash = createHash('sha256')
  const fd = openSync(path, 'w')
  for (let written = 0; written < size;) {
    const block = randomBytes(Math.min(8 * MiB, size - written))
    writeSync(fd, block)
    hash.update(block)
    written += block.length
  }
  closeSync(fd)
  files[name] = { path, size, sha256: hash.digest('hex') }
}

interface ServerUpload {
  id: string
  offset: number
  length: number
  state: string
  checksum: string | null
  metadata: Record<string, string>
}

const serverUploads = async (): Promise<ServerUpload[]> => (await fetch(`${baseUrl()}/__mock/uploads`)).json() as Promise<ServerUpload[]>
const serverUpload = async (name: string) => (await serverUploads()).find((upload) => upload.metadata.filename === name)
const uploadControl = (body: Record<string, number>) =>
  fetch(`${baseUrl()}/__mock/uploads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

const row = (page: Page, name: string) => page.getByTestId('upload-tray').locator(`[data-upload="${name}"]`)
const percentOf = async (page: Page, name: string) => Number((await row(page, name).getAttribute('data-percent')) ?? -1)
const eventually = <T>(value: () => Promise<T> | T, timeout = E2E_WAIT_MS) => expect.poll(value, { timeout, interval: 250 })

/** Signs the admin in at My Channels (support/app.ts signInAt) and opens the first channel's videos; returns their path. */
async function openVideos(page: Page) {
  await signInAt(page, '/mychannels')
  await page.getByRole('list', { name: 'My Channels' }).getByRole('listitem').first().getByRole('link').click()
  await page.waitForURL(/\/my-channels\/[0-9a-f-]{36}\/contents\/videos$/)
  return new URL(page.url()).pathname
}

/** Opens the wizard, chooses the file (its upload starts at once) and closes the wizard. */
async function startUpload(page: Page, name: string) {
  await page.getByRole('button', { name: 'New upload' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload videos' })
  await dialog.locator('input[name="video-files"]').setInputFiles(files[name]!.path)
  await row(page, name).first().waitFor()
  await dialog.getByRole('button', { name: 'Close' }).last().click()
}

let browser: Browser | undefined

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bo-uploads-'))
  makeFile('sezon-300.mp4', 300 * MiB)
  makeFile('fragman-120.mp4', 120 * MiB)
  makeFile('iptal-120.mp4', 120 * MiB)
  makeFile('kesinti-120.mp4', 120 * MiB)
  makeFile('sekme-80.mp4', 80 * MiB)
  writeFileSync(join(folder, '.keep'), '')
}, E2E_SLOW_TEST_MS)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

afterEach(async () => {
  await clearFaults()
  await browser?.close()
  browser = undefined
})

describe('uploads', () => {
  it(
    'resumes a 300 MiB upload after a cut at ~40% and a 5xx, keeps progressing across navigation, and arrives intact; the list turns it uploaded without a reload',
    async () => {
      await uploadControl({ processingMs: 1_500 })
      browser = await launch({ storage: { i18nextLng: 'en' } })
      const { page } = browser
      page.on('dialog', (dialog) => void dialog.accept())
      const videosPath = await openVideos(page)
      await startUpload(page, 'sezon-300.mp4')

      // ~40%: the connection is cut in the middle of the next chunk, then one chunk answers 503.
      await eventually(() => percentOf(page, 'sezon-300.mp4'), E2E_SLOW_WAIT_MS).toBeGreaterThanOrEqual(38)
      await uploadControl({ cutNextAfterBytes: 3 * MiB })
      await mockControl('POST', '/__mock/faults', { method: 'PATCH', path: '/channel-service/contents/*/uploads/*', status: 503, times: 1 })
      const before = (await serverUpload('sezon-300.mp4'))!.offset
      expect(before).toBeGreaterThan(0)

      // Elsewhere and back: the tray keeps progressing.
      // In-app navigation (a full page load would be a reload, the next test's case).
      await page.evaluate(() => {
        history.pushState(null, '', '/users')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await page.waitForURL((url) => url.pathname === '/users')
      const atUsers = await percentOf(page, 'sezon-300.mp4')
      await eventually(() => percentOf(page, 'sezon-300.mp4')).toBeGreaterThan(atUsers)
      await page.goBack()
      await page.waitForURL((url) => url.pathname === videosPath)

      await eventually(() => row(page, 'sezon-300.mp4').getAttribute('data-phase'), E2E_SLOW_WAIT_MS).toBe('done')
      const finished = (await serverUpload('sezon-300.mp4'))!
      expect(finished).toMatchObject({ state: 'complete', offset: files['sezon-300.mp4']!.size })
      expect(finished.checksum).toBe(files['sezon-300.mp4']!.sha256)

      // Processing, then uploaded over the hub: the row changes without a reload, and the tray agrees with it.
      const status = page.locator(`[data-row-id="${finished.metadata.videoUid}"] [data-column="uploadStatus"]`)
      await eventually(() => status.textContent()).toBe('Uploaded')
      await eventually(() => row(page, 'sezon-300.mp4').getAttribute('data-server-status')).toBe('uploaded')
      expect(await row(page, 'sezon-300.mp4').textContent()).toBe('sezon-300.mp4Uploaded')
    },
    E2E_SLOW_TEST_MS,
  )

  it(
    'continues from the server offset after a reload once the same file is picked again',
    async () => {
      browser = await launch({ storage: { i18nextLng: 'en' } })
      const { page } = browser
      page.on('dialog', (dialog) => void dialog.accept())
      await openVideos(page)
      await startUpload(page, 'fragman-120.mp4')
      await eventually(() => percentOf(page, 'fragman-120.mp4'), E2E_SLOW_WAIT_MS).toBeGreaterThanOrEqual(50)
      await page.reload()
      const stopped = (await serverUpload('fragman-120.mp4'))!
      const offset = stopped.offset
      expect(offset).toBeGreaterThan(files['fragman-120.mp4']!.size * 0.4)
      // The list row says nothing is being sent (not "Uploading 47%"), and offers to pick the file again.
      const listed = page.locator(`[data-row-id="${stopped.metadata.videoUid}"] [data-column="uploadStatus"]`)
      await eventually(() => listed.textContent()).toMatch(/^Interrupted at \d+%$/)

      const interrupted = page.getByTestId('upload-tray').locator('[data-interrupted="fragman-120.mp4"]')
      const chooser = page.waitForEvent('filechooser')
      await interrupted.getByRole('button', { name: 'Pick the file' }).click()
      await (await chooser).setFiles(files['fragman-120.mp4']!.path)
      // The first progress after the reload starts at the server's offset, not at zero.
      await row(page, 'fragman-120.mp4').waitFor()
      await eventually(() => percentOf(page, 'fragman-120.mp4')).toBeGreaterThanOrEqual(Math.floor((offset / files['fragman-120.mp4']!.size) * 100) - 1)
      await eventually(() => row(page, 'fragman-120.mp4').getAttribute('data-phase'), E2E_SLOW_WAIT_MS).toBe('done')
      const finished = (await serverUploads()).filter((upload) => upload.metadata.filename === 'fragman-120.mp4')
      expect(finished).toHaveLength(1)
      expect(finished[0]!.checksum).toBe(files['fragman-120.mp4']!.sha256)
      // The fingerprint is gone once the upload succeeded.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')))).toEqual([])
    },
    E2E_SLOW_TEST_MS,
  )

  it(
    'cancels an upload: the server discards it and the cancellation flag is cleared',
    async () => {
      browser = await launch({ storage: { i18nextLng: 'en' } })
      const { page } = browser
      page.on('dialog', (dialog) => void dialog.accept())
      await openVideos(page)
      await startUpload(page, 'iptal-120.mp4')
      await eventually(() => percentOf(page, 'iptal-120.mp4')).toBeGreaterThanOrEqual(10)
      const opened = (await serverUpload('iptal-120.mp4'))!
      expect(opened).toBeDefined()
      await row(page, 'iptal-120.mp4').getByRole('button', { name: 'Cancel iptal-120.mp4' }).click()
      await eventually(() => row(page, 'iptal-120.mp4').getAttribute('data-phase')).toBe('cancelled')
      expect(await serverUpload('iptal-120.mp4')).toBeUndefined()
      expect(await page.getByTestId('upload-tray').getAttribute('data-cancellation-flags')).toBe('0')
      // The draft is discarded: no "Cancelled" row is left in the list.
      await eventually(() => page.locator(`[data-row-id="${opened.metadata.videoUid}"]`).count()).toBe(0)
    },
    E2E_SLOW_TEST_MS,
  )

  it(
    'a server outage (every chunk answers 500) shows the retrying state at once, with no speed, and recovers',
    async () => {
      browser = await launch({ storage: { i18nextLng: 'en' } })
      const { page } = browser
      page.on('dialog', (dialog) => void dialog.accept())
      await openVideos(page)
      await startUpload(page, 'kesinti-120.mp4')
      await eventually(() => percentOf(page, 'kesinti-120.mp4')).toBeGreaterThanOrEqual(5)
      await mockControl('POST', '/__mock/faults', { method: 'PATCH', path: '/channel-service/contents/*/uploads/*', status: 500 })
      // "At once" is the first failed request (upload-manager.test.ts, on a fake clock); here the whole
      // chain (tus client, manager, tray) shows it. Saying so only after the retries ran out would
      // take their delays, 3 minutes (tus-upload.ts), and then say "failed".
      await eventually(() => row(page, 'kesinti-120.mp4').getAttribute('data-phase')).toBe('retrying')
      const text = (await row(page, 'kesinti-120.mp4').textContent()) ?? ''
      expect(text).toMatch(/Connection lost · retrying (in \d+ s|now) · the server answered with error 500/)
      expect(text).not.toMatch(/\/s|left/)
      await clearFaults()
      // "Retry now" while the upload still waits to retry. Its own retry may come first once the
      // server answers again (a busy machine stretches the steps in between: it did in an under-load
      // run); then the button is gone and there is nothing to click. The button's own effect is
      // tested in upload-tray.test.tsx.
      const retryNow = row(page, 'kesinti-120.mp4').getByRole('button', { name: 'Retry now: kesinti-120.mp4' })
      await eventually(async () => {
        const phase = await row(page, 'kesinti-120.mp4').getAttribute('data-phase')
        if (phase === 'retrying') await retryNow.click({ timeout: E2E_PROBE_MS }).catch(() => undefined)
        return phase
      }, E2E_SLOW_WAIT_MS).not.toBe('retrying')
      await eventually(() => row(page, 'kesinti-120.mp4').getAttribute('data-phase'), E2E_SLOW_WAIT_MS).toBe('done')
      const finished = (await serverUpload('kesinti-120.mp4'))!
      expect(finished.checksum).toBe(files['kesinti-120.mp4']!.sha256)
    },
    E2E_SLOW_TEST_MS,
  )

  it(
    'says another tab or browser sends an upload, and, once the sending tab closes, that it is interrupted',
    async () => {
      const name = 'sekme-80.mp4'
      browser = await launch({ storage: { i18nextLng: 'en' } })
      const { page, context } = browser
      const path = await openVideos(page)
      // Slow chunks: the upload is still going while the other tab and browser look at it.
      await mockControl('POST', '/__mock/faults', { method: 'PATCH', path: '/channel-service/contents/*/uploads/*', latencyMs: 3_000 })
      await startUpload(page, name)
      await eventually(async () => (await serverUpload(name))?.offset ?? 0).toBeGreaterThan(0)
      const videoUid = (await serverUpload(name))!.metadata.videoUid!
      const status = (tab: Page) => tab.locator(`[data-row-id="${videoUid}"] [data-column="uploadStatus"]`)

      // Another tab of the same browser: not "interrupted", and nothing to pick there.
      const other = await context.newPage()
      await other.goto(path)
      await eventually(() => status(other).textContent()).toMatch(/^Uploading \d+% · from another tab or browser$/)
      await other.getByTestId('upload-tray').locator(`[data-elsewhere="${name}"]`).waitFor()
      expect(await other.getByTestId('upload-tray').getByRole('button', { name: 'Pick the file' }).count()).toBe(0)

      // Another browser of the same user: the server says bytes keep arriving.
      const second = await launch({ storage: { i18nextLng: 'en' } })
      try {
        await signInAt(second.page, path)
        await eventually(() => status(second.page).textContent()).toMatch(/^Uploading \d+% · from another tab or browser$/)
      } finally {
        await second.close()
      }

      // The sending tab closes: the other tab of this browser says it is interrupted, with the file to pick.
      await page.close({ runBeforeUnload: false })
      await eventually(() => status(other).textContent()).toMatch(/^Interrupted at \d+%$/)
      await other.getByTestId('upload-tray').locator(`[data-interrupted="${name}"]`).getByRole('button', { name: 'Pick the file' }).waitFor()
    },
    E2E_SLOW_TEST_MS,
  )
})

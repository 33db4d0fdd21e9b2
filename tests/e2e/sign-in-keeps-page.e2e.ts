import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, clearFaults, DEMO_PASSWORD, gatewayCall, login, mockControl, tokenOf } from './support/app'
import { animationsDone, launch, type Browser } from './support/browser'

/**
 * A sign-in that keeps the page (issue 24), end to end on the production build: six fields typed in
 * the video editor, the user's sessions revoked on the gateway (`POST /__mock/revoke`), Save → the
 * sign-in dialog over the page. The same user signing in → the six values saved by exactly one write
 * (the gateway's audit trail), the URL unchanged. Another account → nothing of the first user left.
 */

type Video = {
  id: string
  uploadStatus: string
  video: string
  description: string | null
  tags: string[]
  madeForKids: boolean
  monetize: boolean
  privacyStatus: string
}

let adminToken: string
let channelId: string
let videos: Video[]
let browser: Browser | undefined
let folder: string
const MiB = 1024 * 1024

beforeAll(async () => {
  adminToken = await tokenOf(ADMIN)
  const channels = await gatewayCall<{ items: Array<{ id: string }> }>(adminToken, 'POST', '/channel-service/channels/search', { index: 0, size: 5 })
  channelId = channels.items[1]!.id
  videos = (await gatewayCall<{ items: Video[] }>(adminToken, 'POST', '/channel-service/videos/search', { channelId, index: 0, size: 20 })).items.filter(
    (video) => video.uploadStatus === 'uploaded',
  )
  // A 40 MiB replacement file: five chunks of 8 MiB.
  folder = mkdtempSync(join(tmpdir(), 'bo-sign-in-'))
  const fd = openSync(join(folder, 'new-cut.mp4'), 'w')
  for (let chunk = 0; chunk < 40; chunk++) writeSync(fd, Buffer.alloc(MiB, chunk))
  closeSync(fd)
})

afterAll(() => rmSync(folder, { recursive: true, force: true }))

afterEach(async () => {
  await clearFaults()
  await browser?.close()
  browser = undefined
})

const videoNow = async (id: string) => gatewayCall<Video>(await tokenOf(ADMIN), 'GET', `/channel-service/videos/${id}`)

/** The video's update events in the audit trail. */
async function writesOf(id: string): Promise<number> {
  const page = await gatewayCall<{ items: Array<{ action: string }> }>(await tokenOf(ADMIN), 'POST', '/identity-service/audit-events/search', {
    index: 0,
    size: 50,
    recordType: 'video',
    recordId: id,
  })
  return page.items.filter((event) => event.action === 'update').length
}

/** Types six fields of the open video editor; returns what the video should hold after the save. */
async function typeSixFields(page: Page, before: Video) {
  const stamp = Date.now()
  // The drawer's fields (includeHidden: the upload tray's live region can leave the drawer out of the accessibility tree for a moment).
  const drawer = page.locator('[aria-label="Video details"]')
  const wanted = {
    video: `Kept title ${stamp}`,
    description: `Kept description ${stamp}`,
    tags: ['kept', `t${stamp}`],
    madeForKids: !before.madeForKids,
    monetize: !before.monetize,
    privacyStatus: before.privacyStatus === 'unlisted' ? 'private' : 'unlisted',
  }
  await drawer.getByRole('textbox', { name: /^Title/, includeHidden: true }).fill(wanted.video)
  await drawer.getByRole('textbox', { name: /^Description/, includeHidden: true }).fill(wanted.description)
  await drawer.getByRole('textbox', { name: /^Tags/, includeHidden: true }).fill(wanted.tags.join(', '))
  await drawer.getByRole('switch', { name: /^Made for kids/, includeHidden: true }).click()
  await drawer.getByRole('switch', { name: /^Monetization/, includeHidden: true }).click()
  // The visibility: the upload tray's progress re-lays the page out under the open list, so a
  // pointer click waits for an option that stands still, which on a loaded machine it may never
  // do; and keys are at the mercy of focus (a toast took it) and of the type-ahead's pause. The
  // test dispatches the clicks themselves (the Dropdown opens and chooses on `click`), each one
  // after the state the last one made: the list open, then the option chosen.
  const visibility = drawer.getByRole('combobox', { name: /^Visibility/, includeHidden: true })
  const label = wanted.privacyStatus === 'private' ? 'Private' : 'Unlisted'
  const option = page.getByRole('option', { name: label, exact: true })
  await expect
    .poll(
      async () => {
        if ((await visibility.textContent())?.trim() === label) return 'chosen'
        if (await option.isVisible()) await option.dispatchEvent('click')
        else if ((await visibility.getAttribute('aria-expanded')) !== 'true') await visibility.dispatchEvent('click')
        return 'choosing'
      },
      { interval: 300 },
    )
    .toBe('chosen')
  return wanted
}

/** A new file for the open video, uploading slowly (2 s a chunk) through the tray, to about 40 %; returns its tray row. */
async function replaceFileTo40(page: Page) {
  await mockControl('POST', '/__mock/faults', { method: 'PATCH', path: '/channel-service/contents/*/uploads/*', latencyMs: 2_000 })
  const section = page.getByTestId('video-file')
  await section.locator('input[name="replacement-file"]').setInputFiles(join(folder, 'new-cut.mp4'))
  await section.getByRole('button', { name: 'Replace file' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace file' }).click()
  await page.getByRole('alertdialog').waitFor({ state: 'detached' })
  const upload = page.getByTestId('upload-tray').locator('[data-upload="new-cut.mp4"]')
  await expect.poll(async () => Number((await upload.getAttribute('data-percent')) ?? -1)).toBeGreaterThanOrEqual(40)
  return upload
}

async function openEditor(video: Video): Promise<Page> {
  browser = await launch({ storage: { i18nextLng: 'en' } })
  const { page } = browser
  await login(page, ADMIN)
  await page.goto(`/my-channels/${channelId}/contents/videos?editor=${video.id}`)
  await page.getByRole('textbox', { name: /^Description/ }).waitFor()
  await animationsDone(page)
  return page
}

/** Revokes the user's sessions on the gateway, presses Save, and waits for the sign-in dialog. */
async function saveAfterRevoke(page: Page) {
  await mockControl('POST', '/__mock/revoke', { email: ADMIN })
  await page.getByRole('button', { name: 'Save', exact: true, includeHidden: true }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.waitFor()
  await animationsDone(page)
  return dialog
}

describe('a sign-in that keeps the page', () => {
  it('saves the six typed values with one write after the same user signs in again, on the same URL, and the upload that was at 40 % goes on to 100 %', async () => {
    const video = videos[0]!
    const page = await openEditor(video)
    const writesBefore = await writesOf(video.id)
    const upload = await replaceFileTo40(page)
    const wanted = await typeSixFields(page, video)
    const path = new URL(page.url()).pathname
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    const dialog = await saveAfterRevoke(page)
    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    await expect.poll(async () => (await videoNow(video.id)).description).toBe(wanted.description)
    const saved = await videoNow(video.id)
    expect({
      video: saved.video,
      description: saved.description,
      tags: saved.tags,
      madeForKids: saved.madeForKids,
      monetize: saved.monetize,
      privacyStatus: saved.privacyStatus,
    }).toEqual(wanted)
    expect(await writesOf(video.id)).toBe(writesBefore + 1)
    // The page stayed: no trip to /login or elsewhere (the drawer closes after its save, as always).
    expect(new URL(page.url()).pathname).toBe(path)
    expect(visited.filter((visit) => visit !== path)).toEqual([])
    // The upload went on after the sign-in, to the end.
    await clearFaults()
    await expect.poll(() => upload.getAttribute('data-phase')).toBe('done')
    expect(await upload.getAttribute('data-percent')).toBe('100')
  })

  it('leaves nothing of the first user (drafts, carried ids, uploads, their unsent write) when another account signs in', async () => {
    const video = videos[1]!
    const page = await openEditor(video)
    const upload = await replaceFileTo40(page)
    await typeSixFields(page, video)
    const dialog = await saveAfterRevoke(page)
    await dialog.getByLabel(/^Email/).fill('editor@demo.local')
    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard-panel')
    // Nothing of the first user: no draft, no carried ids, no write of what they typed.
    const left = await page.evaluate(() => ({
      drafts: Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
      carried: ['channelId', 'channelName', 'cmsId', 'playlistId'].filter((key) => localStorage.getItem(key) !== null),
    }))
    expect(left).toEqual({ drafts: [], carried: [] })
    // Their upload is gone from the tray.
    expect(await upload.count()).toBe(0)
    expect((await videoNow(video.id)).description).toBe(video.description)
    await page.goto(`/my-channels/${channelId}/contents/videos?editor=${video.id}`)
    expect(await page.getByText('Restored draft').count()).toBe(0)
  })
})

import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, DEMO_PASSWORD, gatewayCall, login, mockControl, tokenOf } from './support/app'
import { animationsDone, launch, type Browser } from './support/browser'

/**
 * A sign-in that keeps the page (issue 24), end to end on the production build: six fields typed in
 * the video editor, the user's sessions revoked on the gateway (`POST /__mock/revoke`), Save → the
 * sign-in dialog over the page. The same user signing in → the six values saved by exactly one write
 * (the gateway's audit trail), the URL unchanged. Another account → nothing of the first user left.
 */

type Video = { id: string; video: string; description: string | null; tags: string[]; madeForKids: boolean; monetize: boolean; privacyStatus: string }

let adminToken: string
let channelId: string
let videos: Video[]
let browser: Browser | undefined

beforeAll(async () => {
  adminToken = await tokenOf(ADMIN)
  const channels = await gatewayCall<{ items: Array<{ id: string }> }>(adminToken, 'POST', '/channel-service/channels/search', { index: 0, size: 5 })
  channelId = channels.items[1]!.id
  videos = (await gatewayCall<{ items: Video[] }>(adminToken, 'POST', '/channel-service/videos/search', { channelId, index: 0, size: 10 })).items
})

afterEach(async () => {
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
  const wanted = {
    video: `Kept title ${stamp}`,
    description: `Kept description ${stamp}`,
    tags: ['kept', `t${stamp}`],
    madeForKids: !before.madeForKids,
    monetize: !before.monetize,
    privacyStatus: before.privacyStatus === 'private' ? 'unlisted' : 'private',
  }
  await page.getByRole('textbox', { name: /^Title/ }).fill(wanted.video)
  await page.getByRole('textbox', { name: /^Description/ }).fill(wanted.description)
  await page.getByRole('textbox', { name: /^Tags/ }).fill(wanted.tags.join(', '))
  await page.getByRole('switch', { name: /^Made for kids/ }).click()
  await page.getByRole('switch', { name: /^Monetization/ }).click()
  await page.getByRole('combobox', { name: /^Visibility/ }).click()
  await page.getByRole('option', { name: wanted.privacyStatus === 'private' ? 'Private' : 'Unlisted', exact: true }).click()
  return wanted
}

async function openEditor(video: Video): Promise<Page> {
  browser = await launch({ storage: { i18nextLng: 'en' } })
  const { page } = browser
  await login(page, ADMIN)
  await page.goto(`/my-channels/${channelId}/contents/videos?editor=${video.id}`)
  await page.getByRole('textbox', { name: /^Description/ }).waitFor({ timeout: 30_000 })
  await animationsDone(page)
  return page
}

/** Revokes the user's sessions on the gateway, presses Save, and waits for the sign-in dialog. */
async function saveAfterRevoke(page: Page) {
  await mockControl('POST', '/__mock/revoke', { email: ADMIN })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.waitFor({ timeout: 15_000 })
  await animationsDone(page)
  return dialog
}

describe('a sign-in that keeps the page', () => {
  it('saves the six typed values with one write after the same user signs in again, on the same URL', async () => {
    const video = videos[0]!
    const page = await openEditor(video)
    const writesBefore = await writesOf(video.id)
    const wanted = await typeSixFields(page, video)
    const url = page.url()
    const dialog = await saveAfterRevoke(page)
    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await dialog.waitFor({ state: 'detached', timeout: 15_000 })

    await expect.poll(async () => (await videoNow(video.id)).description, { timeout: 15_000 }).toBe(wanted.description)
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
    expect(page.url()).toBe(url)
  })

  it('leaves nothing of the first user when another account signs in', async () => {
    const video = videos[1]!
    const page = await openEditor(video)
    await typeSixFields(page, video)
    const dialog = await saveAfterRevoke(page)
    await dialog.getByLabel(/^Email/).fill('editor@demo.local')
    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard-panel', { timeout: 20_000 })
    // Nothing of the first user: no draft, no carried ids, no write of what they typed.
    const left = await page.evaluate(() => ({
      drafts: Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
      carried: ['channelId', 'channelName', 'cmsId', 'playlistId'].filter((key) => localStorage.getItem(key) !== null),
    }))
    expect(left).toEqual({ drafts: [], carried: [] })
    expect((await videoNow(video.id)).description).toBe(video.description)
    await page.goto(`/my-channels/${channelId}/contents/videos?editor=${video.id}`)
    expect(await page.getByText('Restored draft').count()).toBe(0)
  })
})

import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, EDITOR, gatewayCall, liveConnected, signInAt, tokenOf } from './support/app'
import { animationsDone, launch, screenshot, type Browser } from './support/browser'
import { latency } from './support/latency'

/**
 * Two users on one video at the same time (issue 24, "Live changes"), two browsers against the
 * production build on the mock gateway's Node host: the administrator and the editor (given
 * video_write on their role for this file) open the same video. The hub's RecordChanged tells the
 * open editor (budget 1 s, support/latency.ts); different fields are both kept without a dialog; the same field opens
 * the merge view and the saved video holds what was picked; a list row follows the other's save.
 */

type Named = { id: string; name: string }
type Video = { id: string; video: string; description: string | null; version: number }

const call = gatewayCall

let adminToken: string
let editorRole: { id: string; permissionIds: string[] }
let channel: Named
let videos: Video[]
const browsers: Browser[] = []

/** The editor's role with these permissions (the role's current version as If-Match). */
async function setEditorPermissions(ids: string[]) {
  const roles = await call<{ items: Array<{ id: string; version: number }> }>(adminToken, 'POST', '/identity-service/identity/roles/search', {
    index: 0,
    size: 50,
    search: 'Editör',
  })
  const version = roles.items.find((role) => role.id === editorRole.id)!.version
  await call(adminToken, 'POST', '/identity-service/identity/roles/permission', { roleId: editorRole.id, permissionIds: ids }, { 'If-Match': `"${version}"` })
}

beforeAll(async () => {
  adminToken = await tokenOf(ADMIN)
  const roles = await call<{ items: Named[] }>(adminToken, 'POST', '/identity-service/identity/roles/search', { index: 0, size: 50, search: 'Editör' })
  const role = roles.items.find((r) => r.name === 'Editör')!
  const granted = await call<Named[]>(adminToken, 'GET', `/identity-service/identity/roles/${role.id}/permissions`)
  editorRole = { id: role.id, permissionIds: granted.map((p) => p.id) }
  const write = await call<{ items: Named[] }>(adminToken, 'POST', '/identity-service/permissions/search', { index: 0, size: 10, search: 'video_write' })
  const videoWrite = write.items.find((p) => p.name === 'video_write')!
  await setEditorPermissions([...editorRole.permissionIds, videoWrite.id])
  const editorToken = await tokenOf(EDITOR)
  channel = (await call<{ items: Named[] }>(editorToken, 'POST', '/channel-service/channels/search', { index: 0, size: 50 })).items[0]!
  videos = (await call<{ items: Video[] }>(adminToken, 'POST', '/channel-service/videos/search', { channelId: channel.id, index: 0, size: 10 })).items
  expect(videos.length).toBeGreaterThan(2)
})

afterAll(async () => {
  // Put the editor's permissions back for the other suites.
  await setEditorPermissions(editorRole.permissionIds)
})

afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close()
})

const videoNow = (id: string) => call<Video>(adminToken, 'GET', `/channel-service/videos/${id}`)

/** A signed-in browser of this user, on the channel's videos with the video's editor open (or the list only). */
async function openAs(email: string, videoId: string | null): Promise<Page> {
  const browser = await launch({ storage: { i18nextLng: 'en' } })
  browsers.push(browser)
  const { page } = browser
  await signInAt(page, `/my-channels/${channel.id}/contents/videos${videoId ? `?editor=${videoId}` : ''}`, email)
  if (videoId) {
    await page.getByRole('textbox', { name: /^Description/ }).waitFor()
    await animationsDone(page)
  } else await page.locator('[data-row-id]').first().waitFor()
  // The other user's save reaches this page over the hub: its connection must be up first.
  await liveConnected(page)
  return page
}

/**
 * From now on, the page notes (its own clock, the machine's) when an element matching `selector`
 * first holds `text`: the moment the user could see it, not when the test's polling noticed it, which
 * on a loaded machine comes hundreds of milliseconds later. Read it with seenAt().
 */
async function noteWhenShown(page: Page, selector: string, text: string) {
  await page.evaluate(
    ([selector, text]) => {
      const into = window as unknown as { __shownAt?: number }
      delete into.__shownAt
      const shown = () => [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text))
      const observer = new MutationObserver(() => {
        if (!shown()) return
        into.__shownAt = Date.now()
        observer.disconnect()
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    },
    [selector, text] as const,
  )
}

const seenAt = async (page: Page) => (await page.evaluate(() => (window as unknown as { __shownAt?: number }).__shownAt))!

/** Saves the open editor and waits for the gateway's answer to the PUT; returns when the browser had it (epoch ms). */
async function saveAndWait(page: Page, videoId: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/videos/${videoId}`))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const response = await answered
  expect(response.status()).toBe(200)
  await response.finished()
  // When the browser had the answer (its own timing: start + end of the response), not when the test heard of it.
  const timing = response.request().timing()
  return timing.startTime + timing.responseEnd
}

describe('two users on one video', () => {
  it('keeps both when they change different fields: no dialog, and the open editor is told by the push', async () => {
    const video = videos[0]!
    const admin = await openAs(ADMIN, video.id)
    const editor = await openAs(EDITOR, video.id)
    await admin.getByRole('textbox', { name: /^Description/ }).fill('Description by the administrator')

    const title = `Title by the editor ${Date.now()}`
    await editor.getByRole('textbox', { name: /^Title/ }).fill(title)
    await noteWhenShown(admin, '[data-testid="live-change"]', 'Elif Kaya changed Title · ')
    const saved = await saveAndWait(editor, video.id)
    const notice = admin.getByTestId('live-change')
    await notice.getByText(/^Elif Kaya changed Title · /).waitFor()
    latency('live-changes: the open editor is told of the other save', (await seenAt(admin)) - saved)
    await screenshot(admin, 'live-change-notice-en')

    // Saved without taking their change in first: the 412 merges by itself (their title, my description).
    await admin.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(async () => (await videoNow(video.id)).description).toBe('Description by the administrator')
    expect((await videoNow(video.id)).video).toBe(title)
    expect(await admin.getByTestId('merge-dialog').count()).toBe(0)
  })

  it('opens the merge view when both changed the same field, and saves the value picked', async () => {
    const video = videos[1]!
    const admin = await openAs(ADMIN, video.id)
    const editor = await openAs(EDITOR, video.id)
    await admin.getByRole('textbox', { name: /^Description/ }).fill('Mine: the administrator')
    await editor.getByRole('textbox', { name: /^Description/ }).fill('Theirs: the editor')
    await saveAndWait(editor, video.id)
    const notice = admin.getByTestId('live-change')
    await notice.waitFor()
    await expect.poll(() => notice.textContent()).toMatch(/^Elif Kaya changed Description · /)
    await notice.getByRole('button', { name: 'Take their changes' }).click()
    const merge = admin.getByTestId('merge-dialog')
    await merge.waitFor()
    await animationsDone(admin)
    await screenshot(admin, 'live-change-merge-en')
    await merge.getByRole('radio', { name: /^Theirs/ }).check()
    await merge.getByRole('button', { name: 'Save these values' }).click()
    await expect.poll(async () => (await videoNow(video.id)).description).toBe('Theirs: the editor')
    // The picked value went with the editor's version: one more write, no 412 left over.
    await admin.getByRole('textbox', { name: /^Description/ }).waitFor({ state: 'detached' })
  })

  it('changes the row of a list on the other user’s save, by the push', async () => {
    const admin = await openAs(ADMIN, null)
    const video = { id: (await admin.locator('[data-row-id]').nth(2).getAttribute('data-row-id'))! }
    const editor = await openAs(EDITOR, video.id)
    const title = `Renamed live ${Date.now()}`
    await editor.getByRole('textbox', { name: /^Title/ }).fill(title)
    await noteWhenShown(admin, `[data-row-id="${video.id}"]`, title)
    const saved = await saveAndWait(editor, video.id)
    await admin.locator(`[data-row-id="${video.id}"]`).getByText(title).waitFor()
    latency('live-changes: the list row shows the other save', (await seenAt(admin)) - saved)
  })
})

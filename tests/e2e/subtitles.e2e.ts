import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, closeToasts, gatewayCall, liveConnected, signInAt, tableSettled, tokenOf } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * Subtitles end to end (issue 27), against the production build on the mock gateway's Node host:
 * a file with errors is refused in the browser with each cue and line, the corrected file uploads
 * and is processed, one cue is fixed in the editor beside the playing video, the track is
 * published, the video's row in the videos list shows the language, and the SRT downloaded back
 * is what was published.
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const srt = (cues: Array<[string, string, string]>) => cues.map(([start, end, text], i) => `${i + 1}\n${start} --> ${end}\n${text}`).join('\n\n') + '\n'

const WITH_ERRORS = srt([
  ['00:00:01,000', '00:00:03,000', 'Hello there.'],
  ['00:00:02,500', '00:00:04,000', 'This cue overlaps the first.'],
  ['00:00:05,000', '00:00:0x,000', 'A broken timestamp.'],
])
const LONG = 'This line is far too long for one line of a subtitle, really.'
const CORRECTED = srt([
  ['00:00:01,000', '00:00:03,000', 'Hello there.'],
  ['00:00:04,000', '00:00:06,500', LONG],
  ['00:00:07,000', '00:00:09,000', 'Goodbye.'],
])
const FIXED = 'Far too long: now short.'
/** What the service holds once the second cue is fixed, as its SRT writer writes it (LF line ends). */
const PUBLISHED = srt([
  ['00:00:01,000', '00:00:03,000', 'Hello there.'],
  ['00:00:04,000', '00:00:06,500', FIXED],
  ['00:00:07,000', '00:00:09,000', 'Goodbye.'],
])

/** A small channel (no French subtitles anywhere in the seed), asked of the gateway with the admin's token. */
async function smallChannel(token: string) {
  const channels = await gatewayCall<{ items: Array<{ id: string; videoCount: number }> }>(token, 'POST', '/channel-service/channels/search', {
    index: 0,
    size: 100,
    sortKey: 'videoCount',
    sortOrder: 'asc',
  })
  return channels.items.find((c) => c.videoCount >= 3 && c.videoCount <= 40)!.id
}

describe('subtitles', () => {
  it('refuses a file with errors (cue and line), uploads the corrected one, fixes a cue against the video, publishes, lists the language and downloads what was published', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    const channelId = await smallChannel(await tokenOf(ADMIN))
    const videosPath = `/my-channels/${channelId}/contents/videos`
    await signInAt(page, videosPath)
    const table = page.getByRole('table', { name: 'Videos' })
    await table.locator('[data-row-id]').first().waitFor()
    await tableSettled(page)
    const videoId = (await table.locator('[data-row-id]').first().getAttribute('data-row-id'))!

    // The file with errors: each problem with its line and cue, and no upload.
    await page.goto(`${videosPath}/${videoId}/subtitles`)
    const fileInput = page.getByLabel('SRT or WebVTT file')
    await page.getByRole('table', { name: 'Tracks' }).or(page.getByText('This video has no subtitles yet.')).first().waitFor()
    await fileInput.setInputFiles({ name: 'episode.fr.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(WITH_ERRORS) })
    const problems = page.getByRole('list', { name: 'episode.fr.srt' })
    await problems.waitFor()
    const items = await problems.getByRole('listitem').allTextContents()
    expect(items).toContain('ErrorLine 6, cue 2:The cue overlaps cue 1.')
    expect(items).toContain('ErrorLine 10, cue 3:The timestamp is malformed.')
    expect(await page.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true)
    await screenshot(page, 'subtitles-errors')

    // The corrected file: a warning only (the long line), so it may go up.
    await fileInput.setInputFiles({ name: 'episode.fr.fixed.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(CORRECTED.replace(/\n/g, '\r\n')) })
    await page.getByText('episode.fr.fixed.srt: 3 cues, 0 errors', { exact: false }).waitFor()
    const upload = page.getByRole('region', { name: 'Upload a file' })
    await upload.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('option', { name: 'French' }).click()
    await upload.getByRole('button', { name: 'Upload' }).click()
    // Processed on the server, pushed over the hub: the track becomes a draft.
    const row = page.getByRole('table', { name: 'Tracks' }).getByRole('row').filter({ hasText: 'French' })
    await row.getByText('Draft').waitFor()

    // The editor beside the video: play from cue 2, the spoken cue is highlighted; fix its text.
    await row.getByRole('button', { name: 'Edit: French' }).click()
    const editor = page.getByRole('region', { name: 'Editing French' })
    await editor.waitFor()
    const video = editor.getByLabel('Video', { exact: true })
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1)
    const second = editor.getByRole('listitem', { name: 'Cue 2' })
    // The page stops the video as soon as it plays from the cue (4.0–6.5 s): left playing, it moves
    // the highlight on to cue 3 before a test polling on a loaded machine sees cue 2's.
    await video.evaluate((element: HTMLVideoElement) => {
      const stop = () => {
        if (element.currentTime < 4) return
        element.pause()
        element.removeEventListener('timeupdate', stop)
      }
      element.addEventListener('timeupdate', stop)
    })
    await second.getByRole('button', { name: 'Play from cue 2' }).click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(4)
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true')
    await video.evaluate((element: HTMLVideoElement) => element.pause())
    const text = second.getByRole('textbox', { name: 'Text' })
    await text.fill(FIXED)
    await editor.getByText('No errors.').waitFor()
    await screenshot(page, 'subtitles-editor')
    await editor.getByRole('button', { name: 'Publish' }).click()
    await row.getByText('Published').waitFor()

    // The videos list shows French in the row's Subtitles column (added from the column chooser).
    await page.goto(videosPath)
    await table.locator('[data-row-id]').first().waitFor()
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Subtitles' }).check()
    await page.keyboard.press('Escape')
    await tableSettled(page)
    await expect.poll(() => table.locator(`[data-row-id="${videoId}"] [data-column="subtitleLanguages"]`).textContent()).toBe('FR')

    // Downloaded back, it is what was published.
    await page.goto(`${videosPath}/${videoId}/subtitles`)
    const published = page.getByRole('table', { name: 'Tracks' }).getByRole('row').filter({ hasText: 'French' })
    await published.getByText('Published').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), published.getByRole('button', { name: 'Download SRT: French' }).click()])
    expect(download.suggestedFilename()).toMatch(/\.fr\.srt$/)
    expect(await readFile((await download.path())!, 'utf8')).toBe(PUBLISHED)
  })

  it('a track deleted in one tab leaves the other at once; after a reload it is in the channel’s subtitles Trash, and comes back from there', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page, context } = browser
    const token = await tokenOf(ADMIN)
    const channelId = await smallChannel(token)
    // A Spanish track on the channel's first video (the other test works in French).
    const videos = await gatewayCall<{ items: Array<{ id: string }> }>(token, 'POST', '/channel-service/videos/search', { index: 0, size: 1, channelId })
    const videoId = videos.items[0]!.id
    const { id: trackId } = await gatewayCall<{ id: string }>(
      token,
      'POST',
      `/channel-service/videos/${videoId}/captions`,
      { languageCode: 'es', kind: 'subtitles', name: 'Español', format: 'srt', content: CORRECTED },
      { 'Idempotency-Key': randomUUID() },
    )
    // Processed on the server before the pages open (a page that reads it while processing waits for the hub's news of it).
    const statusOf = async (id: string) => (await gatewayCall<{ status: string }>(token, 'GET', `/channel-service/captions/${id}`)).status
    await expect.poll(() => statusOf(trackId)).toBe('draft')
    const subtitlesPath = `/my-channels/${channelId}/contents/videos/${videoId}/subtitles`
    const trackIn = (tab: Page) => tab.getByRole('table', { name: 'Tracks' }).getByRole('row').filter({ hasText: 'Español' })
    await signInAt(page, subtitlesPath)
    await trackIn(page).getByText('Draft').waitFor()
    const other = await context.newPage()
    await other.goto(subtitlesPath)
    await trackIn(other).waitFor()
    // The other tab drops the row on the hub's push: its connection must be up before the delete.
    await liveConnected(other)
    // The user works in the first tab (a tab behind another draws no frames: clicks there wait).
    await page.bringToFront()

    // Deleted here (at once, with Undo): the other tab drops the row without a reload (the hub's RecordChanged).
    await trackIn(page).getByRole('button', { name: 'Delete: Español' }).click()
    await page.getByText('Español was deleted.').first().waitFor()
    await trackIn(other).waitFor({ state: 'detached' })

    // After a reload Undo is gone; the channel's subtitles Trash has the track, with its video.
    await page.reload()
    await page.getByRole('table', { name: 'Tracks' }).waitFor()
    expect(await trackIn(page).count()).toBe(0)
    // A toast sits over the page's top-right buttons.
    await closeToasts(page)
    await page.getByRole('button', { name: 'Trash', exact: true }).click()
    await page.waitForURL((url) => url.pathname === `/my-channels/${channelId}/contents/subtitles/trash`)
    const trash = page.getByRole('table', { name: 'Subtitles Trash' })
    const row = trash.locator('[data-row-id]').filter({ hasText: 'Español' })
    await row.waitFor()
    await tableSettled(page)
    await screenshot(page, 'subtitles-trash')
    await row.getByRole('button', { name: /^Actions for .*: Español$/ }).click()
    await page.getByRole('menuitem', { name: 'Restore' }).click()
    await page.getByText('1 track restored.').first().waitFor()

    // Back on the video's subtitles: the track is there again, and in the other tab too.
    await closeToasts(page)
    await page.getByRole('button', { name: "Back to the video's subtitles" }).click()
    await trackIn(page).getByText('Draft').waitFor()
    await trackIn(other).waitFor()
  })
})

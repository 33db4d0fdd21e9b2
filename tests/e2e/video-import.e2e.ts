import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, gatewayCall, signInAt, tableSettled, tokenOf } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * The CSV import of video details end to end (issue 25), against the production build on the
 * mock gateway's Node host: a file of 50 rows, 2 of them bad, is read in the browser (the 2 named
 * with their column), the 48 go to the server's preview, run as a job to the end, and the list
 * shows the new titles; the job is on the Jobs page.
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const ENGLISH = { i18nextLng: 'en' }

/** A channel with a few hundred videos (so the list's first pages hold 48), and its path. */
async function channelPath() {
  const token = await tokenOf(ADMIN)
  const channels = await gatewayCall<{ items: Array<{ id: string; videoCount: number }> }>(token, 'POST', '/channel-service/channels/search', {
    index: 0,
    size: 100,
  })
  const channel = channels.items.find((c) => c.videoCount >= 60 && c.videoCount <= 2000) ?? channels.items[0]!
  const videos = await gatewayCall<{ items: Array<{ id: string }> }>(token, 'POST', '/channel-service/videos/search', {
    index: 0,
    size: 48,
    channelId: channel.id,
  })
  return { path: `/my-channels/${channel.id}/contents/videos`, ids: videos.items.map((video) => video.id) }
}

function csvOf(ids: readonly string[], stamp: string) {
  const rows = ids.map((id, index) => `${id},${stamp} ${index + 1},e2e|csv`)
  // Two bad rows among the good ones: an id that is not a video id, and a video named a second time.
  rows.splice(10, 0, `not-a-video,${stamp} bad,`)
  rows.splice(30, 0, `${ids[0]},${stamp} twice,`)
  return `id,title,tags\r\n${rows.join('\r\n')}\r\n`
}

describe('CSV import of video details', () => {
  it('reads 50 rows, names the 2 bad ones, previews the 48, runs them as a job and shows the new titles', async () => {
    browser = await launch({ storage: ENGLISH })
    const { page } = browser
    const { path, ids } = await channelPath()
    expect(ids).toHaveLength(48)
    const stamp = `CSV ${Date.now().toString(36)}`
    await signInAt(page, path)
    const table = page.getByRole('table', { name: 'Videos' })
    await table.locator('[data-row-id]').first().waitFor()
    await tableSettled(page)

    await page.getByRole('button', { name: 'Import from CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import video details from a CSV file' })
    await dialog.waitFor()
    await dialog.locator('input[name="csv"]').setInputFiles({ name: 'videos.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(ids, stamp)) })
    const problems = dialog.getByRole('list', { name: 'Rows left out, and why' })
    await problems.waitFor()
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      'Row 12, id: Not a video id (the id column of the videos list’s export).',
      'Row 32, id: The same video as row 2; only the first row is kept.',
    ])
    await dialog.getByText('48 of 50 rows are ready for the preview.').waitFor()
    await screenshot(page, 'video-import-read')

    await dialog.getByRole('button', { name: 'Preview 48 rows' }).click()
    const preview = page.getByRole('dialog', { name: 'Import video details from a CSV file' })
    await preview.getByText('48 videos will change, 0 already so, 0 cannot be changed.').waitFor()
    await screenshot(page, 'video-import-preview')
    await preview.getByRole('button', { name: 'Update 48 videos' }).click()
    await preview.getByText('48 done, 0 failed, 0 skipped').waitFor()
    await preview.getByRole('button', { name: 'Close' }).click()

    // The list reads again: the first video of the file has its new title.
    await page.getByRole('searchbox').first().fill(`${stamp} 1`)
    await tableSettled(page)
    await expect.poll(() => table.locator(`[data-row-id="${ids[0]}"]`).textContent()).toContain(`${stamp} 1`)

    // The job is on the Jobs page, done.
    await page.goto('/jobs')
    const jobs = page.getByRole('table', { name: 'Jobs' })
    const row = jobs.getByRole('row').filter({ hasText: 'Import of video details (CSV)' }).first()
    await row.waitFor()
    await row.getByText('Finished', { exact: true }).waitFor()
  })
})

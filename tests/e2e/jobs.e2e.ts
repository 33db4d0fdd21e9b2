import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, DEMO_PASSWORD, signInAt, tableSettled } from './support/app'
import { baseUrl, launch, screenshot, type Browser } from './support/browser'

/**
 * Bulk work as server jobs end to end (issue 25), against the production build on the mock
 * gateway's Node host: a title change of 1,234 videos, two of them edited by another user
 * afterwards, reverted from the Jobs page (1,232 restored, the two listed with who changed them),
 * and the audit trail holding the job's event and its 1,234 item events; then a 3,000-video job
 * that goes on through a reload at about 30 % and ends done on the Jobs page and in the header's tray.
 */

const OTHER = 'aykal.altinok@demo.local'

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/identity-service/api/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'back-office',
      client_secret: 'back-office-secret',
      username: email,
      password: DEMO_PASSWORD,
      scope: 'openid profile email',
    }).toString(),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

async function call<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en-US',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { 'idempotency-key': crypto.randomUUID() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { body: T }
  return { status: response.status, body: json.body }
}

type Video = { id: string; video: string; version: number }
type Job = { id: string; status: string; done: number; total: number; succeeded: number; skipped: number }

/** The channel with the most videos (Atlas Arşiv, 10,000) and its first `count` videos with their versions. */
async function atlasVideos(token: string, count: number) {
  const channels = await call<{ items: Array<{ id: string }> }>(token, 'POST', '/channel-service/channels/search', {
    index: 0,
    size: 1,
    sortKey: 'videoCount',
    sortOrder: 'desc',
  })
  const channelId = channels.body.items[0]!.id
  const videos: Video[] = []
  for (let index = 0; videos.length < count; index += 1) {
    const page = await call<{ items: Video[] }>(token, 'POST', '/channel-service/videos/search', { index, size: 500, channelId })
    videos.push(...page.body.items)
  }
  return { channelId, videos: videos.slice(0, count) }
}

async function startJob(token: string, channelId: string, videos: Video[], suffix: string) {
  const answer = await call<Job>(token, 'POST', '/channel-service/jobs', {
    channelId,
    ids: videos.map((v) => v.id),
    changes: { title: { mode: 'append', value: suffix } },
    basedOn: Object.fromEntries(videos.map((v) => [v.id, v.version])),
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

const jobOf = async (token: string, id: string) => (await call<Job>(token, 'GET', `/channel-service/jobs/${id}`)).body
const titleOf = async (token: string, id: string) => (await call<Video>(token, 'GET', `/channel-service/videos/${id}`)).body

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

describe('bulk jobs', () => {
  let adminToken: string
  beforeAll(async () => {
    adminToken = await tokenOf(ADMIN)
  })

  it('reverts a 1,234-title job: 1,232 restored, the 2 another user changed meanwhile listed with who; the audit trail holds the job and its items', async () => {
    const { channelId, videos } = await atlasVideos(adminToken, 1234)
    const before = new Map(videos.map((v) => [v.id, v.video]))
    // Another user who may edit the channel's videos (a video editor, assigned to the channel by the admin).
    const users = await call<{ items: Array<{ id: string; email: string; firstName: string; lastName: string; roles: Array<{ id: string }> }> }>(
      adminToken,
      'POST',
      '/identity-service/users/search',
      { index: 0, size: 10, search: 'aykal' },
    )
    const other = users.body.items.find((u) => u.email === OTHER)!
    expect((await call(adminToken, 'POST', `/channel-service/channels/${channelId}/users`, { userIds: [other.id], roleId: other.roles[0]!.id })).status).toBe(
      200,
    )

    const job = await startJob(adminToken, channelId, videos, '(E2E toplu)')
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/jobs')
    const jobs = page.getByRole('table', { name: 'Jobs' })
    await jobs.locator(`[data-row-id="${job.id}"]`).waitFor()
    await jobs.locator(`[data-row-id="${job.id}"] a`).first().click()
    await page.waitForURL(`**/jobs/${job.id}`)
    await page.locator('main').getByText('1,234 done, 0 failed, 0 skipped').first().waitFor()
    await screenshot(page, 'jobs-title-job-done')

    // Meanwhile another user edits two of the videos the job changed.
    const otherToken = await tokenOf(OTHER)
    for (const [index, title] of [
      [10, 'Aykal’ın başlığı 1'],
      [600, 'Aykal’ın başlığı 2'],
    ] as const) {
      const video = await titleOf(otherToken, videos[index]!.id)
      const detail = (await call<Record<string, unknown>>(otherToken, 'GET', `/channel-service/videos/${video.id}`)).body
      const saved = await call(otherToken, 'PUT', `/channel-service/videos/${video.id}`, { ...detail, video: title }, { 'if-match': `"${video.version}"` })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }

    await page.getByRole('button', { name: 'Revert the job' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Revert this job?' }).or(page.getByRole('dialog', { name: 'Revert this job?' }))
    await dialog.getByRole('button', { name: 'Revert the job' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/jobs/') && !url.pathname.endsWith(job.id))
    const revertId = new URL(page.url()).pathname.split('/').at(-1)!
    await page.locator('main').getByText('1,232 done, 0 failed, 2 skipped').first().waitFor()
    expect(await jobOf(adminToken, revertId)).toMatchObject({ status: 'partlyFailed', succeeded: 1232, skipped: 2 })
    await page.goto(`/jobs/${revertId}?status=skipped`)
    const items = page.getByRole('table', { name: 'Items' })
    await tableSettled(page)
    await expect.poll(() => items.locator('[data-row-id]').count()).toBe(2)
    const reasons = await items.locator('[data-row-id] [data-column="outcome"]').allTextContents()
    const name = `${other.firstName} ${other.lastName}`
    expect(reasons, name).toHaveLength(2)
    for (const reason of reasons) expect(reason).toMatch(new RegExp(`^${name} changed it meanwhile \\(.+\\); not overwritten\\.$`))
    await screenshot(page, 'jobs-revert-skipped')
    for (const index of [0, 1, 500, 1233]) expect((await titleOf(adminToken, videos[index]!.id)).video).toBe(before.get(videos[index]!.id))
    expect((await titleOf(adminToken, videos[10]!.id)).video).toBe('Aykal’ın başlığı 1')

    // The audit trail: the job's event, and its 1,234 item events.
    await page.goto(`/audit?recordId=${job.id}`)
    const trail = page.getByRole('table', { name: 'Audit trail' })
    await trail.getByText('Bulk job: 1,234 items').waitFor()
    await page.goto(`/audit?jobId=${job.id}`)
    await tableSettled(page)
    await page
      .getByText(/ of 1,234$/)
      .first()
      .waitFor()
    const events = await call<{ totalCount: number }>(adminToken, 'POST', '/identity-service/audit-events/search', { index: 0, size: 1, jobId: job.id })
    expect(events.body.totalCount).toBe(1234)
    await screenshot(page, 'jobs-audit-items')
  })

  it('goes on through a reload at about 30 % of a 3,000-item job; the Jobs page and the tray show it done', async () => {
    const { channelId, videos } = await atlasVideos(adminToken, 3000)
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    const job = await startJob(adminToken, channelId, videos, '(E2E yeniden)')
    await signInAt(page, `/jobs/${job.id}`)
    const tray = page.locator('[data-jobs-tray]')
    // The tray is in the header from the start (idle, busy while it reads): it turns to running.
    await expect.poll(() => tray.getAttribute('data-jobs-tray')).toBe('running')
    await expect.poll(async () => (await jobOf(adminToken, job.id)).done, { interval: 100 }).toBeGreaterThanOrEqual(900)
    const atReload = await jobOf(adminToken, job.id)
    expect(atReload.status).toBe('running')
    await page.reload()
    await page.locator('main').getByText('3,000 done, 0 failed, 0 skipped').first().waitFor()
    await expect.poll(() => tray.getAttribute('data-jobs-tray')).toBe('done')
    await page
      .getByText(/Job finished: Bulk change: Title/)
      .first()
      .waitFor()
    await screenshot(page, 'jobs-after-reload-done')
    await page.goto('/jobs')
    const row = page.getByRole('table', { name: 'Jobs' }).locator(`[data-row-id="${job.id}"]`)
    await row.waitFor()
    expect(await row.locator('[data-column="status"]').textContent()).toBe('Finished')
    await tray.click()
    const trayJob = page.getByRole('group', { name: 'Jobs' }).locator(`[data-tray-job="${job.id}"]`)
    await trayJob.waitFor()
    expect(await trayJob.getAttribute('data-status')).toBe('succeeded')
    await screenshot(page, 'jobs-tray-done')
  })
})

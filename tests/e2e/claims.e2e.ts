import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveConnected, login, tableSettled } from './support/app'
import { baseUrl, launch, screenshot, type Browser } from './support/browser'
import { latency } from './support/latency'

/**
 * The claims desk in Chromium against the production build on the mock gateway's Node host
 * (Turkish, the default language): filter "due within 48 hours", release three claims in bulk,
 * the channel's and the dashboard's counts drop by three, the claims' history says who released
 * them; then the mock clock moves 29 days and the deadline digest arrives in the bell (live, over
 * the hub) and opens the desk filtered.
 */

const DAY = 86_400_000

/** A call to the gateway with the page's token (to find a channel with claims due soon). */
const api = <T>(page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const auth = JSON.parse(localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}') as { accessToken?: string }
      const response = await fetch(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.accessToken}` },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      return ((await response.json()) as { body: unknown }).body
    },
    [path, body] as const,
  ) as Promise<T>

/** The copyright widget's number on the dashboard (its link to the desk). */
async function dashboardCopyright(page: Page): Promise<number> {
  await page.goto('/dashboard-panel')
  const link = page.getByTestId('counter-dashboard_copyright').getByRole('link')
  await link.waitFor()
  return Number((await link.textContent())!.replace(/\D/g, ''))
}

/** The channel's copyright claims as the CMS channels list shows them. */
async function listedCopyright(page: Page, cmsId: string, channelName: string): Promise<number> {
  await page.goto(`/cms-management/channels?cmsId=${cmsId}&search=${encodeURIComponent(channelName)}`)
  const cell = page.locator('[data-row-id] [data-column="copyright"]').first()
  await cell.waitFor()
  return Number((await cell.textContent())!.replace(/\D/g, ''))
}

const unread = (page: Page) =>
  page.evaluate(() => Number(/\d+/.exec(document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '')?.[0] ?? '0'))

describe('the claims desk', () => {
  let browser: Browser
  let page: Page
  let channel: { id: string; name: string; cmsId: string }

  beforeAll(async () => {
    browser = await launch()
    page = browser.page
    await login(page)
    // A small CMS channel with at least three claims due within 48 hours.
    const due = await api<{ items: Array<{ channelId: string; channelTitle: string; cmsId: string }> }>(page, '/channel-service/claims/search', {
      index: 0,
      size: 500,
      dueWithin: 'h48',
    })
    const perChannel = new Map<string, number>()
    for (const claim of due.items) perChannel.set(claim.channelId, (perChannel.get(claim.channelId) ?? 0) + 1)
    const pick = due.items.find((c) => (perChannel.get(c.channelId) ?? 0) >= 3)!
    channel = { id: pick.channelId, name: pick.channelTitle, cmsId: pick.cmsId }
  })

  afterAll(async () => browser?.close())

  it('releases three claims due within 48 hours in bulk: the channel’s and the dashboard’s counts drop by three, the history says who', async () => {
    const dashboardBefore = await dashboardCopyright(page)
    const channelBefore = await listedCopyright(page, channel.cmsId, channel.name)

    await page.goto(`/my-channels/${channel.id}/claims`)
    const counts = page.getByTestId('claims-due-counts')
    await counts.waitFor()
    await counts.getByRole('button').first().click()
    await page.waitForURL((url) => url.searchParams.get('due') === 'h48')
    // The URL is written before the desk shows the filter, and showing a new filter clears the
    // selection: tick the rows once the filter shows and its rows are read.
    await expect.poll(() => page.getByRole('combobox', { name: 'İşlem süresi' }).textContent()).toContain('48 saat')
    await tableSettled(page)
    const rows = page.locator('[data-row-id]')
    await rows.nth(2).waitFor()
    const ids = await rows.evaluateAll((elements) => elements.slice(0, 3).map((row) => row.getAttribute('data-row-id')!))
    for (const id of ids) await page.locator(`[data-row-id="${id}"] input[type="checkbox"]`).check()
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Serbest bırak', exact: true }).click()
    // The move runs as a job on the server: its preview first, then its progress (the jobs kit).
    const dialog = page.getByRole('dialog')
    await dialog.getByText('3 talep değişecek, 0 talep zaten öyle, 0 talep reddedildi.').waitFor()
    await screenshot(page, 'claims-bulk-preview')
    await dialog.getByRole('button', { name: '3 talebi işle', exact: true }).click()
    await dialog.getByText('Tamamlandı', { exact: true }).waitFor()
    await dialog.getByText('3 tamam, 0 başarısız, 0 atlandı').waitFor()
    await screenshot(page, 'claims-bulk-released')
    await dialog.getByRole('button', { name: 'Kapat' }).click()

    expect(await listedCopyright(page, channel.cmsId, channel.name)).toBe(channelBefore - 3)
    expect(await dashboardCopyright(page)).toBe(dashboardBefore - 3)

    await page.goto(`/my-channels/${channel.id}/claims?status=released&claim=${ids[0]}`)
    const history = page.getByTestId('claim-history')
    await history.waitFor()
    await expect.poll(() => history.locator('li').last().textContent()).toMatch(/Serbest bırakıldı.*Deniz Yılmaz/)
    await screenshot(page, 'claims-detail-history')

    // The job is on the Jobs page with its three claims.
    await page.goto('/jobs')
    await page.getByText('Talepler: Serbest bırak').first().waitFor()
    await screenshot(page, 'claims-job-listed')
  })

  it('29 days later the deadline digest arrives in the bell by the push and opens the desk filtered', async () => {
    await page.goto('/dashboard-panel')
    await liveConnected(page)
    const before = await unread(page)
    const elapsed = await page.evaluate(
      async ([base, days]) => {
        const label = () => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? ''
        const start = label()
        const changed = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (label() !== start) {
              observer.disconnect()
              resolve(performance.now())
            }
          })
          observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-label'] })
        })
        const t0 = performance.now()
        await fetch(`${base}/__mock/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: days }) })
        return (await changed) - t0
      },
      [baseUrl(), 29 * DAY] as const,
    )
    latency('claims: the deadline digest in the bell after the clock moved', elapsed)
    expect(await unread(page)).toBeGreaterThan(before)

    await page.getByTestId('notification-bell').click()
    const digest = page.getByTestId('notification-dropdown').getByRole('link', { name: 'Süresi dolmak üzere olan talepler' }).first()
    await digest.waitFor()
    await screenshot(page, 'claims-digest-bell')
    await digest.click()
    await page.waitForURL((url) => /^\/my-channels\/[0-9a-f-]{36}\/claims$/.test(url.pathname) && url.searchParams.get('due') === 'h48')
    await page.locator('[data-row-id]').first().waitFor()
  })
})

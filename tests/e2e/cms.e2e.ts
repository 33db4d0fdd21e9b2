import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { EDITOR, expandMenu, menuHrefs, signInAt, stored } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * CMS end to end, in Chromium against the production build on the mock gateway: the
 * admin opens a CMS from /cms, filters its channels by status (the URL holds it, a reload keeps
 * it) and opens a channel; an editor without cms_read sees neither the menu entry nor the page.
 */

const ENGLISH = { i18nextLng: 'en' }
let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const table = (page: Page, name: string) => page.getByRole('table', { name })
const search = (page: Page) => new URL(page.url()).searchParams
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[role="table"][aria-busy="true"]') && !document.querySelector('[data-testid="list-skeleton"]'))
const channelNames = (page: Page) => table(page, 'Channels').locator('[data-row-id] [data-column="channel"] a').allTextContents()
const statuses = (page: Page) => table(page, 'Channels').locator('[data-row-id] [data-column="status"]').allTextContents()

/** Calls the gateway from the page with the signed-in user's token (test set-up only). */
function gateway<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
  return page.evaluate(
    async ({ method: verb, path: url, body: payload, extra: more }) => {
      const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
      const token = (JSON.parse(raw) as { accessToken?: string }).accessToken ?? ''
      const response = await fetch(url, {
        method: verb,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...more },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      return ((await response.json()) as { body: T }).body
    },
    { method, path, body, extra },
  )
}

describe('CMS', () => {
  it('opens a CMS, filters its channels by status (kept by the URL and a reload) and opens a channel', async () => {
    browser = await launch({ storage: ENGLISH })
    const { page } = browser
    await signInAt(page, '/dashboard-panel')
    await expandMenu(page)
    await page.locator('#app-sidebar a[href="/cms"]').first().click()
    await page.waitForURL('**/cms')
    const accounts = table(page, 'CMS accounts')
    await accounts.locator('[data-row-id]').first().waitFor()
    await screenshot(page, 'cms-list-light')

    // The first CMS by name, opened from its name.
    await accounts.getByRole('columnheader', { name: 'Name' }).click()
    await expect.poll(() => search(page).get('sort')).toBe('name')
    await settled(page)
    const link = accounts.locator('[data-row-id] [data-column="name"] a').first()
    const cmsName = (await link.textContent()) ?? ''
    await link.click()
    await page.waitForURL((url) => url.pathname === '/cms-management/channels' && url.searchParams.has('cmsId'))
    const cmsId = search(page).get('cmsId') ?? ''
    await page.getByRole('heading', { level: 1, name: cmsName }).waitFor()
    expect(await stored(page, 'cmsId')).toBe(cmsId)
    expect(await stored(page, 'cmsName')).toBe(cmsName)
    // The breadcrumb names the CMS, never its id.
    const crumbs = page.getByRole('navigation', { name: 'Location' })
    await expect.poll(() => crumbs.textContent()).toContain(cmsName)
    expect(await crumbs.textContent()).not.toContain(cmsId)
    await table(page, 'Channels').locator('[data-row-id]').first().waitFor()
    const all = await channelNames(page)

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('listbox').getByRole('option', { name: 'Active' }).click()
    await expect.poll(() => search(page).get('status')).toBe('active')
    expect(search(page).get('cmsId')).toBe(cmsId)
    await settled(page)
    const active = await channelNames(page)
    expect(new Set(await statuses(page))).toEqual(new Set(['Active']))
    expect(active.length).toBeGreaterThan(0)
    expect(active.every((name) => all.includes(name))).toBe(true)
    await screenshot(page, 'cms-channels-filtered-light')

    await page.reload()
    await table(page, 'Channels').locator('[data-row-id]').first().waitFor()
    await settled(page)
    expect(search(page).get('status')).toBe('active')
    expect(await page.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Active')
    expect(await channelNames(page)).toEqual(active)

    // Opening a channel: its videos, under its name.
    const channel = active[0]!
    await table(page, 'Channels').getByRole('link', { name: channel, exact: true }).click()
    await page.waitForURL((url) => /^\/cms-channels\/[0-9a-f-]{36}\/contents\/videos$/.test(url.pathname) && url.searchParams.get('cmsId') === cmsId)
    await page.getByRole('heading', { level: 1, name: channel }).waitFor()
    await expect.poll(() => crumbs.textContent()).toContain(channel)
    const channelId = new URL(page.url()).pathname.split('/')[2]!
    expect(await crumbs.textContent()).not.toContain(channelId)
    await screenshot(page, 'cms-channel-opened-light')

    // The switcher: another channel, still under /cms-channels, its own CMS named by the URL and the breadcrumb.
    const switcher = page.getByRole('combobox', { name: 'Switch channel' })
    await switcher.click()
    const other = page.getByRole('listbox').getByRole('option').filter({ hasNotText: channel }).first()
    const otherName = ((await other.textContent()) ?? '').trim()
    await other.click()
    await page.waitForURL((url) => /^\/cms-channels\/[0-9a-f-]{36}\/contents\/videos$/.test(url.pathname) && !url.pathname.includes(channelId))
    await page.getByRole('heading', { level: 1, name: otherName }).waitFor()
    await expect.poll(() => crumbs.textContent()).toContain(otherName)
    const otherId = new URL(page.url()).pathname.split('/')[2]!
    expect(await crumbs.textContent()).not.toContain(otherId)
    // The header says "<CMS> · <company>": the breadcrumb's CMS is the channel's, and the URL and storage agree on it.
    const otherCms = ((await page.locator('#channel-title + *').textContent()) ?? '').split(' · ')[0]!
    await expect.poll(() => crumbs.textContent()).toContain(otherCms)
    await expect.poll(() => stored(page, 'cmsId')).toBe(search(page).get('cmsId'))
    expect(await stored(page, 'channelName')).toBe(otherName)
  })

  it('hides the CMS menu entry and refuses the page to an editor without cms_read', async () => {
    browser = await launch({ storage: ENGLISH })
    let page = browser.page
    await signInAt(page, '/mychannels')
    // The editor's role, without cms_read for this test (put back afterwards).
    const roles = await gateway<{ items: Array<{ id: string; name: string }> }>(page, 'POST', '/identity-service/identity/roles/search', {
      index: 0,
      size: 50,
      search: 'Editör',
    })
    const role = roles.items.find((r) => r.name === 'Editör')
    expect(role, 'the seeded editor role').toBeDefined()
    const granted = await gateway<Array<{ id: string; name: string }>>(page, 'GET', `/identity-service/identity/roles/${role!.id}/permissions`)
    const cmsRead = granted.find((p) => p.name === 'cms_read')
    expect(cmsRead, 'the editor holds cms_read before').toBeDefined()
    // A role's permissions change with the role's current version (If-Match), read just before.
    const save = async (ids: string[]) => {
      const current = await gateway<{ items: Array<{ id: string; version: number }> }>(page, 'POST', '/identity-service/identity/roles/search', {
        index: 0,
        size: 50,
        search: 'Editör',
      })
      const version = current.items.find((r) => r.id === role!.id)!.version
      return gateway(page, 'POST', '/identity-service/identity/roles/permission', { roleId: role!.id, permissionIds: ids }, { 'If-Match': `"${version}"` })
    }
    await save(granted.filter((p) => p.id !== cmsRead!.id).map((p) => p.id))
    try {
      await browser.close()
      browser = await launch({ storage: ENGLISH })
      page = browser.page
      await signInAt(page, '/dashboard-panel', EDITOR)
      await expandMenu(page)
      const hrefs = await menuHrefs(page)
      expect(hrefs).not.toContain('/cms')
      expect(hrefs).toContain('/mychannels')
      await page.goto('/cms')
      await page.getByText("You don't have access to this page").waitFor()
      expect(await page.getByRole('table', { name: 'CMS accounts' }).count()).toBe(0)
      await screenshot(page, 'cms-refused-editor')
    } finally {
      // Put the editor's permissions back for the other suites.
      await browser?.close()
      browser = await launch({ storage: ENGLISH })
      await signInAt(browser.page, '/mychannels')
      page = browser.page
      await save(granted.map((p) => p.id))
    }
  })
})

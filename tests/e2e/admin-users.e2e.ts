import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, login, signInAt, submitLogin } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * The Users list end to end: filters live in the URL, so a reload (and a shared link)
 * reopens the same view; Back returns to the previous one. Deleting a user moves them to the
 * Trash: their session ends and they cannot sign in until a restore.
 */

let browser: Browser | undefined
let second: Browser | undefined
afterEach(async () => {
  await browser?.close()
  await second?.close()
  browser = undefined
  second = undefined
})

/** Calls the gateway from the page with the signed-in user's token; answers the status and the envelope's body. */
function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method: verb, path: url, body: payload }) => {
      const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
      const token = (JSON.parse(raw) as { accessToken?: string }).accessToken ?? ''
      const response = await fetch(url, {
        method: verb,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      return { status: response.status, body: ((await response.json().catch(() => ({}))) as { body: T }).body }
    },
    { method, path, body },
  )
}

const table = (page: Page) => page.getByRole('table', { name: 'Users' })
const names = (page: Page) =>
  table(page)
    .locator('[data-row-id]')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('[data-column="firstName"]')?.textContent} ${row.querySelector('[data-column="lastName"]')?.textContent}`),
    )
const search = (page: Page) => new URL(page.url()).searchParams
/** The rows once the newest page has arrived (the grid is aria-busy while a page loads behind the old one). */
async function settledNames(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[role="table"][aria-busy="true"]') && !document.querySelector('[data-testid="list-skeleton"]'))
  return names(page)
}

describe('users list', () => {
  it('filters users, and a reload shows the same view', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/users')
    await table(page).locator('[data-row-id]').first().waitFor()
    await screenshot(page, 'admin-users-list-light', { fullPage: true })
    const unfiltered = await names(page)

    // Status: passive; executive: no; a role from the contract's list; a search text.
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Pasif$|^Passive$/ })
      .click()
    await page.getByRole('combobox', { name: 'Executive' }).click()
    await page.getByRole('listbox').getByRole('option', { name: 'No' }).click()
    await page.getByRole('combobox', { name: 'Roles' }).click()
    // A multi-select lists its options as menu item checkboxes.
    await page.getByRole('menuitemcheckbox', { name: 'Editör' }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => search(page).getAll('roles').length).toBe(1)
    await page.getByRole('searchbox').fill('a')
    await expect.poll(() => search(page).get('search')).toBe('a')
    // Sort by last name, descending.
    const lastName = table(page).getByRole('columnheader', { name: 'Last name' })
    await lastName.click()
    await lastName.click()
    await expect.poll(() => search(page).get('order')).toBe('desc')
    await expect.poll(() => lastName.getAttribute('aria-sort')).toBe('descending')
    const filtered = await settledNames(page)
    expect(filtered).not.toEqual(unfiltered)
    // Sorted by last name, descending.
    const lastNames = await table(page).locator('[data-row-id] [data-column="lastName"]').allTextContents()
    expect(lastNames).toEqual([...lastNames].sort((a, b) => b.localeCompare(a, 'tr')))
    const range = await page.getByTestId('list-range').textContent()
    const url = page.url()
    expect(search(page).get('status')).toBe('passive')
    expect(search(page).get('executive')).toBe('false')

    await page.reload()
    await table(page).locator('[data-row-id], [data-testid="list-empty"]').first().waitFor()
    expect(page.url()).toBe(url)
    expect(await settledNames(page)).toEqual(filtered)
    expect(await page.getByTestId('list-range').textContent()).toBe(range)
    expect(await page.getByRole('searchbox').inputValue()).toBe('a')
    // a wide table must not squeeze the inline sidebar (it keeps its 280 px)
    expect(await page.locator('#app-sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(280)
    expect(await page.getByRole('combobox', { name: 'Status' }).textContent()).toMatch(/Pasif|Passive/)
    expect(await table(page).getByRole('columnheader', { name: 'Last name' }).getAttribute('aria-sort')).toBe('descending')

    // Back returns to the view before the sort changed.
    await page.goBack()
    await expect.poll(() => search(page).get('order')).toBe('asc')
  })

  it('deletes a user into the Trash: their session ends and they cannot sign in; restored from the Trash, they sign in again', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await login(page, ADMIN)
    // A seeded account that signs in with the demo password, is none of the named demo accounts and has no organization (whose status could stop the sign-in).
    const found = await call<{ items: Array<{ email: string; firstName: string; lastName: string; organizationId: string | null }> }>(
      page,
      'POST',
      '/identity-service/users/search',
      {
        index: 0,
        size: 50,
        status: 'active',
        sortKey: 'email',
        sortOrder: 'desc',
      },
    )
    const target = found.body.items.find((u) => u.organizationId == null && !/^(admin|editor|newuser|expired|ldap|unavailable|crash)@/.test(u.email))!
    const name = `${target.firstName} ${target.lastName}`

    second = await launch({ storage: { i18nextLng: 'en' } })
    await login(second.page, target.email)
    expect((await call(second.page, 'GET', '/identity-service/identity/roles/permissions')).status).toBe(200)

    await page.goto(`/users?search=${encodeURIComponent(target.email)}`)
    await table(page).locator('[data-row-id]').first().waitFor()
    await page.getByRole('checkbox', { name: `Select ${name}` }).check()
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByText('1 user moved to the Trash: signed out and cannot sign in.').isVisible()).toBe(true)
    expect(await page.getByRole('alertdialog').count()).toBe(0)

    // Their session ends at once; signing in again is refused.
    expect((await call(second.page, 'GET', '/identity-service/identity/roles/permissions')).status).toBe(401)
    await second.close()
    second = await launch({ storage: { i18nextLng: 'en' } })
    await second.page.goto('/login')
    await submitLogin(second.page, target.email)
    await expect.poll(() => second!.page.getByText('User not found, or the password is wrong.').isVisible()).toBe(true)

    // The Trash brings the account back (same password): they sign in again.
    await page.goto('/users/trash')
    const trash = page.getByRole('table', { name: 'Users Trash' })
    await trash.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Restore' }).click()
    await expect.poll(() => page.getByText('1 user restored with their roles; they sign in again.').isVisible()).toBe(true)
    await submitLogin(second.page, target.email)
    await second.page.waitForURL((url) => url.pathname === '/dashboard-panel')
  })

  it('shows the users list in the dark theme', async () => {
    browser = await launch({
      storage: { i18nextLng: 'en', themeSettings: JSON.stringify({ themeMode: 'dark', isSidebarOpen: true, isMobileSidebarOpen: false }) },
    })
    const { page } = browser
    await signInAt(page, '/users')
    await table(page).locator('[data-row-id]').first().waitFor()
    await screenshot(page, 'admin-users-list-dark', { fullPage: true })
  })
})

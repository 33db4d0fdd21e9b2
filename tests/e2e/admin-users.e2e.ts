import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, login } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * The Users list end to end: filters live in the URL, so a reload (and a shared link)
 * reopens the same view; Back returns to the previous one.
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

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
    await login(page, ADMIN)
    await page.goto('/users')
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

  it('shows the users list in the dark theme', async () => {
    browser = await launch({
      storage: { i18nextLng: 'en', themeSettings: JSON.stringify({ themeMode: 'dark', isSidebarOpen: true, isMobileSidebarOpen: false }) },
    })
    const { page } = browser
    await login(page, ADMIN)
    await page.goto('/users')
    await table(page).locator('[data-row-id]').first().waitFor()
    await screenshot(page, 'admin-users-list-dark', { fullPage: true })
  })
})

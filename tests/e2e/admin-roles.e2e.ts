import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { closeToasts, expandMenu, menuHrefs, openInApp, signInAt } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * Roles and permissions end to end, in Chromium against the production build on the
 * mock gateway: create a role with permissions, assign it to a user, sign in as that user and
 * see exactly the menus those permissions allow; edit a role; bulk-delete roles into the Trash,
 * restore one and delete the other for good.
 */

const ENGLISH = { i18nextLng: 'en' }
let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/** The open side panel (editor or permissions), by its title. */
const drawer = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title })
const table = (page: Page, name: string) => page.getByRole('table', { name })
const row = (page: Page, tableName: string, text: string) => table(page, tableName).getByRole('row').filter({ hasText: text })

/**
 * Chooses an option of a Fluent Dropdown / Combobox inside `scope`. The options are looked for in
 * its open list: the page's language switcher is a native select whose options match too.
 */
async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click()
}

/** Calls the gateway from the page with the signed-in user's token (test set-up only). */
function gateway<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
      const token = (JSON.parse(raw) as { accessToken?: string }).accessToken ?? ''
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      })
      return ((await response.json()) as { body: T }).body
    },
    { path, body },
  )
}

/** Creates a role through the screen and returns to its permissions panel. */
async function createRole(page: Page, name: string) {
  // The toast of the last save covers the button.
  await closeToasts(page)
  await page.getByRole('button', { name: 'New role' }).click()
  const editor = drawer(page, 'New role')
  await editor.getByRole('textbox', { name: /^Role name/ }).fill(name)
  await editor.getByRole('textbox', { name: /^Description/ }).fill('Created by the end-to-end suite')
  await choose(page, editor, /^Department/, /.+/)
  await editor.getByRole('button', { name: 'Create and choose permissions' }).click()
  await drawer(page, `Permissions of ${name}`).waitFor()
}

describe('roles and permissions', () => {
  it('creates a role with permissions, assigns it to a user, and that user sees exactly the menus it allows', async () => {
    browser = await launch({ storage: ENGLISH })
    const { page } = browser
    const roleName = `E2E Report reader ${Date.now().toString(36)}`
    await signInAt(page, '/role-management')
    await table(page, 'Role management').getByRole('row').nth(1).waitFor()
    await createRole(page, roleName)

    const permissions = drawer(page, `Permissions of ${roleName}`)
    const granted = ['user_read', 'role_read', 'producer_read', 'content_report_read']
    for (const name of granted) {
      await permissions.getByRole('searchbox', { name: 'Search permissions' }).fill(name)
      await permissions.getByRole('checkbox', { name: new RegExp(`\\b${name}\\b`) }).check()
    }
    await permissions.getByRole('searchbox', { name: 'Search permissions' }).fill('')
    await expect.poll(() => permissions.getByText(/^4 of \d+ selected$/).isVisible()).toBe(true)
    await screenshot(page, 'admin-role-permissions-editor-light')
    await permissions.getByRole('button', { name: 'Save' }).click()
    await permissions.waitFor({ state: 'detached' })
    await page.getByRole('searchbox').first().fill(roleName)
    // The search reaches the address once typing pauses; wait for it, or it could land after the
    // next navigation below and take the page back to this list (the row can show before it does).
    await page.waitForURL((url) => url.searchParams.get('search') === roleName)
    await expect.poll(() => row(page, 'Role management', roleName).locator('[data-column="permissionCount"]').textContent()).toBe('4')

    // A seeded account that can sign in (demo password), is not one of the named demo accounts,
    // and belongs to no organization (so no organization menu either way).
    const candidates = await gateway<{ items: Array<{ email: string; organizationId: string | null; firstName: string; lastName: string }> }>(
      page,
      '/identity-service/users/search',
      {
        index: 0,
        size: 100,
        status: 'active',
        sortKey: 'email',
        sortOrder: 'asc',
      },
    )
    const target = candidates.items.find((u) => u.organizationId == null && !/^(admin|editor|newuser|expired|ldap|unavailable|crash)@/.test(u.email))
    expect(target, 'a seeded user to assign the role to').toBeDefined()
    const email = target!.email

    // Assign the role (and only it) through the Users screen.
    await openInApp(page, `/users?search=${encodeURIComponent(email)}`)
    const usersTable = table(page, 'Users')
    await usersTable.getByRole('row').nth(1).waitFor()
    await usersTable.getByRole('button', { name: `Actions for ${target!.firstName} ${target!.lastName}` }).click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    const userEditor = drawer(page, 'Edit user')
    // Remove the user's current roles (Backspace in the picker removes the last tag), then add the new one.
    const rolesInput = userEditor.getByRole('combobox', { name: 'Roles' })
    const tagCount = () => rolesInput.evaluate((input) => input.closest('.fui-TagPickerControl')?.querySelectorAll('.fui-Tag').length ?? 0)
    await rolesInput.click()
    for (let guard = 0; guard < 10 && (await tagCount()) > 0; guard += 1) await page.keyboard.press('Backspace')
    expect(await tagCount()).toBe(0)
    await page.keyboard.type(roleName)
    await page.getByRole('option', { name: roleName }).click()
    await userEditor.getByRole('button', { name: 'Save' }).click()
    await userEditor.waitFor({ state: 'detached' })
    await expect.poll(() => usersTable.getByRole('row').nth(1).locator('[data-column="roles"]').textContent()).toBe(roleName)

    // Sign in as that user: exactly the menus of the role's permissions.
    await browser.close()
    browser = await launch({ storage: ENGLISH })
    await signInAt(browser.page, '/dashboard-panel', email)
    await expandMenu(browser.page)
    expect(await menuHrefs(browser.page)).toEqual([
      '/dashboard-panel',
      '/users',
      '/role-management',
      '/dynamicParameter',
      '/reports',
      '/profile/profile-information',
    ])
    await screenshot(browser.page, 'admin-role-assigned-user-menus')
    // The parameter index goes to the one list the role can read.
    await openInApp(browser.page, '/dynamicParameter')
    await browser.page.waitForURL('**/dynamicParameter/producerParameter')
    // Reading roles without role_write: no "New role", permissions open read-only.
    await openInApp(browser.page, '/role-management')
    await table(browser.page, 'Role management').getByRole('row').nth(1).waitFor()
    expect(await browser.page.getByRole('button', { name: 'New role' }).count()).toBe(0)
  })

  it('edits a role, bulk-deletes roles into the Trash, restores one and deletes the other for good', async () => {
    browser = await launch({ storage: ENGLISH })
    const { page } = browser
    const stamp = Date.now().toString(36)
    await signInAt(page, '/role-management')
    await table(page, 'Role management').getByRole('row').nth(1).waitFor()
    for (const name of [`E2E Temp A ${stamp}`, `E2E Temp B ${stamp}`]) {
      await createRole(page, name)
      await drawer(page, `Permissions of ${name}`).getByRole('button', { name: 'Cancel' }).click()
      await drawer(page, `Permissions of ${name}`).waitFor({ state: 'detached' })
    }

    // Edit: rename A.
    await page.getByRole('searchbox').first().fill(`E2E Temp A ${stamp}`)
    await expect.poll(() => table(page, 'Role management').getByRole('row').count()).toBe(2)
    await table(page, 'Role management')
      .getByRole('button', { name: `Actions for E2E Temp A ${stamp}` })
      .click()
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
    const editor = drawer(page, 'Edit role')
    await editor.getByRole('textbox', { name: /^Role name/ }).fill(`E2E Temp A2 ${stamp}`)
    await editor.getByRole('button', { name: 'Save' }).click()
    await editor.waitFor({ state: 'detached' })

    // Bulk delete: both temporary roles.
    await page.getByRole('searchbox').first().fill(`E2E Temp`)
    await expect.poll(() => table(page, 'Role management').getByRole('row').filter({ hasText: stamp }).count()).toBe(2)
    expect(await row(page, 'Role management', `E2E Temp A2 ${stamp}`).count()).toBe(1)
    for (const name of [`E2E Temp A2 ${stamp}`, `E2E Temp B ${stamp}`]) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
    // Deleting moves them to the Trash at once: no question, a toast with Undo.
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => table(page, 'Role management').getByRole('row').filter({ hasText: stamp }).count()).toBe(0)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await expect.poll(() => page.getByText('2 roles moved to the Trash. Their users no longer have them.').isVisible()).toBe(true)
    await expect.poll(() => page.getByTestId('bulk-bar').count()).toBe(0)

    // The roles Trash: restore one (it is back in the list), delete the other for good after the question.
    await closeToasts(page)
    await page.getByRole('button', { name: 'Trash', exact: true }).click()
    await page.waitForURL('**/role-management/trash')
    const trash = table(page, 'Roles Trash')
    await page.getByRole('searchbox').first().fill(stamp)
    await expect.poll(() => trash.getByRole('row').filter({ hasText: stamp }).count()).toBe(2)
    await trash.getByRole('button', { name: `Actions for E2E Temp A2 ${stamp}` }).click()
    await page.getByRole('menuitem', { name: 'Restore' }).click()
    await expect.poll(() => trash.getByRole('row').filter({ hasText: stamp }).count()).toBe(1)
    await trash.getByRole('button', { name: `Actions for E2E Temp B ${stamp}` }).click()
    await page.getByRole('menuitem', { name: 'Delete for good' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click()
    await expect.poll(() => page.getByText('1 role deleted for good.').isVisible()).toBe(true)
    await expect.poll(() => trash.getByRole('row').filter({ hasText: stamp }).count()).toBe(0)

    await page.getByRole('button', { name: 'Back to roles' }).click()
    await page.getByRole('searchbox').first().fill(`E2E Temp`)
    await expect.poll(() => table(page, 'Role management').getByRole('row').filter({ hasText: stamp }).count()).toBe(1)
    expect(await row(page, 'Role management', `E2E Temp A2 ${stamp}`).count()).toBe(1)
  })

  it('shows the permissions editor in the dark theme', async () => {
    browser = await launch({ storage: { ...ENGLISH, themeSettings: JSON.stringify({ themeMode: 'dark', isSidebarOpen: true, isMobileSidebarOpen: false }) } })
    const { page } = browser
    await signInAt(page, '/role-management')
    await table(page, 'Role management').getByRole('row').nth(1).waitFor()
    await table(page, 'Role management')
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'Edit permissions' }).click()
    await page
      .getByRole('dialog', { name: /^Permissions of / })
      .getByRole('checkbox')
      .first()
      .waitFor()
    await screenshot(page, 'admin-role-permissions-editor-dark')
  })
})

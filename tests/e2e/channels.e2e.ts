import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { clearFaults, mockControl, signInAt, stored } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * My channels and a channel's pages end to end: open a channel from /mychannels, land
 * on its videos with its name in the breadcrumb, switch channel, add and remove a channel user,
 * and save settings after a failed save without typing again.
 */

let browser: Browser | undefined
afterEach(async () => {
  await clearFaults()
  await browser?.close()
  browser = undefined
})

const path = (page: Page) => new URL(page.url()).pathname
const heading = (page: Page) => page.locator('main h1').first()

describe('channels', () => {
  it('opens a channel, switches channel, manages its users and saves its settings after a failure', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    // My channels → the first card → its videos tab, named in the breadcrumb.
    await signInAt(page, '/mychannels')
    const cards = page.getByRole('list', { name: 'My Channels' }).getByRole('listitem')
    await cards.first().waitFor()
    await screenshot(page, 'channels-my-channels')
    const first = cards.first().getByRole('link')
    const firstName = (await first.textContent()) ?? ''
    await first.click()
    await page.waitForURL(/\/my-channels\/[0-9a-f-]{36}\/contents\/videos$/)
    const firstId = path(page).split('/')[2]!
    await expect.poll(() => heading(page).textContent()).toBe(firstName)
    const breadcrumb = page.getByRole('navigation', { name: 'Location' })
    await expect.poll(() => breadcrumb.textContent()).toContain(firstName)
    expect(await breadcrumb.textContent()).not.toContain(firstId)
    expect(JSON.parse((await stored(page, 'selectBoxData')) ?? '[]').length).toBeGreaterThan(1)

    // The switcher: another channel, same tab.
    const switcher = page.getByRole('combobox', { name: 'Switch channel' })
    await switcher.click()
    const other = page.getByRole('listbox').getByRole('option').nth(1)
    const otherName = (await other.textContent()) ?? ''
    await other.click()
    await page.waitForURL((url) => !url.pathname.includes(firstId) && url.pathname.endsWith('/contents/videos'))
    await expect.poll(() => heading(page).textContent()).toBe(otherName)
    await expect.poll(() => breadcrumb.textContent()).toContain(otherName)
    const channelId = path(page).split('/')[2]!

    // Users: add one, then remove them again.
    await page.getByRole('tab', { name: 'Users' }).click()
    await page.waitForURL(`**/my-channels/${channelId}/users`)
    const table = page.getByRole('table', { name: 'Channel users' })
    await table.or(page.getByTestId('list-empty')).first().waitFor()
    await page.getByRole('button', { name: 'Add users' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add users to the channel' })
    const picker = drawer.getByRole('combobox', { name: 'Users' })
    await picker.click()
    await picker.pressSequentially('a')
    const pick = page.getByRole('listbox').getByRole('option').first()
    const picked = ((await pick.textContent()) ?? '').split(' · ')[0]!.trim()
    await pick.click()
    // Escape would close the drawer (and ask about the choice): the role box's own list instead.
    const role = drawer.getByRole('combobox', { name: /Role on this channel/ })
    await role.click()
    await expect.poll(() => role.getAttribute('aria-controls')).toBeTruthy()
    await page
      .locator(`[id="${await role.getAttribute('aria-controls')}"]`)
      .getByRole('option')
      .first()
      .click()
    await drawer.getByRole('button', { name: 'Add' }).click()
    await page
      .getByText(/added to the channel/)
      .first()
      .waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill(picked.split(' ')[0]!)
    // The row of the user just added (named by the full name, not another member with the same first name).
    const actions = table.getByRole('button', { name: `Actions for ${picked}`, exact: true })
    await actions.waitFor()
    await screenshot(page, 'channels-users')
    await actions.click()
    // Removing asks nothing: it applies at once, and the toast's Undo gives the user back their place.
    await page.getByRole('menuitem', { name: 'Remove from channel' }).click()
    const removed = page.getByRole('listitem').filter({ hasText: /removed from the channel/ })
    // The pointer rests on the toast as a user's about to press Undo does (a toast under the pointer waits).
    await removed.first().hover()
    await expect.poll(() => actions.count()).toBe(0)
    await removed.first().getByRole('button', { name: 'Undo' }).click()
    await page
      .getByText(/back on the channel with their roles/)
      .first()
      .waitFor()
    await expect.poll(() => actions.count()).toBe(1)

    // Settings: a failed save keeps the text; the second save goes through without retyping.
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.waitForURL(`**/my-channels/${channelId}/settings/channelSettings`)
    await expect.poll(() => breadcrumb.textContent()).toContain('Channel Settings')
    const description = page.getByRole('textbox', { name: /^Channel description/ })
    await description.fill('Uçtan uca açıklama')
    await mockControl('POST', '/__mock/faults', {
      method: 'PUT',
      path: `/channel-service/channels/${channelId}/settings/channel-settings`,
      status: 500,
      times: 1,
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('form-server-error').waitFor()
    expect(await page.getByTestId('form-server-error').textContent()).toContain('Injected fault: HTTP 500')
    expect(await description.inputValue()).toBe('Uçtan uca açıklama')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Settings saved.').first().waitFor()
    await page.reload()
    const reloaded = page.getByRole('textbox', { name: /^Channel description/ })
    await reloaded.waitFor()
    expect(await reloaded.inputValue()).toBe('Uçtan uca açıklama')
  })
})

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearFaults, login, mockControl } from './support/app'
import { baseUrl, launch, type Browser } from './support/browser'
import { E2E_PROBE_MS } from '@tests/waits'

/**
 * Issue 16, no silent failures, in Chromium against the production build on the mock gateway's
 * Node host: with the navbar notifications and the menu profile failing, the dashboard still
 * loads and works, the bell and the profile block show their error states, and once the faults
 * are gone they recover: the profile by its Retry, the bell when the browser comes back online,
 * and the bell again by its Retry after a push-triggered refetch failed.
 */

const NAVBAR = '/notification-service/user-notifications/navbar'
const MENU_PROFILE = '/identity-service/account/menu-profile'

const bell = (page: Page) => page.getByTestId('notification-bell')
const bellState = (page: Page) => bell(page).getAttribute('data-load-state')
const profileError = (page: Page) => page.locator('#app-sidebar [data-testid="sidebar-profile-error"]')
const waitForBellState = (page: Page, state: 'error' | 'ready') =>
  page.waitForFunction((s) => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-load-state') === s, state)

/** The outcome of every navbar call from now on ('200', '503', 'failed: …', 'pending'), in order. */
function navbarCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (!request.url().includes(NAVBAR)) return
    const index = calls.push('pending') - 1
    void request
      .response()
      .then((response) => (calls[index] = response ? String(response.status()) : 'no answer'))
      .catch((error: unknown) => (calls[index] = `failed: ${String(error)}`))
  })
  return calls
}

const userIdOf = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
    const token = String((JSON.parse(raw) as { accessToken?: string }).accessToken ?? '')
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub
  })

describe('the bell and the sidebar profile when their calls fail', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    await clearFaults()
    browser = await launch()
    page = browser.page
  })

  afterAll(async () => {
    await clearFaults()
    await browser?.close()
  })

  it('the dashboard loads while both fail, and both say so', async () => {
    await mockControl('POST', '/__mock/faults', { method: 'GET', path: NAVBAR, status: 503 })
    await mockControl('POST', '/__mock/faults', { method: 'GET', path: MENU_PROFILE, status: 500 })
    await login(page)
    // The rest of the page is there and works.
    await page.locator('main h1').first().waitFor()
    expect(await page.locator('main h1').first().textContent()).toBeTruthy()

    await waitForBellState(page, 'error')
    expect(await bell(page).getAttribute('aria-label')).toBe('Bildirimler yüklenemedi')
    expect(await page.getByTestId('notification-error-dot').count()).toBe(1)

    // The profile's 3 retries (1 + 2 + 4 s back-off) come first.
    await profileError(page).waitFor()
    expect(await profileError(page).getByRole('alert').textContent()).toBe('Menü profili getirilemedi.')

    await bell(page).click()
    const dropdown = page.getByTestId('notification-dropdown')
    await dropdown.getByTestId('notification-load-error').waitFor()
    expect(await dropdown.getByText('Bildirimler getirilemedi.').count()).toBe(1)
    expect(await dropdown.getByText('Injected fault: HTTP 503').count()).toBe(1)
    // The live connection coming up refetches a failed list once (it reads "Yeniden deneniyor"
    // meanwhile); that try fails too, and the user's own Retry is offered again.
    await dropdown.getByRole('button', { name: 'Tekrar dene', exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await dropdown.waitFor({ state: 'detached' })

    // Navigation still works while they fail.
    await page.locator('#app-sidebar a[href="/dashboard-panel"]').first().click()
    expect(new URL(page.url()).pathname).toBe('/dashboard-panel')
  })

  it('after the faults are cleared, the profile recovers by its Retry and the bell when the browser is back online', async () => {
    await clearFaults()
    await profileError(page).getByRole('button', { name: 'Tekrar dene' }).click()
    await profileError(page).waitFor({ state: 'detached' })
    expect(await page.locator('#app-sidebar [data-testid="sidebar-profile"]').getAttribute('data-load-state')).toBe('ready')

    // Still failed: nothing fetched it since.
    expect(await bellState(page)).toBe('error')
    await browser.context.setOffline(true)
    await browser.context.setOffline(false)
    await waitForBellState(page, 'ready')
    expect(await page.getByTestId('notification-error-dot').count()).toBe(0)
    expect(await bell(page).getAttribute('aria-label')).toMatch(/^Bildirimler/)
  })

  it('a push whose refetch fails shows the error; after the fault is cleared the dropdown’s Retry brings the list back', async () => {
    await mockControl('POST', '/__mock/faults', { method: 'GET', path: NAVBAR, network: true })
    const userId = await userIdOf(page)
    const response = await fetch(`${baseUrl()}/__mock/hub/test-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId }),
    })
    expect(response.ok).toBe(true)
    await waitForBellState(page, 'error')

    // The bell says "error" from the first failure on, also while the query still tries again by
    // itself (the button then reads "Yeniden deneniyor"). Open the dropdown and wait until those
    // tries are over and the user's own Retry is offered; only then is the fault lifted, so the
    // click below is what brings the list back, however slow the machine.
    await bell(page).click()
    const dropdown = page.getByTestId('notification-dropdown')
    const retry = dropdown.getByRole('button', { name: 'Tekrar dene', exact: true })
    await retry.waitFor()
    await clearFaults()
    const calls = navbarCalls(page)
    await retry.click()
    const item = dropdown.getByTestId('notification-dropdown-item').first()
    // A refetch the live connection started just before the fault was lifted can still fail, and a
    // click that lands while it runs meets a busy button: a user then presses Retry once more.
    await expect
      .poll(
        async () => {
          if (await item.isVisible()) return 'list'
          if (await retry.isVisible()) await retry.click({ timeout: E2E_PROBE_MS }).catch(() => undefined)
          return `no list yet; navbar calls since the fault was lifted: ${calls.join(', ') || 'none'}`
        },
        { interval: 500 },
      )
      .toBe('list')
    // Every call sent after the fault was lifted was answered.
    expect(
      calls.filter((call) => call !== '200' && call !== 'pending'),
      calls.join(', '),
    ).toEqual([])
    expect(await dropdown.getByTestId('notification-load-error').count()).toBe(0)
    expect(await bellState(page)).toBe('ready')
    expect(Number(await page.getByTestId('notification-badge').textContent())).toBeGreaterThan(0)
  })
})

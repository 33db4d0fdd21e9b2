import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from './support/app'
import { baseUrl, launch, SCREENSHOT_DIR, screenshot, type Browser } from './support/browser'
import { latency } from './support/latency'

/**
 * Live notifications in Chromium against the production build on the mock gateway's Node host
 * (real WebSockets): a push raises the badge and shows in the dropdown without a reload, marking
 * it read lowers the badge, a dropped connection dims the bell and it recovers. Also records the
 * push → badge time and screenshots of the bell and the page in both themes.
 */

const bell = (page: Page) => page.getByTestId('notification-bell')
/**
 * The unread count the bell announces. Read from its accessible name, not the badge's text: the badge
 * shows "99+" past 99 (the pushes of the tests above take the seeded admin past it), and
 * Number('99+') is NaN, which no later count equals.
 */
const unreadCount = () => {
  const label = document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? ''
  return Number(/\d+/.exec(label)?.[0] ?? '0')
}
/** Once the bell has its list: while it loads its name carries no count, which reads as 0. */
const badgeCount = async (page: Page) => {
  await page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-load-state') === 'ready')
  return page.evaluate(unreadCount)
}
const waitForCount = (page: Page, expected: number) =>
  page.waitForFunction(
    (n) => Number(/\d+/.exec(document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '')?.[0] ?? '0') === n,
    expected,
  )
const waitForLive = (page: Page, status: string) =>
  page.waitForFunction((s) => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-live-status') === s, status)

async function control(path: '/__mock/hub/test-notification' | '/__mock/hub/drop', body?: object) {
  const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  expect(response.ok, path).toBe(true)
}

const userIdOf = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
    const token = String((JSON.parse(raw) as { accessToken?: string }).accessToken ?? '')
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub
  })

/**
 * From the moment the page asks the gateway for a test notification to the moment the badge text
 * changes (the gateway pushes ReloadNotifications, the client refetches the navbar list, React
 * renders), measured inside the page.
 */
const pushAndTime = (page: Page, userId: string) =>
  page.evaluate(async (id) => {
    const text = () => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? null
    const before = text()
    const changed = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (text() !== before) {
          observer.disconnect()
          resolve(performance.now())
        }
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] })
    })
    const start = performance.now()
    void fetch('/__mock/hub/test-notification', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: id }) })
    return (await changed) - start
  }, userId)

describe('live notifications in the browser', () => {
  let browser: Browser
  let page: Page
  let userId: string

  beforeAll(async () => {
    browser = await launch()
    page = browser.page
    await login(page)
    await bell(page).waitFor()
    await waitForLive(page, 'connected')
    await page.waitForFunction(() => document.querySelector('[data-testid="notification-badge"]'))
    userId = await userIdOf(page)
    // Proof that nothing below reloads the page.
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
  })

  afterAll(async () => browser?.close())

  it('a notification pushed by the mock hub raises the badge and appears in the dropdown, without a reload', async () => {
    const before = await badgeCount(page)
    await control('/__mock/hub/test-notification', { userId })
    await waitForCount(page, before + 1)

    // The badge is drawn whole: no element around it that hides its overflow cuts it off.
    const clippedBy = await page.evaluate(() => {
      const badge = document.querySelector('[data-testid="notification-badge"]')!
      const b = badge.getBoundingClientRect()
      const out: string[] = []
      for (let el = badge.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const r = el.getBoundingClientRect()
        if (b.left < r.left || b.top < r.top || b.right > r.right || b.bottom > r.bottom)
          out.push(`${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]}`)
      }
      return out
    })
    expect(clippedBy).toEqual([])

    await bell(page).click()
    const dropdown = page.getByTestId('notification-dropdown')
    await dropdown.waitFor()
    const first = dropdown.getByTestId('notification-dropdown-item').first()
    expect(await first.textContent()).toMatch(/az önce/)
    expect(await dropdown.getByTestId('notification-dropdown-item').count()).toBeLessThanOrEqual(7)
    await screenshot(page, 'notifications-bell-dropdown-light')
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })

  it('marking it read lowers the badge', async () => {
    const before = await badgeCount(page)
    const dropdown = page.getByTestId('notification-dropdown')
    await dropdown.getByTestId('notification-dropdown-item').first().getByRole('button').click()
    await waitForCount(page, before - 1)
    await page.keyboard.press('Escape')
    await dropdown.waitFor({ state: 'hidden' })
  })

  it('a dropped connection dims the bell, says why, and recovers by itself', async () => {
    const bright = await bell(page).evaluate((el) => Number(getComputedStyle(el).opacity))
    expect(bright).toBe(1)
    // The network stays down for 5 s (reconnecting at once would end the state this checks), and the
    // bell's look and words are read in one go while it says it is reconnecting.
    await control('/__mock/hub/drop', { refuseForMs: 5000 })
    const seen = await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="notification-bell"]')
      if (!el || el.getAttribute('data-live-status') !== 'reconnecting') return null
      return { opacity: Number(getComputedStyle(el).opacity), why: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent }
    })
    const { opacity, why } = (await seen.jsonValue())!
    expect(opacity).toBeLessThan(1)
    expect(why).toBe('Canlı güncellemeler kesildi. Yeniden bağlanılıyor…')
    await waitForLive(page, 'connected')
    expect(await bell(page).evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1)

    // …and pushes arrive again after the reconnect.
    const before = await badgeCount(page)
    await control('/__mock/hub/test-notification', { userId })
    await waitForCount(page, before + 1)
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })

  it('measures push → badge', async () => {
    const samples: number[] = []
    for (let i = 0; i < 15; i += 1) {
      samples.push(await pushAndTime(page, userId))
      await page.waitForTimeout(100)
    }
    samples.sort((a, b) => a - b)
    const result = {
      samples: samples.length,
      minMs: Math.round(samples[0]!),
      medianMs: Math.round(samples[Math.floor(samples.length / 2)]!),
      maxMs: Math.round(samples[samples.length - 1]!),
    }
    console.log(`[e2e] push → badge: ${JSON.stringify(result)}`)
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
    writeFileSync(join(SCREENSHOT_DIR, '..', 'notifications-push-to-badge.json'), JSON.stringify(result, null, 2))
    latency('notifications: push → badge, median of 15', result.medianMs)
  })

  it('the notifications page and the bell agree, in both themes', async () => {
    await page.goto('/notifications')
    await page.getByTestId('notification-row').first().waitFor()
    const unreadRows = await page.locator('[data-testid="notification-row"][data-read="false"]').count()
    expect(unreadRows).toBeGreaterThan(0)
    const before = await badgeCount(page)
    await page.locator('[data-testid="notification-row"][data-read="false"]').first().getByRole('button', { name: 'Okundu işaretle' }).click()
    await waitForCount(page, before - 1)
    await screenshot(page, 'notifications-page-light', { fullPage: true })

    await page.evaluate(() => localStorage.setItem('themeSettings', JSON.stringify({ themeMode: 'dark', isSidebarOpen: true, isMobileSidebarOpen: false })))
    await page.reload()
    await page.getByTestId('notification-row').first().waitFor()
    await waitForLive(page, 'connected')
    await screenshot(page, 'notifications-page-dark', { fullPage: true })
    await bell(page).click()
    await page.getByTestId('notification-dropdown').waitFor()
    await screenshot(page, 'notifications-bell-dropdown-dark')
    await page.keyboard.press('Escape')
  })
})

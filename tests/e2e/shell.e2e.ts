import { afterEach, describe, expect, it } from 'vitest'
import { FULL_MOTION, launch, screenshot, type Browser } from './support/browser'
import { ADMIN, clearFaults, EDITOR, expandMenu, login, mockControl, signInAt, stored, submitLogin, waitForMenus } from './support/app'
import { E2E_PROBE_MS } from '@tests/waits'

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

describe('the shell', () => {
  it('switches the theme and keeps it after a reload', async () => {
    browser = await launch(FULL_MOTION)
    const { page } = browser
    await signInAt(page, '/dashboard-panel')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await screenshot(page, 'dashboard-light-tr')
    await page.getByTestId('theme-switch').click()
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(JSON.parse((await stored(page, 'themeSettings')) ?? '{}')).toMatchObject({ themeMode: 'dark' })
    await page.reload()
    await waitForMenus(page)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.waitForTimeout(600)
    await screenshot(page, 'dashboard-dark-tr')
  })

  it('switches the language without a reload, and the API follows', async () => {
    browser = await launch(FULL_MOTION)
    const { page } = browser
    await signInAt(page, '/dashboard-panel')
    await page.locator('[data-testid="widget-top-channels"] li').first().waitFor()
    const languages: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('-service/')) languages.push(request.headers()['accept-language'] ?? '')
    })
    let navigations = 0
    page.on('framenavigated', () => (navigations += 1))
    await page.getByTestId('language-select').selectOption('en')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Dashboard')
    expect(await page.locator('#app-sidebar').textContent()).toContain('Reports')
    expect(await stored(page, 'i18nextLng')).toBe('en')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(navigations).toBe(0)
    // What is on screen is fetched again, in the new Accept-Language.
    await expect.poll(() => languages.filter((value) => value === 'en-US').length).toBeGreaterThan(0)
    // A widget's request still on its way from before the switch may say tr-TR; from the first
    // request in the new language on, every one must say en-US.
    expect(languages.slice(languages.indexOf('en-US')).every((value) => value === 'en-US')).toBe(true)
    await page.waitForTimeout(400)
    await screenshot(page, 'dashboard-light-en')
    await page.getByTestId('theme-switch').click()
    await page.waitForTimeout(600)
    await screenshot(page, 'dashboard-dark-en')
  })

  it('fits a 375 px phone: the sidebar is a drawer that closes after a choice', async () => {
    browser = await launch({ ...FULL_MOTION, viewport: { width: 375, height: 780 } })
    const { page } = browser
    await page.goto('/login')
    await page.locator('input[name="email"]').waitFor()
    await screenshot(page, 'mobile-login')
    await login(page, ADMIN, { mobile: true })
    expect(await page.locator('#app-sidebar').isVisible()).toBe(false)
    // Polled: the welcome toast slides in from the edge, which widens the page for a moment on a busy machine.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'mobile-dashboard')
    await page.getByRole('button', { name: 'Menüyü aç' }).click()
    await expect.poll(() => page.locator('#app-sidebar').isVisible()).toBe(true)
    await page.waitForTimeout(400)
    await screenshot(page, 'mobile-menu-open')
    await expandMenu(page)
    await page.locator('#app-sidebar a[href="/users"]').click()
    await page.waitForURL('**/users')
    await expect.poll(() => page.locator('#app-sidebar').isVisible()).toBe(false)
    expect(JSON.parse((await stored(page, 'themeSettings')) ?? '{}')).toMatchObject({ isMobileSidebarOpen: false })
    expect(await stored(page, 'lastSelectedMenuKey')).toBe('/users')
  })

  it('collapses the inline sidebar on a wide screen', async () => {
    browser = await launch(FULL_MOTION)
    const { page } = browser
    await signInAt(page, '/dashboard-panel')
    // Polled and rounded: the drawer's open motion leaves sub-pixel widths for a moment.
    await expect.poll(async () => Math.round((await page.locator('#app-sidebar').boundingBox())?.width ?? 0)).toBe(280)
    await page.getByRole('button', { name: 'Menüyü kapat' }).click()
    await expect.poll(() => page.locator('#app-sidebar').isVisible()).toBe(false)
    expect(JSON.parse((await stored(page, 'themeSettings')) ?? '{}')).toMatchObject({ isSidebarOpen: false })
  })

  it('says so when the permissions cannot be fetched, refuses nothing, and recovers on retry', async () => {
    await mockControl('POST', '/__mock/faults', { method: 'GET', path: '/identity-service/identity/roles/permissions', status: 500 })
    try {
      browser = await launch(FULL_MOTION)
      const { page } = browser
      await page.goto('/users')
      await page.locator('input[name="email"]').waitFor()
      await submitLogin(page, EDITOR)
      await page.waitForURL('**/users')
      await page.getByRole('heading', { level: 1, name: /^İzinleriniz getirilemedi: / }).waitFor()
      expect(await page.locator('#app-sidebar').getByRole('alert').textContent()).toContain('İzinleriniz getirilemedi')
      expect(await page.getByText('Bu sayfayı görme yetkiniz yok').count()).toBe(0)
      await screenshot(page, 'permissions-error')
      await clearFaults()
      // Retry, pressed again as a user would while it does not take (busy, or the page still settling:
      // at load 24 one click waited 30 s for the button to hold still).
      const users = page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })
      await expect
        .poll(
          async () => {
            if (await users.isVisible()) return true
            await page
              .getByRole('main')
              .getByRole('button', { name: 'Tekrar dene' })
              .click({ timeout: E2E_PROBE_MS })
              .catch(() => undefined)
            return users.waitFor({ timeout: E2E_PROBE_MS }).then(
              () => true,
              () => false,
            )
          },
          { interval: 500 },
        )
        .toBe(true)
      await waitForMenus(page)
    } finally {
      await clearFaults()
    }
  })

  it('shows the not-found page inside the layout for an unknown path', async () => {
    browser = await launch(FULL_MOTION)
    const { page } = browser
    await signInAt(page, '/no/such/page')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sayfa bulunamadı')
    expect(await page.locator('#app-sidebar').isVisible()).toBe(true)
    await screenshot(page, 'not-found')
    await page.getByRole('button', { name: 'Kontrol paneline dön' }).click()
    await page.waitForURL('**/dashboard-panel')
  })

  it('names a channel in the breadcrumb and the title instead of its id', async () => {
    browser = await launch(FULL_MOTION)
    const { page } = browser
    await signInAt(page, '/mychannels')
    const channel = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('authState') ?? '{}').accessToken as string
      const response = await fetch('/channel-service/channels/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ index: 0, size: 1 }),
      })
      const body = (await response.json()) as { body: { items: { id: string; name: string }[] } }
      return body.body.items[0]
    })
    expect(channel?.id).toBeTruthy()
    await page.goto(`/my-channels/${channel!.id}`)
    await page.waitForURL(`**/my-channels/${channel!.id}/contents/videos`)
    const crumbs = page.locator('nav[aria-label="Konum"] li')
    await expect
      .poll(async () => (await crumbs.allTextContents()).filter((text) => text.trim() !== ''))
      .toEqual(['Ana Sayfa', 'Kanallarım', channel!.name, 'İçerikler', 'Videolar'])
    expect(await page.title()).toBe('Videolar · Video Yönetim Paneli')
    await page.goto(`/my-channels/${channel!.id}`)
    await page.waitForURL('**/contents/videos')
    await screenshot(page, 'channel-detail')
    // On a 375 px phone the trail fits: nothing runs past the bar's edge and the current page is shown whole.
    await page.setViewportSize({ width: 375, height: 812 })
    await expect.poll(() => page.locator('nav[aria-label="Konum"] ol').evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0)
    const current = await page
      .locator('nav[aria-label="Konum"] [aria-current="page"]')
      .evaluate((item) => ({ right: item.getBoundingClientRect().right, clipped: item.scrollWidth > item.clientWidth }))
    expect(current.right).toBeLessThanOrEqual(375)
    expect(current.clipped).toBe(false)
    expect(await page.locator('nav[aria-label="Konum"] li').first().locator('[title]').getAttribute('title')).toBe('Ana Sayfa')
  })
})

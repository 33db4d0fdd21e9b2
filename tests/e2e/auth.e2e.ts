import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { launch, screenshot, type Browser } from './support/browser'
import {
  ADMIN,
  clearFaults,
  DEMO_PASSWORD,
  EDITOR,
  expandMenu,
  login,
  menuHrefs,
  mockControl,
  resetTokenLifetimes,
  stored,
  submitLogin,
  waitForMenus,
} from './support/app'

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
  await clearFaults()
  await resetTokenLifetimes()
})

describe('sign-in', () => {
  it('signs the admin in with every menu, and the editor with fewer', async () => {
    browser = await launch()
    const { page } = browser
    await login(page, ADMIN)
    await expect.poll(() => page.getByTestId('welcome-banner').isVisible()).toBe(true)
    await expandMenu(page)
    const admin = await menuHrefs(page)
    expect(admin).toEqual([
      '/dashboard-panel',
      '/Thumbnail',
      '/translation',
      '/documents',
      '/jobs',
      '/cms',
      '/mychannels',
      '/users',
      '/role-management',
      '/organization',
      '/dynamicParameter',
      '/audit',
      '/reports',
      '/profile/profile-information',
    ])
    await screenshot(page, 'menu-admin')
    await browser.close()

    browser = await launch()
    await login(browser.page, EDITOR)
    await expandMenu(browser.page)
    const editor = await menuHrefs(browser.page)
    // editor@demo.local: no role_read, and no organizationId claim (the README's mock accounts).
    expect(editor).toEqual([
      '/dashboard-panel',
      '/Thumbnail',
      '/translation',
      '/cms',
      '/mychannels',
      '/users',
      '/dynamicParameter',
      '/reports',
      '/profile/profile-information',
    ])
    await screenshot(browser.page, 'menu-editor')
    // A page the editor may not open says so, instead of breaking.
    await browser.page.goto('/role-management')
    await expect.poll(() => browser!.page.getByRole('heading', { level: 1 }).textContent()).toBe('Bu sayfayı görme yetkiniz yok')
    await browser.page.goto('/organization')
    await expect.poll(() => browser!.page.getByRole('heading', { level: 1 }).textContent()).toBe('Bu sayfayı görme yetkiniz yok')
    // The reports index goes to the first report the editor may read (content_report_read).
    await browser.page.goto('/reports')
    await browser.page.waitForURL('**/reports/content-reports')
    // The parameter index goes to the first list the editor may read (product_read).
    await browser.page.goto('/dynamicParameter')
    await browser.page.waitForURL('**/dynamicParameter/productParameter')
  })

  it('asks for both fields before calling the server', async () => {
    browser = await launch()
    const { page } = browser
    let tokenCalls = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/connect/token')) tokenCalls += 1
    })
    await page.goto('/login')
    await page.getByTestId('login-submit').click()
    await expect.poll(() => page.getByText('Lütfen e-posta adresinizi girin.').isVisible()).toBe(true)
    expect(await page.getByText('Lütfen şifrenizi girin.').isVisible()).toBe(true)
    expect(tokenCalls).toBe(0)
  })

  it('shows each login error of spec §8', async () => {
    browser = await launch()
    const { page } = browser
    await page.goto('/login')
    const cases: { email: string; password?: string; intent: 'error' | 'warning'; text: string }[] = [
      { email: ADMIN, password: 'wrong-Password1', intent: 'error', text: 'Kullanıcı bulunamadı ya da şifre hatalı.' },
      { email: 'nobody@demo.local', intent: 'error', text: 'Kullanıcı bulunamadı ya da şifre hatalı.' },
      { email: 'expired@demo.local', intent: 'warning', text: 'Hesabınızın yetkilendirme süresi sona erdi' },
      { email: 'ldap@demo.local', intent: 'warning', text: 'LDAP' },
      { email: 'not-an-email', intent: 'warning', text: 'Kullanıcı adı geçerli bir e-posta adresi olmalıdır.' },
      { email: 'unavailable@demo.local', intent: 'error', text: 'Kimlik doğrulama hizmeti şu anda kullanılamıyor' },
    ]
    for (const item of cases) {
      await submitLogin(page, item.email, item.password ?? DEMO_PASSWORD)
      const alert = page.getByTestId('login-alert')
      await expect.poll(async () => ((await alert.isVisible()) ? await alert.textContent() : '')).toContain(item.text)
      expect(await alert.getAttribute('data-intent')).toBe(item.intent)
    }
    await screenshot(page, 'login-error-alert')
    // HTTP 500: the 'login failed' toast, no alert.
    await submitLogin(page, 'crash@demo.local')
    await expect.poll(() => page.getByText('Giriş başarısız').isVisible()).toBe(true)
    expect(page.url()).toContain('/login')
  })

  it('goes back to the requested page after sign-in', async () => {
    browser = await launch()
    const { page } = browser
    await page.goto('/profile/profile-information?channelId=x')
    await page.waitForURL('**/login')
    await submitLogin(page, ADMIN)
    await page.waitForURL((url) => url.pathname === '/profile/profile-information' && url.search === '?channelId=x')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Profil Bilgileri')
  })

  it('restores the session after a reload, and keeps it in the tab only without "remember me"', async () => {
    browser = await launch()
    const { page, context } = browser
    await login(page, ADMIN)
    await page.reload()
    await waitForMenus(page)
    expect(new URL(page.url()).pathname).toBe('/dashboard-panel')
    expect(await stored(page, 'authState')).toContain('"isAuthenticated":true')
    await browser.close()

    browser = await launch()
    await login(browser.page, ADMIN, { remember: false })
    expect(await stored(browser.page, 'authState')).toBeNull()
    await browser.page.reload()
    await waitForMenus(browser.page)
    // Another tab does not share a session that was not remembered.
    const other = await browser.context.newPage()
    await other.goto('/dashboard-panel')
    await other.waitForURL('**/login')
    void context
  })
})

describe('session end', () => {
  it('sends an expired session to /login on start-up', async () => {
    // The refresh token expires too, so "remember me" cannot renew it (docs/decisions.md).
    await mockControl('POST', '/__mock/settings', { accessTokenTtlSeconds: 2, refreshTokenTtlSeconds: 2 })
    browser = await launch()
    const { page } = browser
    await login(page, ADMIN)
    await page.waitForTimeout(2500)
    await page.reload()
    await page.waitForURL('**/login')
    expect(await stored(page, 'authState')).toBeNull()
  })

  it('asks to sign in again when the token refresh fails; signing out from there shows the reason on the login page', async () => {
    // Tokens expiring within the refresh margin: the next call refreshes first, and that fails.
    await mockControl('POST', '/__mock/settings', { accessTokenTtlSeconds: 60 })
    browser = await launch()
    const { page } = browser
    await login(page, ADMIN)
    // The first calls after sign-in refreshed already; a second refresh waits 10 s.
    await page.waitForTimeout(10_500)
    await mockControl('POST', '/__mock/faults', { method: 'POST', path: '/identity-service/api/connect/token', status: 400 })
    await page.goto('/profile/profile-information')
    // The page stays; a dialog says why and offers to sign in again (issue 24) or to sign out.
    const dialog = page.getByRole('alertdialog', { name: 'Devam etmek için oturum açın' })
    await expect.poll(() => dialog.textContent()).toContain('Token yenileme başarısız oldu')
    expect(new URL(page.url()).pathname).toBe('/profile/profile-information')
    await dialog.getByRole('button', { name: 'Oturumu kapat' }).click()
    await page.waitForURL('**/login')
    await expect.poll(() => page.getByTestId('signed-out-alert').textContent()).toContain('Token yenileme başarısız oldu')
    expect(await stored(page, 'authState')).toBeNull()
    await screenshot(page, 'login-refresh-failed')
  })

  it('logs out: clears the session keys, replaces history, and the other tab follows', async () => {
    browser = await launch()
    const { page, context } = browser
    await login(page, ADMIN)
    await page.evaluate(() => {
      localStorage.setItem('cmsId', 'c')
      localStorage.setItem('channelName', 'n')
    })
    const other = await context.newPage()
    await other.goto('/dashboard-panel')
    await waitForMenus(other)
    await expandMenu(page)
    await page.locator('#app-sidebar a[href="/users"]').click()
    await page.waitForURL('**/users')
    await page.locator('#app-sidebar').getByText('Çıkış Yap').click()
    await page.waitForURL('**/login')
    for (const key of ['authState', 'tokenExpiresAt', 'lastTokenRefresh', 'cmsId', 'channelName']) expect(await stored(page, key)).toBeNull()
    // /users was replaced by /login; going back reaches the dashboard entry, which sends to /login.
    await page.goBack()
    await page.waitForURL('**/login')
    await other.waitForURL('**/login')
    await expect.poll(() => other.getByTestId('signed-out-alert').textContent()).toContain('Başka bir sekmede çıkış yapıldı')
  })

  it.each([
    ['', false],
    [', also in a browser without BroadcastChannel', true],
  ])('logs out every tab, also tabs signed in without "remember me"%s', async (_, noChannel) => {
    browser = await launch()
    const { page, context } = browser
    // Older browsers: the sign-out reaches other tabs through a storage event instead.
    if (noChannel) await context.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'))
    await login(page, ADMIN, { remember: false })
    expect(await page.evaluate(() => typeof BroadcastChannel)).toBe(noChannel ? 'undefined' : 'function')
    // A second tab signs in on its own, also without "remember me": neither tab is signed out by it.
    const other = await context.newPage()
    await login(other, EDITOR, { remember: false })
    expect(await stored(other, 'authState')).toBeNull()
    // Back to the first tab (Chromium draws no frames in a tab behind another: expandMenu in support/app.ts).
    await page.bringToFront()
    await page.goto('/profile/profile-information')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Profil Bilgileri')
    await page.locator('#app-sidebar').getByText('Çıkış Yap').click()
    await page.waitForURL('**/login')
    await other.waitForURL('**/login')
    await expect.poll(() => other.getByTestId('signed-out-alert').textContent()).toContain('Başka bir sekmede çıkış yapıldı')
    expect(await other.evaluate(() => sessionStorage.getItem('authState'))).toBeNull()
    // The sign-out message leaves nothing behind: every key left is one of STORAGE_KEYS or a list's column choice.
    const known: string[] = Object.values(STORAGE_KEYS)
    const left = await other.evaluate(() => Object.keys(localStorage))
    expect(left.filter((key) => !known.includes(key) && !key.endsWith('_selected_columns'))).toEqual([])
  })

  it('starts on the login page when the browser blocks storage', async () => {
    browser = await launch()
    const { page } = browser
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // What Chrome does with site data disabled: merely reading the storage properties throws.
    await browser.context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => {
            throw new DOMException('Access is denied', 'SecurityError')
          },
        })
      }
    })
    await page.goto('/dashboard-panel')
    await page.waitForURL('**/login')
    await page.locator('input[name="email"]').waitFor()
    expect(errors).toEqual([])
  })
})

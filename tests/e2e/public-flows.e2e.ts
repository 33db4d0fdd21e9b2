import { afterAll, afterEach, describe, it } from 'vitest'
import { baseUrl, launch, screenshot, type Browser } from './support/browser'
import { DEMO_PASSWORD, EDITOR, mockControl } from './support/app'

/** The mock gateway's one-time code (the README's mock accounts). */
const MOCK_OTP = '123456'

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/** Gives the editor the demo password back through the same public calls, for the other suites. */
afterAll(async () => {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/identity-service/account/forgot-password/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return (await response.json()) as { body: { resetToken?: string } }
  }
  // The test sent the editor a code moments ago: lift the mock's resend wait (else 429) meanwhile.
  await mockControl('POST', '/__mock/settings', { otpResendAfterSeconds: 0 })
  try {
    await post('send-code', { emailOrPhone: EDITOR })
    const { body } = await post('verify-code', { emailOrPhone: EDITOR, otp: MOCK_OTP })
    await post('reset', { emailOrPhone: EDITOR, resetToken: body.resetToken, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD })
  } finally {
    await mockControl('POST', '/__mock/settings', { otpResendAfterSeconds: 30 })
  }
})

describe('public flows against the mock gateway', () => {
  it('resets a forgotten password and signs in with the new one', async () => {
    browser = await launch()
    const { page } = browser
    await page.goto('/login')
    await page.getByRole('button', { name: 'Şifremi unuttum' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' }).waitFor()
    await page.getByRole('textbox', { name: /E-posta veya telefon/ }).fill('editor@demo.local')
    await page.getByRole('button', { name: 'Kod gönder' }).click()
    await page.getByRole('textbox', { name: /Doğrulama kodu/ }).fill(MOCK_OTP)
    await screenshot(page, 'forgot-password-code')
    await page.getByRole('button', { name: 'Kodu doğrula' }).click()
    const passwords = page.locator('input[autocomplete="new-password"]')
    await passwords.first().fill('NewPass123')
    await passwords.nth(1).fill('NewPass123')
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click()
    await page.getByTestId('flow-done').waitFor()
    await page.getByRole('button', { name: 'Giriş sayfasına git' }).click()
    await page.waitForURL('**/login')
    await page.locator('input[name="email"]').fill('editor@demo.local')
    await page.locator('input[name="password"]').fill('NewPass123')
    await page.getByTestId('login-submit').click()
    await page.waitForURL('**/dashboard-panel')
  })

  it('sets up a first-time account through the introduction steps', async () => {
    browser = await launch()
    const { page } = browser
    await page.goto('/login')
    await page.getByRole('link', { name: 'Hesabınızı kurun' }).click()
    await page.waitForURL('**/introduction-steps')
    // The router changes the URL a few tens of milliseconds before it shows the new page, and the
    // login page's own 'E-posta' field matches the same name: wait for the page itself.
    await page.getByRole('heading', { level: 1, name: 'Hesabınızı kurun' }).waitFor()
    await page.getByRole('textbox', { name: 'E-posta' }).fill('newuser@demo.local')
    await page.getByRole('button', { name: 'Kod gönder' }).click()
    await page.getByRole('textbox', { name: /Doğrulama kodu/ }).fill(MOCK_OTP)
    await page.getByRole('button', { name: 'Kodu doğrula' }).click()
    const passwords = page.locator('input[autocomplete="new-password"]')
    await passwords.first().fill('Welcome123')
    await passwords.nth(1).fill('Welcome123')
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click()
    await page.getByTestId('flow-done').waitFor()
    await screenshot(page, 'introduction-done')
    await browser.close()
    browser = await launch()
    await browser.page.goto('/login')
    await browser.page.locator('input[name="email"]').fill('newuser@demo.local')
    await browser.page.locator('input[name="password"]').fill('Welcome123')
    await browser.page.getByTestId('login-submit').click()
    await browser.page.waitForURL('**/dashboard-panel')
  })
})

import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { signInAt } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * Organizations end to end: an invalid contract range is refused with a clear message
 * and nothing typed is lost; the corrected organization is saved and listed.
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const editor = (page: Page) => page.getByRole('dialog', { name: 'New organization' })

describe('organizations', () => {
  it('refuses an end date before the start date without losing input, then creates the organization', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/organization')
    await page.getByRole('table', { name: 'Organizations' }).locator('[data-row-id]').first().waitFor()
    const name = `E2E Yapım ${Date.now().toString(36)} A.Ş.`

    await page.getByRole('button', { name: 'New organization' }).click()
    const form = editor(page)
    await form.getByRole('textbox', { name: /^Organization name/ }).fill(name)
    await form.getByRole('textbox', { name: /^Authorized person/ }).fill('Deniz Aydın')
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('+902125550000')
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('info@e2e-yapim.example')
    await form.getByRole('combobox', { name: /^Country/ }).click()
    await page.keyboard.type('(TR)')
    await page.getByRole('option', { name: /\(TR\)$/ }).click()
    await form.getByRole('combobox', { name: /^Language/ }).click()
    await page.keyboard.type('(tr)')
    await page.getByRole('option', { name: /\(tr\)$/ }).click()
    // The date fields read the interface language's pattern (MM/dd/yyyy in English).
    await form.getByLabel(/^Contract start date/).fill('06/01/2026')
    await page.keyboard.press('Tab')
    await form.getByLabel(/^Contract end date/).fill('05/31/2026')
    await page.keyboard.press('Tab')
    await form.getByRole('button', { name: 'Save' }).click()

    await expect.poll(() => form.getByText('The contract end date must be after the start date.').isVisible()).toBe(true)
    await screenshot(page, 'admin-organization-invalid-range')
    expect(await form.getByRole('textbox', { name: /^Organization name/ }).inputValue()).toBe(name)
    expect(await form.getByRole('textbox', { name: /^Authorized person/ }).inputValue()).toBe('Deniz Aydın')
    expect(await form.getByRole('textbox', { name: /^Phone number/ }).inputValue()).toBe('+902125550000')
    expect(await form.getByRole('textbox', { name: /^E-mail/ }).inputValue()).toBe('info@e2e-yapim.example')
    expect(await form.getByRole('combobox', { name: /^Country/ }).inputValue()).toMatch(/\(TR\)$/)
    expect(await form.getByLabel(/^Contract start date/).inputValue()).toBe('06/01/2026')
    expect(await form.getByLabel(/^Contract end date/).inputValue()).toBe('05/31/2026')

    await form.getByLabel(/^Contract end date/).fill('05/31/2027')
    await page.keyboard.press('Tab')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.waitFor({ state: 'detached' })
    await page.getByRole('searchbox').first().fill(name)
    const row = page.getByRole('table', { name: 'Organizations' }).locator('[data-row-id]').filter({ hasText: name })
    await row.waitFor()
    expect(await row.locator('[data-column="authorizedName"]').textContent()).toBe('Deniz Aydın')
  })
})

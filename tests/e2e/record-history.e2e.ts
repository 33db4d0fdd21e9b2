import { afterEach, describe, expect, it } from 'vitest'
import { signInAt } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/** A user's History end to end: a rename shows as a diff of two versions, and Revert brings the old name back. */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

describe('record history', () => {
  it('shows what a save changed and reverts it', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/users')
    const row = page.getByRole('table', { name: 'Users' }).locator('[data-row-id]').first()
    await row.waitFor()
    const id = await row.getAttribute('data-row-id')
    await page.goto(`/users?editor=${id}`)
    const firstName = page.getByRole('textbox', { name: /^First name/ })
    const before = await firstName.inputValue()
    await firstName.fill(`${before} Yeni`)
    await page.getByRole('button', { name: 'Save' }).click()
    await page
      .getByText(/was saved|saved/)
      .first()
      .waitFor()

    await page.goto(`/users?editor=${id}`)
    await page.getByRole('button', { name: 'History' }).click()
    const diff = page.getByRole('table', { name: 'Differences between the two versions' })
    await expect
      .poll(() =>
        diff
          .getByRole('row', { name: /First name/ })
          .locator('td')
          .allTextContents(),
      )
      .toEqual(['First name', before, `${before} Yeni`])
    await screenshot(page, 'record-history-user-en')
    await page.getByRole('button', { name: 'Revert to the first version' }).click()
    await page
      .getByText(/Reverted to the version/)
      .first()
      .waitFor()

    await page.goto(`/users?editor=${id}`)
    await expect.poll(() => page.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe(before)
  })
})

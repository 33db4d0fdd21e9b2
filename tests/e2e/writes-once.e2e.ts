import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, clearFaults, gatewayCall, mockControl, signInAt, tokenOf } from './support/app'
import { launch, type Browser } from './support/browser'

/**
 * Writes that happen once (issue 24), end to end on the production build: a double click on Save
 * of a new record, on a gateway that takes 3 s to answer the create, makes one record. The mutator
 * gives a create sent again while the first is on its way the same Idempotency-Key, and the gateway
 * answers a repeated key with the first answer.
 */

let browser: Browser | undefined
afterEach(async () => {
  await clearFaults()
  await browser?.close()
  browser = undefined
})

describe('writes that happen once', () => {
  it.each([
    ['a double click on Save', 'dblclick'],
    ['two submits in the same instant (faster than the button is disabled)', 'submit twice'],
  ] as const)('makes one licensor of %s while the gateway takes 3 s', async (_, how) => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/dynamicParameter/licansorParameter?editor=new')
    const name = `Once ${Date.now()}`
    await page.getByRole('textbox', { name: /^Name/ }).fill(name)
    const keys: Array<string | null> = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/parameter-service/licensors')
        keys.push(request.headers()['idempotency-key'] ?? null)
    })
    await mockControl('POST', '/__mock/faults', { method: 'POST', path: '/parameter-service/licensors', latencyMs: 3000 })
    if (how === 'dblclick') await page.getByRole('button', { name: 'Save', exact: true }).dblclick()
    else
      await page.locator('form').evaluate((form: HTMLFormElement) => {
        form.requestSubmit()
        form.requestSubmit()
      })
    // The drawer closes once the (slow) create is answered.
    await page.getByRole('textbox', { name: /^Name/ }).waitFor({ state: 'detached' })
    if (how === 'submit twice') expect(keys).toHaveLength(2)
    else expect(keys.length).toBeGreaterThan(0)
    expect(
      keys.every((key) => key && key === keys[0]),
      `every create sent carries one key: ${keys.join(', ')}`,
    ).toBe(true)

    const token = await tokenOf(ADMIN)
    const found = await gatewayCall<{ items: Array<{ name: string }> }>(token, 'POST', '/parameter-service/licensors/search', {
      index: 0,
      size: 50,
      search: name,
    })
    expect(found.items.filter((item) => item.name === name)).toHaveLength(1)
  })
})

import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, openInApp, signInAt } from './support/app'
import { animationsDone, FULL_MOTION, launch, screenshot, type Browser } from './support/browser'

/**
 * Layout stability end to end, in Chromium against the production build on the mock gateway:
 *
 * - A validation message that appears when a field is left must not move what follows it: the
 *   user who empties a required field and goes on to click the next field must hit that field.
 * - A long unbroken string from the server (a 10,000-character name) must wrap or be cut short
 *   with its full text at hand, never widen a panel, a drawer or the page.
 */

const ENGLISH = { i18nextLng: 'en' }
const REQUIRED = 'This field is required.'
let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const drawer = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title })

/** A field's box, rounded to the pixel grid the browser lays out on. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'the field is on screen').not.toBeNull()
  return box!
}

/**
 * Empties `required` (after typing something, so it is dirty) and clicks where `next` is, the
 * way a person does: the button goes down (the required field loses focus and its message
 * appears), and comes up a moment later at the same place. `next` must not have moved in
 * between, and the click must open it.
 */
async function emptyThenClickNext(page: Page, form: Locator, required: Locator, next: Locator, others: Locator[]) {
  await required.fill('Geçici ad')
  await required.fill('')
  // The drawer has finished sliding in: the boxes are where they stay.
  await animationsDone(page)
  const before = await boxOf(next)
  const othersBefore = await Promise.all(others.map(boxOf))
  const x = before.x + before.width / 2
  const y = before.y + before.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  // Leaving the field shows its message (validation on blur) while the button is still down.
  await expect.poll(() => form.getByText(REQUIRED).isVisible()).toBe(true)
  const during = await boxOf(next)
  await page.mouse.up()
  // The click landed: the dropdown is open.
  await expect.poll(() => next.getAttribute('aria-expanded')).toBe('true')
  await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(true)
  expect({ x: during.x - before.x, y: during.y - before.y, height: during.height - before.height }).toEqual({ x: 0, y: 0, height: 0 })
  const othersAfter = await Promise.all(others.map(boxOf))
  expect(othersAfter.map((box, i) => box.y - othersBefore[i]!.y)).toEqual(others.map(() => 0))
}

describe('validation does not move the page', () => {
  it('role form: emptying the name and clicking the platform dropdown opens the dropdown', async () => {
    browser = await launch({ ...FULL_MOTION, storage: ENGLISH })
    const { page } = browser
    await signInAt(page, '/role-management?editor=new')
    const form = drawer(page, 'New role')
    const name = form.getByRole('textbox', { name: /^Role name/ })
    await name.waitFor()
    const description = form.getByRole('textbox', { name: /^Description/ })
    const platform = form.getByRole('combobox', { name: /^Platform/ })
    await emptyThenClickNext(page, form, name, platform, [description, form.getByRole('combobox', { name: /^Department/ })])
    await screenshot(page, 'layout-role-form-required-message')
  })

  it('product form: emptying the name and clicking the product type dropdown opens the dropdown', async () => {
    browser = await launch({ ...FULL_MOTION, storage: ENGLISH })
    const { page } = browser
    await signInAt(page, '/dynamicParameter/productParameter?editor=new')
    const form = drawer(page, 'New product')
    const name = form.getByRole('textbox', { name: /^Name/ })
    await name.waitFor()
    const type = form.getByRole('combobox', { name: /^Product type/ })
    await emptyThenClickNext(page, form, name, type, [form.getByRole('combobox', { name: /^Producer/ }), form.getByRole('combobox', { name: /^Status/ })])
  })
})

/** Calls the gateway from the page with the signed-in user's token (test set-up only). */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method: verb, path: url, body: payload }) => {
      const raw = localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}'
      const token = (JSON.parse(raw) as { accessToken?: string }).accessToken ?? ''
      const response = await fetch(url, {
        method: verb,
        // A create carries an Idempotency-Key, as the app's HTTP layer sends it.
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          ...(verb === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      return { status: response.status, json: (await response.json()) as { body: unknown } }
    },
    { method, path, body },
  )
  expect(answer.status, `${method} ${path}`).toBeLessThan(300)
  return answer.json.body as T
}

const LONG = 10_000

/**
 * The contracts cap names at 100-200 characters, and the gateway refuses longer ones, so the
 * records are created with an unbroken name of the longest allowed length, and the gateway's
 * answers are given a 10,000-character unbroken name in its place (a server that sends more
 * than its contract says must not break the layout either).
 */
async function longNamedRecords(page: Page) {
  const stamp = Date.now().toString(36)
  const marker = (kind: string, length: number) => `Wrap${kind}${stamp}`.padEnd(length, 'W')
  const role = marker('Role', 100)
  const organization = marker('Org', 200)
  const product = marker('Product', 200)
  const departments = await call<{ items: Array<{ id: string }> }>(
    page,
    'GET',
    '/identity-service/commons/entities/Department/key-value-list?Index=0&Size=10&EntityType=Department',
  )
  const roleId = (
    await call<{ id: string }>(page, 'POST', '/identity-service/identity/roles', {
      name: role,
      platformType: 'back_office',
      departmentId: departments.items[0]!.id,
    })
  ).id
  const organizationId = (
    await call<{ id: string }>(page, 'POST', '/identity-service/organizations', {
      name: organization,
      authorizedName: organization,
      phoneNumber: '+902125550000',
      email: 'wrap@e2e.example',
      address: organization,
      country: 'TR',
      language: 'tr',
      contractStartDate: '2026-01-01',
      contractEndDate: '2027-01-01',
    })
  ).id
  const productId = (await call<{ id: string }>(page, 'POST', '/parameter-service/products', { name: product, productType: 'movie', status: 'active' })).id
  const longOf = new Map([role, organization, product].map((name) => [name, name.padEnd(LONG, 'W')]))
  await page.context().route(/\/(identity|parameter)-service\//, async (route) => {
    // A call still on its way when the test closes the browser has nobody left to answer.
    const response = await route.fetch().catch(() => null)
    if (!response) return
    if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response })
    let body = await response.text()
    for (const [short, long] of longOf) body = body.replaceAll(short, long)
    const headers = { ...response.headers() }
    delete headers['content-length']
    return route.fulfill({ response, headers, body })
  })
  return { stamp, roleId, organizationId, productId, long: (name: 'role' | 'organization' | 'product') => longOf.get({ role, organization, product }[name])! }
}

interface Widths {
  scrollWidth: number
  clientWidth: number
}

const widthsOf = (locator: Locator): Promise<Widths> => locator.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))

/** Every finite animation on the page (a drawer's slide, a fade) has finished. */
const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().iterations ?? 1))
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )

/** The page is no wider than the window. */
async function expectNoPageOverflow(page: Page, where: string) {
  const page_ = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(page_.scrollWidth, `${where}: page width ${page_.scrollWidth} > window ${page_.innerWidth}`).toBeLessThanOrEqual(page_.innerWidth)
}

/** A side panel and its parts hold their content: nothing scrolls sideways in them. */
async function expectPanelHolds(page: Page, panel: Locator, where: string) {
  // Measured once the drawer has slid in: mid-slide its buttons are still past the window's edge
  // (a 375 px run once read a Close button ending at 385 px on a loaded machine).
  await settleAnimations(page)
  await expectNoPageOverflow(page, where)
  const parts = [panel, panel.locator('.fui-DrawerHeader'), panel.locator('.fui-DrawerBody'), panel.locator('.fui-DrawerFooter')]
  for (const part of parts) {
    if ((await part.count()) === 0) continue
    const { scrollWidth, clientWidth } = await widthsOf(part.first())
    expect(scrollWidth, `${where}: a panel part is ${scrollWidth - clientWidth} px wider than its box`).toBeLessThanOrEqual(clientWidth)
  }
  const panelBox = await boxOf(panel)
  // Nothing inside sticks out past the panel's edge (even where a part hides its overflow).
  const sticksOut = await panel.evaluate((root, right) => {
    const out: string[] = []
    for (const el of root.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      if (box.width > 0 && box.right > right + 1)
        out.push(`${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} ends at ${Math.round(box.right)}`)
    }
    return out.slice(0, 5)
  }, panelBox.x + panelBox.width)
  expect(sticksOut, `${where}: elements past the panel's edge`).toEqual([])
  // Its buttons (Close in the header, Save or Edit in the footer) are on screen.
  const windowWidth = await page.evaluate(() => window.innerWidth)
  for (const button of await panel.locator('.fui-DrawerHeader button, .fui-DrawerFooter button').all()) {
    const box = await boxOf(button)
    expect(box.x + box.width, `${where}: a panel button is off screen`).toBeLessThanOrEqual(windowWidth)
  }
}

/** A list page: the page holds, and the grid scrolls sideways no further than its columns need. */
async function expectListHolds(page: Page, where: string) {
  await expectNoPageOverflow(page, where)
  const scroller = page.getByTestId('list-grid-scroller')
  const { scrollWidth, clientWidth, columns } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    columns: parseFloat((el.querySelector('[role="table"]') as HTMLElement | null)?.style.minWidth ?? '0'),
  }))
  expect(scrollWidth, `${where}: the grid is wider than its columns`).toBeLessThanOrEqual(Math.max(clientWidth, Math.ceil(columns)))
}

describe('long unbroken names wrap', () => {
  it.each([1280, 375])('a 10,000-character role, organization and product name widens no page, panel or list at %i px', async (width) => {
    browser = await launch({ ...FULL_MOTION, storage: ENGLISH, viewport: { width, height: width > 600 ? 900 : 800 } })
    const { page } = browser
    await signInAt(page, '/mychannels', ADMIN, { mobile: width < 600 })
    const records = await longNamedRecords(page)
    const role = records.long('role')
    const organization = records.long('organization')
    const product = records.long('product')

    const at = (what: string) => `${what} at ${width} px`

    await openInApp(page, `/role-management?search=${records.stamp}`)
    await page
      .locator('[data-row-id]')
      .filter({ hasText: role.slice(0, 40) })
      .first()
      .waitFor()
    await expectListHolds(page, at('role list'))

    await openInApp(page, `/role-management?permissions=${records.roleId}`)
    const permissions = drawer(page, /^Permissions of /)
    await permissions.getByRole('checkbox').first().waitFor()
    await expectPanelHolds(page, permissions, at('role permissions panel'))
    // The title is cut short; its whole text is at hand.
    expect(await permissions.getByRole('heading').first().getAttribute('title')).toBe(`Permissions of ${role}`)
    await expect.poll(() => permissions.getByRole('button', { name: 'Save' }).isVisible()).toBe(true)
    await screenshot(page, `layout-long-role-permissions-${width}`)

    await openInApp(page, `/role-management?editor=${records.roleId}`)
    const roleEditor = drawer(page, 'Edit role')
    await expect.poll(() => roleEditor.getByRole('textbox', { name: /^Role name/ }).inputValue()).toBe(role)
    await expectPanelHolds(page, roleEditor, at('role editor'))

    await openInApp(page, `/organization?search=${records.stamp}`)
    await page
      .locator('[data-row-id]')
      .filter({ hasText: organization.slice(0, 40) })
      .first()
      .waitFor()
    await expectListHolds(page, at('organization list'))

    await openInApp(page, `/organization?detail=${records.organizationId}`)
    const details = page.getByRole('dialog').filter({ has: page.locator('dl') })
    await details.locator('dd').first().waitFor()
    await expectPanelHolds(page, details, at('organization details'))
    expect(await details.getByRole('heading').first().getAttribute('title')).toBe(organization)
    // The name wraps in the details: all of it is on screen.
    expect(await details.locator('dd').first().textContent()).toBe(organization)
    await expect.poll(() => details.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true)
    await screenshot(page, `layout-long-organization-details-${width}`)

    await openInApp(page, `/dynamicParameter/productParameter?search=${records.stamp}`)
    await page
      .locator('[data-row-id]')
      .filter({ hasText: product.slice(0, 40) })
      .first()
      .waitFor()
    await expectListHolds(page, at('product list'))
    // A cut-short cell has its whole text at hand.
    expect(await page.locator('[data-row-id] [data-column="name"] [title]').first().getAttribute('title')).toBe(product)

    await openInApp(page, `/dynamicParameter/productParameter?editor=${records.productId}`)
    const productEditor = drawer(page, 'Edit product')
    await expect.poll(() => productEditor.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(product)
    await expectPanelHolds(page, productEditor, at('product editor'))
  })
})

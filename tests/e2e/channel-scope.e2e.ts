import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, EDITOR, DEMO_PASSWORD, signInAt } from './support/app'
import { baseUrl, launch, screenshot, type Browser } from './support/browser'

/**
 * The channel scope end to end (docs/decisions.md "Channel scope"), against the production build
 * on the mock gateway's Node host: the editor (assigned three channels) follows a link into
 * another channel and is told they have no access, with the way back; their channel lists and
 * pickers hold only their channels; and an upload the administrator opened cannot be continued,
 * probed or cancelled with the editor's token.
 */

type Named = { id: string; name: string }

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/identity-service/api/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'back-office',
      client_secret: 'back-office-secret',
      username: email,
      password: DEMO_PASSWORD,
      scope: 'openid profile email',
    }).toString(),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

const call = (token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof Uint8Array ? new Blob([body as Uint8Array<ArrayBuffer>]) : body === undefined ? undefined : JSON.stringify(body),
  })

const channelsOf = async (token: string): Promise<Named[]> => {
  const response = await call(token, 'POST', '/channel-service/channels/search', { index: 0, size: 500 })
  return ((await response.json()) as { body: { items: Named[] } }).body.items
}

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

describe('the channel scope', () => {
  let mine: Named[]
  let other: Named
  let adminToken: string
  let editorToken: string

  beforeAll(async () => {
    adminToken = await tokenOf(ADMIN)
    editorToken = await tokenOf(EDITOR)
    mine = await channelsOf(editorToken)
    const all = await channelsOf(adminToken)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.length).toBeLessThan(all.length)
    other = all.find((c) => !mine.some((m) => m.id === c.id))!
  })

  it('tells the editor following a link into another channel that they have no access, and leads back to their channels', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, `/my-channels/${other.id}/contents/videos`, EDITOR)
    await page.getByRole('heading', { level: 1, name: 'You have no access to this channel' }).waitFor()
    await screenshot(page, 'channel-scope-no-access')
    expect(await page.locator('main').textContent()).not.toContain(other.name)
    expect(await page.locator('[data-row-id]').count()).toBe(0)

    await page.getByRole('button', { name: 'Back to my channels' }).click()
    await page.waitForURL((url) => url.pathname === '/mychannels')
    const cards = page.getByRole('list', { name: 'My Channels' }).getByRole('listitem')
    await cards.first().waitFor()
    await expect.poll(() => cards.count()).toBe(mine.length)
    const names = await cards.getByRole('link').allTextContents()
    expect(names.sort()).toEqual(mine.map((c) => c.name).sort())
  })

  it('offers the editor only their channels in the switcher and the thumbnail tool’s channel picker', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, `/my-channels/${mine[0]!.id}/contents/videos`, EDITOR)
    const switcher = page.getByRole('combobox', { name: 'Switch channel' })
    await switcher.click()
    // While the editor's channels load, the switcher offers the current one alone (and says it is
    // loading under the field): wait for the list, never for its first option.
    const switchOptions = page.getByRole('listbox').getByRole('option')
    const names = mine.map((c) => c.name).sort()
    await expect.poll(async () => (await switchOptions.allTextContents()).sort()).toEqual(names)
    await page.keyboard.press('Escape')

    await page.goto('/Thumbnail')
    const picker = page.getByRole('combobox', { name: 'Channel' })
    await picker.click()
    // The picker's one option reads "Loading…" until the channels arrive.
    const options = page.getByRole('listbox').getByRole('option')
    await expect.poll(async () => (await options.allTextContents()).sort()).toEqual(names)
    expect(await options.allTextContents()).not.toContain(other.name)
  })

  it('refuses the editor another user’s upload: no PATCH, HEAD or DELETE, and the upload goes on for its owner', async () => {
    // A create carries an Idempotency-Key, as the app's HTTP layer sends it.
    const created = await call(
      adminToken,
      'POST',
      '/channel-service/contents',
      { channelId: mine[0]!.id, fileName: 'yonetici.mp4', placement: 'video' },
      { 'idempotency-key': crypto.randomUUID() },
    )
    const content = ((await created.json()) as { body: { id: string } }).body.id
    const opened = await call(adminToken, 'POST', `/channel-service/contents/${content}/uploads`, undefined, { 'tus-resumable': '1.0.0', 'upload-length': '4' })
    expect(opened.status).toBe(201)
    const upload = new URL(opened.headers.get('location')!, baseUrl()).pathname
    const tus = { 'tus-resumable': '1.0.0' }
    const chunk = { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }

    expect((await call(editorToken, 'PATCH', upload, new Uint8Array(4), chunk)).status).toBe(403)
    expect((await call(editorToken, 'HEAD', upload, undefined, tus)).status).toBe(403)
    expect((await call(editorToken, 'DELETE', upload, undefined, tus)).status).toBe(403)
    const head = await call(adminToken, 'HEAD', upload, undefined, tus)
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe('0')
    expect((await call(adminToken, 'PATCH', upload, new Uint8Array(4), chunk)).status).toBe(204)
  })
})

import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { signInAt } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * Playlists end to end, in Chromium against the production build on the mock
 * gateway: create a playlist, add three videos from the picker, move the last to the top with
 * the keyboard through the row menu (announced; a reload keeps the order), then move one by
 * dragging its handle with the mouse (a reload keeps that too).
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

/** The UI answers after a server round trip (and a reload after a full start): give it time. */
const eventually = <T>(value: () => Promise<T> | T) => expect.poll(value)
const titlesIn = (table: Locator) => table.locator('[data-row-id] [data-column="videoTitle"]').allTextContents()

/** Presses ArrowDown in an open menu until the focused item reads `label`, then Enter. */
async function chooseWithKeyboard(page: Page, label: string) {
  await page.getByRole('menu').waitFor()
  for (let step = 0; step < 8; step++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    if (focused === label) {
      await page.keyboard.press('Enter')
      return
    }
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`No menu item ${label}`)
}

describe('playlists', () => {
  it('creates a playlist, adds three videos, reorders them with the keyboard and by dragging, and a reload keeps the order', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/mychannels')
    const cards = page.getByRole('list', { name: 'My Channels' }).getByRole('listitem')
    await cards.first().getByRole('link').click()
    await page.waitForURL(/\/my-channels\/[0-9a-f-]{36}\/contents\/videos$/)
    await page.goto(new URL(page.url()).pathname.replace(/videos$/, 'playlists'))

    // Create.
    const name = `E2E order ${Date.now().toString(36)}`
    await page.getByRole('button', { name: 'New playlist' }).click()
    const drawer = page.getByRole('dialog', { name: 'New playlist' })
    await drawer.getByRole('textbox', { name: 'Title' }).fill(name)
    await drawer.getByRole('button', { name: 'Save' }).click()
    const playlists = page.getByRole('table', { name: 'Playlists' })
    const link = playlists.getByRole('link', { name })
    await link.waitFor()

    // Open it: its id and name are remembered.
    await link.click()
    await page.waitForURL((url) => url.pathname.endsWith('/contents/playlists/playlistvideo') && url.searchParams.has('playlistId'))
    const playlistId = new URL(page.url()).searchParams.get('playlistId')
    expect(await page.evaluate(() => [localStorage.getItem('playlistId'), localStorage.getItem('playlistName')])).toEqual([playlistId, name])
    await page.getByRole('heading', { name }).waitFor()
    await page.getByText('This playlist has no videos yet. Add some from the channel.').waitFor()

    // Add three videos from the picker.
    await page.getByRole('button', { name: 'Add videos' }).click()
    const picker = page.getByRole('dialog', { name: 'Add videos from the channel' })
    const options = picker.getByRole('checkbox')
    await options.nth(2).waitFor()
    const picked: string[] = []
    for (let n = 0; n < 3; n++) {
      picked.push((await options.nth(n).getAttribute('aria-label')) ?? '')
      await options.nth(n).check()
    }
    await picker.getByRole('button', { name: 'Add 3 videos' }).click()
    const table = page.getByRole('table', { name })
    await eventually(() => titlesIn(table)).toEqual(picked)

    // The last to the top with the keyboard: the row menu, "Move to top".
    await table.getByRole('button', { name: `Actions for ${picked[2]}` }).focus()
    await page.keyboard.press('Enter')
    await chooseWithKeyboard(page, 'Move to top')
    const keyboardOrder = [picked[2], picked[0], picked[1]]
    await eventually(() => titlesIn(table)).toEqual(keyboardOrder)
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(`${picked[2]} moved to position 1 of 3.`)
    await page.reload()
    await table.locator('[data-row-id]').nth(2).waitFor()
    await eventually(() => titlesIn(table)).toEqual(keyboardOrder)
    await screenshot(page, 'playlist-videos-reordered')

    // Drag the last row by its handle onto the top half of the first.
    const rows = table.locator('[data-row-id]')
    await rows
      .nth(2)
      .locator('[data-drag-handle]')
      .dragTo(rows.nth(0), { targetPosition: { x: 200, y: 6 } })
    const dragOrder = [picked[1], picked[2], picked[0]]
    await eventually(() => titlesIn(table)).toEqual(dragOrder)
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(`${picked[1]} moved to position 1 of 3.`)
    await page.reload()
    await table.locator('[data-row-id]').nth(2).waitFor()
    await eventually(() => titlesIn(table)).toEqual(dragOrder)
  })
})

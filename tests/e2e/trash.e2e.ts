import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { closeToasts, signInAt } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * Undo instead of "are you sure?" (issue 25), in Chromium against the production build on the
 * mock gateway: delete a playlist → Undo in the toast → it is back with its videos in order;
 * delete another, reload, restore it from the Trash. A document: deleted without a question, Undo;
 * another, after a reload, looked at and restored from the documents Trash.
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const eventually = <T>(value: () => Promise<T> | T) => expect.poll(value)
const column = (table: Locator, id: string) => table.locator(`[data-row-id] [data-column="${id}"]`).allTextContents()

/** The first channel's playlists page (its playlists hold many videos). */
/** Signs the admin in at My Channels (support/app.ts signInAt) and opens the first channel's playlists. */
async function openPlaylists(page: Page) {
  await signInAt(page, '/mychannels')
  const cards = page.getByRole('list', { name: 'My Channels' }).getByRole('listitem')
  await cards.first().getByRole('link').click()
  await page.waitForURL(/\/my-channels\/[0-9a-f-]{36}\/contents\/videos$/)
  await page.goto(new URL(page.url()).pathname.replace(/videos$/, 'playlists'))
  const table = page.getByRole('table', { name: 'Playlists' })
  await table.locator('[data-row-id]').nth(2).waitFor()
  return table
}

/** The n-th listed playlist with more than two videos. */
async function playlistWithVideos(table: Locator, n: number) {
  const names = await column(table, 'playlist')
  const counts = (await column(table, 'videoCount')).map((text) => Number(text.replace(/\D/g, '')))
  return names.filter((_, i) => counts[i]! > 2)[n]!
}

/** The titles of a playlist's videos in playlist order (its first page), read on its page; then back to the playlists. */
async function videosOf(page: Page, table: Locator, name: string) {
  await table.getByRole('link', { name, exact: true }).click()
  const videos = page.getByRole('table', { name })
  await videos.locator('[data-row-id]').nth(2).waitFor()
  const titles = await column(videos, 'videoTitle')
  await page.getByRole('button', { name: 'Back to playlists' }).click()
  await table.locator('[data-row-id]').nth(2).waitFor()
  return titles
}

/** Per row, whether each date of a Trash row shows whole: not cut by its cell, and ending before the sticky actions begin. */
const datesBesideActions = (table: Locator) =>
  table.locator('[data-row-id]').evaluateAll((rows) =>
    rows.map((row) => {
      const actions = row.querySelector('[data-column="actions"]')!.getBoundingClientRect().left
      const shown = (id: string) => {
        const cell = row.querySelector(`[data-column="${id}"]`)!
        return cell.scrollWidth <= cell.clientWidth && cell.getBoundingClientRect().right <= actions + 1 ? 'whole' : `cut: ${cell.textContent}`
      }
      return { deletedAt: shown('deletedAt'), purgeAt: shown('purgeAt') }
    }),
  )

/** A toast (not the live region that reads it out). */
const toastSaying = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text })

/**
 * Deletes the row from its menu; returns its toast, with the pointer resting on it as a user's
 * about to press Undo does (the toaster pauses a toast under the pointer: on a loaded machine the
 * row's disappearance can take longer than the toast's 10 s).
 */
async function deleteRow(page: Page, table: Locator, name: string) {
  await table.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const toast = toastSaying(page, '1 playlist moved to the Trash.')
  await toast.hover()
  await eventually(() => column(table, 'playlist').then((names) => names.includes(name))).toBe(false)
  return toast
}

describe('Trash and Undo', () => {
  it('deletes a playlist and Undo brings it back with its videos in order; another, deleted and reloaded, comes back from the Trash', async () => {
    browser = await launch({ storage: { i18nextLng: 'en' } })
    const { page } = browser
    const table = await openPlaylists(page)

    // Delete → Undo.
    const first = await playlistWithVideos(table, 0)
    const order = await videosOf(page, table, first)
    const toast = await deleteRow(page, table, first)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    // keepToasts: a screenshot that finishes animations would finish the toast's timer and close it.
    await screenshot(page, 'trash-undo-toast', { keepToasts: true })
    await toast.getByRole('button', { name: 'Undo' }).click()
    await toastSaying(page, '1 playlist restored.').waitFor()
    await eventually(() => column(table, 'playlist').then((names) => names.includes(first))).toBe(true)
    expect(await videosOf(page, table, first)).toEqual(order)

    // Delete another, reload: Undo's toast is gone, the Trash restores it.
    const second = await playlistWithVideos(table, 1)
    const secondOrder = await videosOf(page, table, second)
    await deleteRow(page, table, second)
    await page.reload()
    await table.locator('[data-row-id]').nth(2).waitFor()
    expect(await column(table, 'playlist')).not.toContain(second)
    await page.getByRole('button', { name: 'Trash' }).click()
    await page.waitForURL(/\/contents\/playlists\/trash$/)
    const trash = page.getByRole('table', { name: 'Playlists Trash' })
    await trash.getByText(second, { exact: true }).waitFor()
    expect(await column(trash, 'deletedBy')).toEqual(['Deniz Yılmaz'])
    // At 1366 px in English the dates show whole beside the row's actions (the purge date's "AM"/"PM" was under them).
    expect(await datesBesideActions(trash)).toEqual([{ deletedAt: 'whole', purgeAt: 'whole' }])
    await screenshot(page, 'trash-playlists')
    await trash.getByRole('button', { name: `Actions for ${second}` }).click()
    await page.getByRole('menuitem', { name: 'Restore' }).click()
    await toastSaying(page, '1 playlist restored.').waitFor()
    await page.getByText('The Trash is empty.').waitFor()
    await page.getByRole('button', { name: 'Back to playlists' }).click()
    await eventually(() => column(table, 'playlist').then((names) => names.includes(second))).toBe(true)
    expect(await videosOf(page, table, second)).toEqual(secondOrder)
  })

  it('deletes a document without a question and Undo brings it back; another, after a reload, is looked at and restored from the Trash', async () => {
    // The full browser: the preview's screenshot shows the PDF (the headless shell has no PDF viewer).
    browser = await launch({ pdfViewer: true, storage: { i18nextLng: 'en' } })
    const { page } = browser
    await signInAt(page, '/documents?documentType=contract')
    const table = page.getByRole('table', { name: 'Documents' })
    await table.locator('[data-row-id]').nth(1).waitFor()
    const [first, second] = await column(table, 'name')

    await table.getByRole('button', { name: `Actions for ${first!}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const toast = toastSaying(page, '1 document moved to the Trash.')
    await toast.hover()
    await eventually(() => column(table, 'name').then((names) => names.includes(first!))).toBe(false)
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await toast.getByRole('button', { name: 'Undo' }).click()
    await toastSaying(page, '1 document restored.').waitFor()
    await eventually(() => column(table, 'name').then((names) => names.includes(first!))).toBe(true)

    await table.getByRole('button', { name: `Actions for ${second!}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await eventually(() => column(table, 'name').then((names) => names.includes(second!))).toBe(false)
    await page.reload()
    await table.locator('[data-row-id]').first().waitFor()
    await page.getByRole('button', { name: 'Trash' }).click()
    await page.waitForURL(/\/documents\/trash$/)
    const trash = page.getByRole('table', { name: 'Documents Trash' })
    await trash.getByText(second!, { exact: true }).waitFor()
    expect(await column(trash, 'deletedBy')).toEqual(['Deniz Yılmaz'])
    // At 1366 px in English the dates show whole beside the row's actions (the purge date's "AM"/"PM" was under them).
    expect(await datesBesideActions(trash)).toEqual([{ deletedAt: 'whole', purgeAt: 'whole' }])
    // The file is still there to look at before restoring (a contract is a PDF).
    await trash.getByRole('button', { name: second!, exact: true }).click()
    const preview = page.getByRole('dialog', { name: second! })
    await preview.getByTitle(`Preview of ${second!}`).waitFor()
    await screenshot(page, 'trash-documents-preview')
    await preview.getByRole('button', { name: 'Close' }).click()
    await trash.getByRole('button', { name: `Actions for ${second!}` }).click()
    await page.getByRole('menuitem', { name: 'Restore' }).click()
    await toastSaying(page, '1 document restored.').waitFor()
    await page.getByText('The Trash is empty.').waitFor()
    await closeToasts(page)
    await page.getByRole('button', { name: 'Back to documents' }).click()
    await page.waitForURL(/\/documents$/)
    await page.goto('/documents?documentType=contract')
    await eventually(() => column(table, 'name').then((names) => names.includes(second!))).toBe(true)
  })
})

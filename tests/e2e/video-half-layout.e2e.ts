import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN, openInApp, signInAt } from './support/app'
import { FULL_MOTION, launch, type Browser } from './support/browser'

/**
 * The video half at a laptop's and a phone's width, in Chromium against the production build:
 * every list's row actions are in view without a sideways scroll, the current page's crumb fits
 * on every channel page (a playlist's page names the playlist), and no control of these screens
 * has an English accessible name in the Turkish interface (Fluent's defaults included).
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

interface Ids {
  channel: string
  playlist: string
  playlistName: string
}

async function seedIds(page: Page): Promise<Ids> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}') as { accessToken: string }
    const call = async <T>(path: string, body: unknown) =>
      (
        (await (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.accessToken}` },
            body: JSON.stringify(body),
          })
        ).json()) as { body: T }
      ).body
    const channels = await call<{ items: Array<{ id: string }> }>('/channel-service/channels/search', {
      index: 0,
      size: 10,
      sortKey: 'videoCount',
      sortOrder: 'desc',
    })
    // A channel with many videos that has users too (every list of the walk must have rows).
    let channel = ''
    for (const candidate of channels.items.slice(1)) {
      const users = await call<{ totalCount: number }>(`/channel-service/channels/${candidate.id}/users/search`, { index: 0, size: 1 })
      if (users.totalCount > 0) {
        channel = candidate.id
        break
      }
    }
    const playlists = await call<{ items: Array<{ id: string; playlist: string }> }>('/channel-service/playlists/search', {
      index: 0,
      size: 1,
      channelId: channel,
    })
    return { channel, playlist: playlists.items[0]!.id, playlistName: playlists.items[0]!.playlist }
  })
}

/** Every list of the kit the admin reaches, with the channel's own pages first. */
/** Lists whose default columns fit beside the menu at 1366 px. */
const FIT_AT_1366 = ['/translation', '/documents']

const lists = (ids: Ids) => [
  `/my-channels/${ids.channel}/contents/videos`,
  `/my-channels/${ids.channel}/contents/shortvideos`,
  `/my-channels/${ids.channel}/contents/playlists`,
  `/my-channels/${ids.channel}/contents/playlists/playlistvideo?playlistId=${ids.playlist}`,
  `/my-channels/${ids.channel}/users`,
  '/mychannels?view=list',
  '/translation',
  '/documents',
  '/users',
  '/organization',
  '/cms',
  '/role-management',
]

const channelPages = (ids: Ids) => [
  `/my-channels/${ids.channel}/contents/videos`,
  `/my-channels/${ids.channel}/contents/shortvideos`,
  `/my-channels/${ids.channel}/contents/playlists`,
  `/my-channels/${ids.channel}/contents/playlists/playlistvideo?playlistId=${ids.playlist}`,
  `/my-channels/${ids.channel}/claims`,
  `/my-channels/${ids.channel}/users`,
  `/my-channels/${ids.channel}/settings/channelSettings`,
  `/my-channels/${ids.channel}/settings/installationDefaults`,
]

/** Rows are on screen and the grid is not loading. */
async function rowsShown(page: Page) {
  await page
    .locator('[role="table"] [data-row-id]')
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`No rows on ${new URL(page.url()).pathname}${new URL(page.url()).search}: ${error.message}`)
    })
  await page.waitForFunction(() => !document.querySelector('[role="table"][aria-busy="true"]'))
}

/** Row menus whose button is not fully inside the window, and whether the page itself scrolls sideways. */
const actionsOutOfView = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const buttons = [...document.querySelectorAll<HTMLElement>('[role="table"] [data-row-id] [data-column="actions"] button')]
    const out = buttons.filter((button) => {
      const box = button.getBoundingClientRect()
      return box.left < 0 || box.right > width
    })
    // Rows with a cell reaching under the sticky actions (a phone's status pushed by a drag handle).
    const underActions = [...document.querySelectorAll<HTMLElement>('[role="table"] [data-row-id]')].filter((row) => {
      const edge = row.querySelector('[data-column="actions"]')?.getBoundingClientRect().left
      if (edge === undefined) return false
      return [...row.querySelectorAll('[data-column]:not([data-column="actions"])')].some((cell) => {
        const box = cell.getBoundingClientRect()
        return box.left < edge && box.right > edge + 1
      })
    }).length
    return { buttons: buttons.length, out: out.length, pageScrollsSideways: document.documentElement.scrollWidth > width, underActions }
  })

/** The current page's crumb: its box inside the window? */
const currentCrumb = (page: Page) =>
  page.evaluate(() => {
    const crumb = document.querySelector<HTMLElement>('.fui-Breadcrumb [aria-current="page"]')
    if (!crumb) return null
    const box = crumb.getBoundingClientRect()
    return { text: crumb.textContent ?? '', inView: box.left >= 0 && box.right <= document.documentElement.clientWidth && box.width > 0 }
  })

function* strings(node: unknown): Generator<string> {
  if (typeof node === 'string') yield node
  else if (node && typeof node === 'object') for (const child of Object.values(node)) yield* strings(child)
}

function localeTexts(language: string): Set<string> {
  const root = resolve(import.meta.dirname, '../../public/assets/locales', language)
  const texts = new Set<string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.json')) for (const text of strings(JSON.parse(readFileSync(path, 'utf8')))) texts.add(text)
    }
  }
  walk(root)
  return texts
}

/** Names Fluent gives its parts when the app names nothing (combobox, dropdown, date picker, dialog, drawer). */
const FLUENT_DEFAULTS = [
  'Clear selection',
  'Open',
  'Calendar',
  'Go to today',
  'Previous month',
  'Next month',
  'Previous year',
  'Next year',
  'Close',
  'Dismiss',
  'Select all rows',
  'Select row',
]

/**
 * A matcher for English interface texts that Turkish does not share: the English locale's
 * strings (texts with {{values}} as patterns) less those the Turkish files also hold, and
 * Fluent's defaults, "Open <name>" included.
 */
function englishOnly(): (name: string) => boolean {
  const tr = localeTexts('tr')
  const exact = new Set(FLUENT_DEFAULTS)
  const patterns: RegExp[] = [/^Open .+/]
  for (const text of localeTexts('en')) {
    if (tr.has(text) || text.length < 4 || !/[a-z]{3}/i.test(text)) continue
    if (text.includes('{{')) {
      const source = text
        .split(/\{\{[^}]+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')
      if (source.replace(/\.\+/g, '').trim().length >= 4) patterns.push(new RegExp(`^${source}$`))
    } else exact.add(text)
  }
  return (name) => exact.has(name) || patterns.some((pattern) => pattern.test(name))
}

/** Accessible names (role: name) Chromium computes for the controls of the page. */
async function accessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>
    }
    const controls = new Set([
      'button',
      'combobox',
      'textbox',
      'searchbox',
      'checkbox',
      'switch',
      'link',
      'tab',
      'menuitem',
      'option',
      'radio',
      'slider',
      'spinbutton',
      'dialog',
      'table',
      'progressbar',
      'img',
      'region',
      'navigation',
      'search',
    ])
    return nodes
      .filter((node) => !node.ignored && controls.has(node.role?.value ?? '') && node.name?.value)
      .map((node) => `${node.role!.value}: ${node.name!.value}`)
  } finally {
    await cdp.detach()
  }
}

describe('the video half at 1366 and 375 px', () => {
  it.each([1366, 375])('keeps every list’s row actions in view without a sideways scroll, and the current crumb on screen (%i px)', async (width) => {
    browser = await launch({ ...FULL_MOTION, viewport: { width, height: width > 500 ? 900 : 812 }, storage: { i18nextLng: 'tr' } })
    const { page } = browser
    await signInAt(page, '/mychannels', ADMIN, { mobile: width < 992 })
    const ids = await seedIds(page)

    for (const path of lists(ids)) {
      await openInApp(page, path)
      await rowsShown(page)
      const found = await actionsOutOfView(page)
      expect({ path, ...found }).toEqual({
        path,
        buttons: found.buttons,
        out: 0,
        pageScrollsSideways: false,
        // On a phone no list has a cell under the actions; at a laptop's width, the lists whose
        // default columns are meant to fit have none either (the videos' many columns scroll).
        underActions: width < 600 || FIT_AT_1366.some((fits) => path.startsWith(fits)) ? 0 : found.underActions,
      })
      expect(found.buttons).toBeGreaterThan(0)
    }

    for (const path of channelPages(ids)) {
      await openInApp(page, path)
      await page.locator('.fui-Breadcrumb [aria-current="page"]').first().waitFor()
      // The name of a record arrives after the page (a playlist's): wait until the crumb has it.
      if (path.includes('playlistId=')) await page.getByText(ids.playlistName, { exact: true }).first().waitFor()
      await expect.poll(() => currentCrumb(page)).toMatchObject({ inView: true })
    }
    // A playlist's page names the playlist.
    await openInApp(page, channelPages(ids)[3]!)
    await expect.poll(async () => (await currentCrumb(page))?.text).toBe(ids.playlistName)
    // A few pixels short at a laptop's width cost one crumb some letters, not every crumb its ending.
    if (width >= 1366) {
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.fui-Breadcrumb li span')]
          .filter((span) => span.scrollWidth > span.clientWidth + 1)
          .map((span) => span.textContent),
      )
      expect(cut.length).toBeLessThanOrEqual(1)
    }
  })

  it('puts a phone’s filters behind one "Filtreler (n)" button, in a drawer', async () => {
    browser = await launch({ ...FULL_MOTION, viewport: { width: 375, height: 812 }, storage: { i18nextLng: 'tr' } })
    const { page } = browser
    await signInAt(page, '/mychannels', ADMIN, { mobile: true })
    const ids = await seedIds(page)
    await openInApp(page, `/my-channels/${ids.channel}/contents/videos?privacyStatus=public`)
    await rowsShown(page)
    // Only the search stays on the page; the rest of the filters wait in the drawer.
    expect(await page.getByRole('combobox', { name: 'Görünürlük' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Filtreler (1)' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filtreler' })
    await drawer.getByRole('combobox', { name: 'Görünürlük' }).waitFor()
    await drawer.getByRole('button', { name: 'Sonuçları göster' }).click()
    await drawer.waitFor({ state: 'detached' })
  })

  it('shows a phone row as its title over its visibility and status, beside a drag handle and the actions', async () => {
    browser = await launch({ ...FULL_MOTION, viewport: { width: 375, height: 812 }, storage: { i18nextLng: 'tr' } })
    const { page } = browser
    await signInAt(page, '/mychannels', ADMIN, { mobile: true })
    const ids = await seedIds(page)
    await openInApp(page, `/my-channels/${ids.channel}/contents/playlists/playlistvideo?playlistId=${ids.playlist}`)
    await rowsShown(page)
    const row = page.locator('[role="table"] [data-row-id]').first()
    const [title, status, actions] = await Promise.all(
      ['[role="cell"][data-column="videoTitle"]', '[data-column="privacyStatus"]', '[data-column="actions"]'].map((selector) =>
        row.locator(selector).first().boundingBox(),
      ),
    )
    // The status is on the line under the title and ends before the actions start.
    expect(status!.y).toBeGreaterThan(title!.y)
    expect(status!.x + status!.width).toBeLessThanOrEqual(actions!.x)
    expect(await row.locator('[data-column="privacyStatus"]').first().textContent()).toMatch(/^(Herkese açık|Liste dışı|Özel)$/)
  })

  it('shortens a scheduled video’s long visibility on a phone with an ellipsis and keeps its upload status whole', async () => {
    browser = await launch({ ...FULL_MOTION, viewport: { width: 375, height: 812 }, storage: { i18nextLng: 'tr' } })
    const { page } = browser
    await signInAt(page, '/mychannels', ADMIN, { mobile: true })
    const ids = await seedIds(page)
    await openInApp(page, `/my-channels/${ids.channel}/contents/videos?privacyStatus=scheduled`)
    await rowsShown(page)
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[role="table"] [data-row-id]')].map((row) => {
        const fit = (column: string) => {
          const box = row.querySelector<HTMLElement>(`[data-column="${column}"]`)!
          const pill = box.firstElementChild as HTMLElement
          return {
            text: pill.textContent,
            // The pill ends inside its box, and text it cannot show ends in its own ellipsis.
            inside: pill.getBoundingClientRect().right <= box.getBoundingClientRect().right + 1,
            cut: pill.scrollWidth > pill.clientWidth + 1,
            ellipsis: getComputedStyle(pill).textOverflow === 'ellipsis',
          }
        }
        return { visibility: fit('privacyStatus'), upload: fit('uploadStatus') }
      }),
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.visibility).toMatchObject({ inside: true, ellipsis: true })
      expect(row.visibility.text).toMatch(/^Planlanmış · /)
      expect(row.upload).toMatchObject({ inside: true, cut: false })
    }
  })

  it('closes a document’s preview with Escape and gives focus back to its name', async () => {
    // The full browser: the headless shell has no PDF viewer, and the viewer taking focus is the point.
    browser = await launch({ ...FULL_MOTION, pdfViewer: true, storage: { i18nextLng: 'tr' } })
    const { page } = browser
    await signInAt(page, '/documents')
    await rowsShown(page)
    // A document the browser can show (a PDF in a frame, where focus could stay stuck): its name is a button.
    const opener = page.locator('[role="table"] [data-row-id] [data-column="name"] button').first()
    await opener.click()
    const preview = page.getByRole('dialog')
    await preview.waitFor()
    // The document is shown (Chromium's viewer takes focus as it loads), and focus is the dialog's.
    const shown = await preview.locator('iframe, img').first().elementHandle()
    await (await shown?.contentFrame())?.waitForLoadState('load')
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
    await page.keyboard.press('Escape')
    await preview.waitFor({ state: 'detached' })
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('names every control of the Turkish screens in Turkish (no English text, no Fluent default)', async () => {
    browser = await launch({ ...FULL_MOTION, storage: { i18nextLng: 'tr' } })
    const { page } = browser
    await signInAt(page, '/mychannels')
    const ids = await seedIds(page)
    const isEnglish = englishOnly()
    const screens = [
      '/mychannels',
      ...lists(ids),
      ...channelPages(ids),
      `/my-channels/${ids.channel}/contents/videos?uploadedStart=2026-01-05`,
      `/translation?view=coverage&channelId=${ids.channel}`,
      `/Thumbnail?channelId=${ids.channel}`,
    ]
    const english: string[] = []
    for (const path of screens) {
      await openInApp(page, path)
      await page.locator('main h1').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('[role="table"][aria-busy="true"]'))
      for (const name of await accessibleNames(page)) if (isEnglish(name.slice(name.indexOf(': ') + 2))) english.push(`${path} → ${name}`)
    }
    // The calendar of a date filter, open.
    await openInApp(page, `/my-channels/${ids.channel}/contents/videos`)
    await page.getByRole('combobox', { name: 'Yüklenme başlangıcı' }).click()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('dialog', { name: 'Takvim' }).waitFor()
    for (const name of await accessibleNames(page)) if (isEnglish(name.slice(name.indexOf(': ') + 2))) english.push(`calendar → ${name}`)
    expect(english).toEqual([])
  })
})

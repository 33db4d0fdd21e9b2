// Screenshots of the video half (videos, short videos, playlists, a playlist's videos, the upload
// wizard and tray, the video details drawer, subtitles, thumbnails, translations and their
// coverage, documents and a preview, reports) at 1366 and 375 px, in Turkish and English, light
// and dark, from the production build served by the mock gateway's Node host. A tool to LOOK at
// the screens, not a test: it writes `<page>-<lang>-<theme>-<width>.png` and `checks.json` (row
// menus out of the window, sideways page scroll, the current crumb out of view, text cut by its
// box) into the folder given (default artifacts/shots).
//
//   npm run shots -- [--out=DIR] [--only=videos,thumbnails] [--langs=tr] [--themes=dark] [--widths=375]
//
// The theme is the app's own setting (localStorage `themeSettings`, src/shared/theme), the
// language i18next's (`i18nextLng`). Builds dist/ first when it is missing.
/* global document, getComputedStyle -- functions passed to page.evaluate or addInitScript run in the browser */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { ensureChromium } from './ensure-chromium.mjs'

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}
const list = (name, fallback) => arg(name, fallback).split(',').filter(Boolean)
const out = resolve(arg('out', 'artifacts/shots'))
const only = list('only', '')
const langs = list('langs', 'tr,en')
const themes = list('themes', 'light,dark')
const widths = list('widths', '1366,375').map(Number)
const HEIGHT = { 1366: 900, 375: 812 }

const freePort = () =>
  new Promise((done) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })

const distDir = process.env.DIST_DIR ?? 'dist'
if (!existsSync(join(distDir, 'index.html'))) {
  spawnSync('npx', ['vite', 'build', '--outDir', distDir], { stdio: 'inherit', env: { ...process.env, VITE_MOCK_MODE: 'false' } })
}
const port = await freePort()
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir },
  stdio: 'ignore',
  detached: true,
})
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stopServer)
const base = `http://127.0.0.1:${port}`
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/login`)).ok) break
  } catch {
    // not up yet
  }
  await new Promise((done) => setTimeout(done, 250))
}
const control = (path, method, body) =>
  fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })

mkdirSync(out, { recursive: true })
const folder = mkdtempSync(join(tmpdir(), 'bo-shots-'))
const uploadFile = join(folder, 'gezi-vlog.mp4')
writeFileSync(uploadFile, randomBytes(64 * 1024 * 1024))

/** Rows drawn, no grid or skeleton loading, fonts ready, a moment for charts to lay out. */
async function settled(page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 })
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .fui-Skeleton, [role="progressbar"]:not([data-upload] *)'), null, { timeout: 15_000 })
    .catch(() => undefined)
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(600)
}

/** What the eye may miss: row menus out of the window, sideways scroll, crumb out of view, clipped text. */
const checks = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const outside = (el) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && (box.left < -1 || box.right > width + 1)
    }
    const menus = [...document.querySelectorAll('[role="table"] [data-row-id] [data-column="actions"] button')]
    const crumb = document.querySelector('.fui-Breadcrumb [aria-current="page"]')
    // Rows whose status (a column marked for the phone, or any cell) reaches under the sticky actions.
    const underActions = [...document.querySelectorAll('[role="table"] [data-row-id]')].filter((row) => {
      const actions = row.querySelector('[data-column="actions"]')
      if (!actions) return false
      const edge = actions.getBoundingClientRect().left
      const scroller = row.closest('[data-testid="list-grid-scroller"]')
      const end = scroller ? scroller.getBoundingClientRect().right : width
      return [...row.querySelectorAll('[data-column]:not([data-column="actions"])')].some((cell) => {
        const box = cell.getBoundingClientRect()
        return box.left < end && box.right > edge + 1 && box.left < edge
      })
    }).length
    // Labels and buttons whose text is wider than their box without an ellipsis meant for it.
    const clipped = [...document.querySelectorAll('label, button, [role="tab"], [role="columnheader"], h1, h2')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis' && getComputedStyle(el).overflow !== 'visible')
      .map((el) => (el.textContent ?? '').trim().slice(0, 40))
      .filter(Boolean)
    return {
      menus: menus.length,
      menusOut: menus.filter(outside).length,
      pageScrollsSideways: document.documentElement.scrollWidth > width,
      crumbOut: crumb ? outside(crumb) : null,
      underActions,
      clipped: [...new Set(clipped)].slice(0, 10),
    }
  })

async function signIn(page, lang) {
  await page.goto(`${base}/login`)
  await page.locator('input[name="email"]').fill('admin@demo.local')
  await page.locator('input[name="password"]').fill('Demo123!')
  await page.getByTestId('login-submit').click()
  await page.waitForURL(/dashboard-panel/, { timeout: 60_000 })
  return page.evaluate(async (language) => {
    const auth = JSON.parse(localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}')
    const call = async (path, body) =>
      (
        await (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.accessToken}`, 'accept-language': language },
            body: JSON.stringify(body),
          })
        ).json()
      ).body
    const channels = await call('/channel-service/channels/search', { index: 0, size: 2, sortKey: 'videoCount', sortOrder: 'desc' })
    const channel = channels.items[1].id
    const playlists = await call('/channel-service/playlists/search', { index: 0, size: 1, channelId: channel })
    const videos = await call('/channel-service/videos/search', { index: 0, size: 1, channelId: channel })
    // The channel with the most translated videos, so the coverage chart has bars to draw.
    const translations = await call('/channel-service/translations/search', { index: 0, size: 200, itemType: 'video' })
    const counts = new Map()
    for (const item of translations.items) counts.set(item.channelId, (counts.get(item.channelId) ?? 0) + 1)
    const translated = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? channel
    return { channel, playlist: playlists.items[0].id, video: videos.items[0].id, translated }
  }, lang)
}

/** Two caption tracks of the video uploaded and deleted (into the channel's subtitles Trash), unless the Trash has them already. */
function trashTracks(page, ids) {
  return page.evaluate(async ({ channel, video }) => {
    const auth = JSON.parse(localStorage.getItem('authState') ?? sessionStorage.getItem('authState') ?? '{}')
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${auth.accessToken}` }
    const call = (method, path, body, extra = {}) => fetch(path, { method, headers: { ...headers, ...extra }, body: body && JSON.stringify(body) })
    const found = await (await call('POST', '/channel-service/captions/trash/search', { index: 0, size: 1, channelId: channel })).json()
    if (found.body.totalCount > 0) return
    const content = '1\n00:00:01,000 --> 00:00:03,000\nHola.\n'
    for (const [languageCode, name, kind] of [
      ['es', 'Español', 'subtitles'],
      ['it', 'Italiano (non udenti)', 'closedCaptions'],
    ]) {
      const created = await (
        await call(
          'POST',
          `/channel-service/videos/${video}/captions`,
          { languageCode, kind, name, format: 'srt', content },
          { 'Idempotency-Key': crypto.randomUUID() },
        )
      ).json()
      const read = await (await call('GET', `/channel-service/captions/${created.body.id}`)).json()
      await call('DELETE', `/channel-service/captions/${created.body.id}`, undefined, { 'If-Match': `"${read.body.version}"` })
    }
  }, ids)
}

/** Each screen: a name, where it is, and what to do there before the picture. */
const screens = (ids, lang) => {
  const ch = `/my-channels/${ids.channel}`
  const en = lang === 'en'
  return [
    { name: 'videos', path: `${ch}/contents/videos`, rows: true },
    { name: 'shorts', path: `${ch}/contents/shortvideos`, rows: true },
    { name: 'playlists', path: `${ch}/contents/playlists`, rows: true },
    { name: 'playlist-videos', path: `${ch}/contents/playlists/playlistvideo?playlistId=${ids.playlist}`, rows: true },
    { name: 'video-details', path: `${ch}/contents/videos?editor=${ids.video}`, after: (page) => page.getByRole('dialog').last().waitFor() },
    {
      name: 'upload-wizard',
      path: `${ch}/contents/videos`,
      after: async (page) => {
        await page.getByRole('button', { name: en ? 'New upload' : 'Yeni yükleme' }).click()
        await page.getByRole('dialog').last().waitFor()
      },
    },
    {
      name: 'upload-tray',
      path: `${ch}/contents/videos`,
      after: async (page) => {
        // Slow chunks so the picture shows an upload under way, then an outage (the retrying state).
        await control('/__mock/faults', 'POST', { method: 'PATCH', path: '/channel-service/contents/*/uploads/*', latencyMs: 4000 })
        await page.getByRole('button', { name: en ? 'New upload' : 'Yeni yükleme' }).click()
        const dialog = page.getByRole('dialog').last()
        await dialog.locator('input[name="video-files"]').setInputFiles(uploadFile)
        await page.getByTestId('upload-tray').locator('[data-upload]').first().waitFor()
        await dialog
          .getByRole('button', { name: en ? 'Close' : 'Kapat' })
          .last()
          .click()
        await page.waitForTimeout(6000)
      },
    },
    {
      // Same page as the tray above (no navigation: a reload would interrupt the upload).
      name: 'upload-retrying',
      before: async () => {
        await control('/__mock/faults', 'DELETE')
        await control('/__mock/faults', 'POST', { method: 'PATCH', path: '/channel-service/contents/*/uploads/*', status: 500 })
      },
      after: async (page) => {
        await page
          .getByTestId('upload-tray')
          .locator('[data-phase="retrying"], [data-interrupted]')
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined)
      },
      cleanup: async (page) => {
        await control('/__mock/faults', 'DELETE')
        // Cancel it, so the pictures after this one have no tray (a confirmation may ask).
        page.once('dialog', (dialog) => void dialog.accept())
        const cancel = page.getByRole('button', { name: en ? 'Cancel gezi-vlog.mp4' : 'gezi-vlog.mp4 iptal et' })
        if (await cancel.count()) await cancel.first().click()
        await page.waitForTimeout(1500)
      },
    },
    { name: 'subtitles', path: `${ch}/contents/videos/${ids.video}/subtitles` },
    // The channel's subtitles Trash, opened from the video's subtitles page (two tracks deleted first, once per server).
    { name: 'subtitles-trash', path: `${ch}/contents/subtitles/trash?video=${ids.video}`, rows: true, before: (page) => trashTracks(page, ids) },
    {
      name: 'thumbnails',
      path: `/Thumbnail?channelId=${ids.channel}&video=${ids.video}`,
      // The channel and video fields side by side: their boxes' tops (they should be level).
      measure: (page) => page.locator('main .fui-Combobox').evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().top))),
    },
    { name: 'translations', path: '/translation', rows: true },
    { name: 'coverage', path: `/translation?view=coverage&channelId=${ids.translated}` },
    { name: 'coverage-empty', path: `/translation?view=coverage&channelId=${ids.channel}` },
    { name: 'documents', path: '/documents', rows: true },
    {
      name: 'document-preview',
      path: '/documents',
      after: async (page) => {
        await page.locator('[role="table"] [data-row-id] [data-column="actions"] button').first().click()
        const preview = page.getByRole('menuitem', { name: en ? 'Preview' : 'Önizle' })
        if (await preview.count()) {
          await preview.first().click()
          await page.getByRole('dialog').last().waitFor()
        }
      },
    },
    { name: 'reports', path: '/reports' },
    { name: 'content-reports', path: '/reports/content-reports' },
    { name: 'channel-reports', path: '/reports/channel-reports' },
  ].filter((screen) => only.length === 0 || only.includes(screen.name))
}

const results = {}
const executablePath = ensureChromium()
for (const lang of langs) {
  for (const theme of themes) {
    const profile = mkdtempSync(join(tmpdir(), 'bo-shots-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
      viewport: { width: 1366, height: 900 },
      locale: lang === 'tr' ? 'tr-TR' : 'en-US',
      colorScheme: theme,
    })
    await context.addInitScript(
      ({ language, mode }) => {
        localStorage.setItem('i18nextLng', language)
        const stored = JSON.parse(localStorage.getItem('themeSettings') ?? '{}')
        localStorage.setItem('themeSettings', JSON.stringify({ isSidebarOpen: true, isMobileSidebarOpen: false, ...stored, themeMode: mode }))
      },
      { language: lang, mode: theme },
    )
    const page = context.pages()[0] ?? (await context.newPage())
    const ids = await signIn(page, lang)
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 })
      for (const screen of screens(ids, lang)) {
        const file = `${screen.name}-${lang}-${theme}-${width}.png`
        try {
          await screen.before?.(page)
          if (screen.path) await page.goto(`${base}${screen.path}`)
          await settled(page)
          await screen.after?.(page)
          // A phone shows the list's rows below the page's head and filters: bring them into view.
          if (screen.rows && width < 600) await page.evaluate(() => document.querySelector('[role="table"]')?.scrollIntoView({ block: 'center' }))
          await page.waitForTimeout(400)
          const dark = await page.evaluate(() => document.documentElement.dataset.theme)
          if (dark !== theme) throw new Error(`the page is in the ${dark} theme`)
          results[file] = { ...(await checks(page)), ...(screen.measure ? { measured: await screen.measure(page) } : {}) }
          await page.screenshot({ path: join(out, file) })
        } catch (error) {
          results[file] = { error: String(error).split('\n')[0] }
          await page.screenshot({ path: join(out, file) }).catch(() => undefined)
        } finally {
          await screen.cleanup?.(page)
        }
        console.log(file, JSON.stringify(results[file]))
      }
    }
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}
// A partial run (--only, --langs…) updates its pictures' entries and keeps the others'.
const checksFile = join(out, 'checks.json')
const earlier = existsSync(checksFile) ? JSON.parse(readFileSync(checksFile, 'utf8')) : {}
writeFileSync(checksFile, `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`)
rmSync(folder, { recursive: true, force: true })
await control('/__mock/faults', 'DELETE').catch(() => undefined)
stopServer()
console.log(`${Object.keys(results).length} pictures in ${out}`)

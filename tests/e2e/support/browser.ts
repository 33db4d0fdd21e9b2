import { execSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { E2E_WAIT_MS } from '@tests/waits'

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../artifacts/screenshots')

function commandPath(names: string[]): string | undefined {
  for (const name of names) {
    try {
      const found = execSync(`command -v ${name}`, { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      // try the next name
    }
  }
  return undefined
}

/** Debian's Chromium (docs/architecture.md); CHROMIUM_PATH wins when set. */
export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH || commandPath(['chromium', 'chromium-browser'])
  if (found) return found
  throw new Error('Chromium is not installed: `apt-get install -y chromium`, or set CHROMIUM_PATH.')
}

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`), where the tests run unless
 * they need the full browser (LaunchOptions.pdfViewer); CHROMIUM_HEADLESS_SHELL_PATH wins when set.
 * `npm test` installs it (scripts/ensure-chromium.mjs); a run started another way without it uses
 * the full browser and says so once.
 */
function headlessShellPath(): string {
  const found = process.env.CHROMIUM_HEADLESS_SHELL_PATH || commandPath(['chromium-headless-shell'])
  if (found) return found
  if (!warnedNoShell) {
    warnedNoShell = true
    console.warn('chromium-headless-shell is not installed (`apt-get install -y chromium-headless-shell`): this run uses the full Chromium, which is slower.')
  }
  return chromiumPath()
}
let warnedNoShell = false

/**
 * The mock gateway this test file talks to. End-to-end files run in parallel workers, each with
 * its own Node host (global-setup.ts starts one per worker), so faults, settings and data
 * changes of one file never reach a file running beside it.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const pool = Number(process.env.VITEST_POOL_ID ?? 1)
  return urls?.length ? (urls[(Math.max(1, pool) - 1) % urls.length] ?? urls[0]!) : inject('baseUrl')
}

export interface Browser {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

export interface LaunchOptions {
  viewport?: { width: number; height: number }
  /** Extra entries for localStorage before the first page script runs (e.g. theme, language). */
  storage?: Record<string, string>
  /** Where relative URLs go (default: this worker's mock gateway), e.g. nginx in front of it. */
  baseURL?: string
  /** Accept this server's self-signed TLS certificate. */
  ignoreHTTPSErrors?: boolean
  /**
   * The user's motion setting (`prefers-reduced-motion`). Default `reduce`: Fluent then skips its
   * enter and exit motions and stops spinners and skeleton shimmer, which is most of what Chromium
   * draws while a test waits. The files about layout, the shell and accessibility pass
   * `no-preference`, so the default motion stays tested (docs/decisions.md, "Browser tests run
   * with reduced motion").
   */
  motion?: 'reduce' | 'no-preference'
  /**
   * Needs Chromium's own PDF viewer (a PDF shown in a frame): the full browser. Every other test
   * runs in the headless shell, the same Chromium without the browser's user interface, which
   * draws the same pages with about 40 % less CPU but has no PDF viewer (it downloads the file).
   */
  pdfViewer?: boolean
}

/** Launch options of the files that test the default motion (LaunchOptions.motion). */
export const FULL_MOTION = { motion: 'no-preference' } as const satisfies LaunchOptions

/** Flags of every end-to-end Chromium (docs/architecture.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * One Chromium per test file and kind (headless shell, full browser; a file runs in its own worker
 * process), started by the file's first `launch()` of that kind and closed after the file
 * (support/reset.ts). Starting Chromium costs about 0.8 s of a core; a new context of a running
 * one about 0.1 s, with the same isolation: its own cookies, localStorage, sessionStorage,
 * IndexedDB and cache, nothing shared with another context.
 */
const shared = new Map<'shell' | 'full', Promise<ChromiumBrowser>>()

function sharedChromium(kind: 'shell' | 'full'): Promise<ChromiumBrowser> {
  let running = shared.get(kind)
  if (!running) {
    const executablePath = kind === 'full' ? chromiumPath() : headlessShellPath()
    running = chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })
    shared.set(kind, running)
  }
  return running
}

/** Closes this file's Chromiums, if a test started them (after the file: support/reset.ts). */
export async function closeSharedChromium() {
  const running = [...shared.values()]
  shared.clear()
  await Promise.all(running.map(async (browser) => (await browser).close()))
}

/**
 * A fresh browser context (its own storage, as a new profile would be: nothing of an earlier test
 * remains) of this file's Chromium, headless, with one page. Every test that needs a clean browser
 * launches one; `close()` closes the context.
 */
export async function launch(options: LaunchOptions = {}): Promise<Browser> {
  const context = await (
    await sharedChromium(options.pdfViewer ? 'full' : 'shell')
  ).newContext({
    viewport: options.viewport ?? { width: 1366, height: 900 },
    baseURL: options.baseURL ?? baseUrl(),
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
    locale: 'tr-TR',
    reducedMotion: options.motion ?? 'reduce',
  })
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__e2e_seeded')) return
      sessionStorage.setItem('__e2e_seeded', '1')
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, options.storage)
  }
  context.setDefaultTimeout(E2E_WAIT_MS)
  const page = await context.newPage()
  return {
    context,
    page,
    async close() {
      await context.close()
    },
  }
}

/**
 * Saves a screenshot (the viewport, or the full page) to artifacts/screenshots/<name>.png and returns its path.
 * By default running animations are finished first, so the picture shows where they end. A toast's
 * timer is a CSS animation (Fluent's Toast), so finishing it CLOSES every toast on screen: a test that
 * goes on to use a toast (its Undo) takes the picture with `keepToasts` (animations run on).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean; keepToasts?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: options.keepToasts ? 'allow' : 'disabled' })
  return path
}

/**
 * Waits until every running animation and transition of the page has finished (a drawer sliding
 * in, a dialog fading in): a box measured before that is a frame of the animation, which a busy
 * machine stretches.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner runs forever: only the animations that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

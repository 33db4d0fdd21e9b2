import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { decodeClaims, rolesOf } from '@/lib/jwt'
import { E2E_PROBE_MS } from '@tests/waits'
import { baseUrl } from './browser'

/** Password of every demo account (the README's mock accounts). */
export const DEMO_PASSWORD = 'Demo123!'
export const ADMIN = 'admin@demo.local'
export const EDITOR = 'editor@demo.local'

/** Fills the login form and submits it (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD, options: { remember?: boolean } = {}) {
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  if (options.remember === false) await page.getByRole('checkbox').uncheck()
  await page.getByTestId('login-submit').click()
}

/** Opens /login, signs in and waits for the dashboard (or `expectPath`) and its menus (unless `mobile`). */
export async function login(page: Page, email = ADMIN, options: { expectPath?: string; remember?: boolean; mobile?: boolean } = {}) {
  await page.goto('/login')
  await page.locator('input[name="email"]').waitFor()
  await submitLogin(page, email, DEMO_PASSWORD, options)
  await page.waitForURL((url) => url.pathname === (options.expectPath ?? '/dashboard-panel'))
  if (options.mobile) await page.locator('main h1').first().waitFor()
  else await waitForMenus(page)
}

/**
 * Signs in without the login page and opens `path`: the gateway's password grant from the test
 * process, the session stored as the login page stores it with "remember me" (src/api/session.ts
 * signIn), then one load of `path`, as a user reopening a remembered session does. For tests of
 * screens, not of signing in: auth.e2e.ts and the tests that sign in over a page walk the login
 * page itself. It skips the login page and the dashboard's start-up: 1.2–1.8 s to a list against
 * 1.7–3.3 s through the login page on a loaded machine (six of each, session 7).
 * A change of the stored record's shape shows here at once: start-up would not take it, and the
 * page would be the login page instead of `path`.
 */
export async function signInAt(page: Page, path: string, email = ADMIN, options: { mobile?: boolean } = {}) {
  const tokens = await tokenSetOf(email)
  const claims = decodeClaims(tokens.access_token)
  expect(claims?.exp, 'the access token has an expiry').toBeTypeOf('number')
  const state = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token ?? null,
    isAuthenticated: true,
    user: {
      username: claims?.email ?? email,
      email: claims?.email ?? email,
      firstName: claims?.given_name ?? '',
      lastName: claims?.family_name ?? '',
      roles: rolesOf(claims),
    },
  }
  // A same-origin document that runs none of the app, to write the app's storage before it starts.
  await page.goto('/config.json')
  await page.evaluate(
    ([record, expiresAt]) => {
      localStorage.setItem('authState', record)
      localStorage.setItem('tokenExpiresAt', expiresAt)
    },
    [JSON.stringify(state), String(claims!.exp! * 1000)] as const,
  )
  await page.goto(path)
  if (options.mobile) await page.locator('main h1').first().waitFor()
  else await waitForMenus(page)
}

/** The sidebar has its entries (permissions known, menu rendered). */
export async function waitForMenus(page: Page) {
  await page.locator('#app-sidebar a[href="/dashboard-panel"]').first().waitFor()
}

/** The hrefs of the sidebar's page entries, in order (groups opened first). */
export async function menuHrefs(page: Page): Promise<string[]> {
  await waitForMenus(page)
  return page.locator('#app-sidebar a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
}

/** The names of the sidebar's groups and top-level entries. */
export async function menuLabels(page: Page): Promise<string[]> {
  return page.locator('#app-sidebar').evaluate((nav) => [...nav.querySelectorAll('a, button')].map((el) => (el.textContent ?? '').trim()).filter(Boolean))
}

/** Mock gateway control endpoint (faults and settings of the running server). */
export async function mockControl(method: 'POST' | 'DELETE', path: '/__mock/faults' | '/__mock/settings' | '/__mock/revoke', body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `${method} ${path}`).toBe(true)
  return response.json() as Promise<unknown>
}

export async function clearFaults() {
  await mockControl('DELETE', '/__mock/faults')
}

/**
 * Opens every closed sidebar group, so all entries are in the DOM. The tab comes to the front
 * first, as a user's does: Chromium draws no frames in a tab behind another, and each click there
 * waits out Playwright's two-frame stability check (about 13 s for the four groups, measured).
 */
export async function expandMenu(page: Page) {
  await page.bringToFront()
  await waitForMenus(page)
  const closed = page.locator('#app-sidebar button[aria-expanded="false"]')
  for (let guard = 0; guard < 10 && (await closed.count()) > 0; guard += 1) {
    await closed.first().click()
  }
}

/** The app's common words in both languages (public/assets/locales/<lng>/common.json). */
const COMMON = ['tr', 'en'].map(
  (lng) =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../public/assets/locales/${lng}/common.json`), 'utf8')) as {
      actions: { closeMessage: string }
      notFound: { title: string }
    },
)

/** The toasts' own Close button, in either language. */
const CLOSE_TOAST = new RegExp(`^(${COMMON.map((words) => words.actions.closeMessage).join('|')})$`)

/**
 * Closes the page's toasts with their Close buttons, one after another, as a user does who wants
 * the buttons a toast covers: toasts sit at the top right, over a page's New and Trash buttons,
 * for 5 s (an Undo for 10 s), and a click there waits until they are gone.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('[data-toaster-position] [role="listitem"]')
  await expect
    .poll(async () => {
      if ((await toasts.count()) === 0) return 0
      // One try: a toast can go on its own (its time ran out) just before the click, which would
      // then wait for a button that never comes back. The poll counts again and tries the next.
      await toasts
        .first()
        .getByRole('button', { name: CLOSE_TOAST })
        .click({ timeout: E2E_PROBE_MS })
        .catch(() => undefined)
      return toasts.count()
    })
    .toBe(0)
}

/** Reads a localStorage entry of the page. */
export const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

/** Resets the mock gateway's token lifetimes to its defaults. */
export async function resetTokenLifetimes() {
  await mockControl('POST', '/__mock/settings', { accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 7 * 24 * 3600 })
}

interface TokenSet {
  access_token: string
  refresh_token: string
  id_token?: string | null
}

/** An access token of a mock account from the gateway's password grant (for calls a test makes itself). */
export async function tokenOf(email: string): Promise<string> {
  return (await tokenSetOf(email)).access_token
}

/** The gateway's password grant for a mock account, as the login page asks for it. */
async function tokenSetOf(email: string): Promise<TokenSet> {
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
  return (await response.json()) as TokenSet
}

/** A JSON call to the gateway with a token (English messages); expects 200 and returns the envelope's body. */
export async function gatewayCall<T>(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en-US',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBe(200)
  return ((await response.json()) as { body: T }).body
}

/** The not-found page's heading in both languages. */
const NOT_FOUND_TITLES = COMMON.map((words) => words.notFound.title)

/** A history entry and a popstate: react-router navigates as for a link, without a reload. */
const pushPath = (page: Page, path: string) =>
  page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)

/**
 * Opens `path` in the running app as a link does, without reloading the page (about a second of
 * start-up less per screen on CI's cores). For tests that walk many screens of one signed-in session
 * and test the screens, not the start-up; a page not yet showing the app is opened with page.goto.
 * It passes through the not-found page first, so when it returns nothing of the screen before is on
 * the page any more (a transition keeps the old screen while the next one loads): what the caller
 * waits for next belongs to `path`.
 */
export async function openInApp(page: Page, path: string) {
  const inApp = await page.evaluate(() => Boolean(document.querySelector('#root main'))).catch(() => false)
  if (!inApp) {
    await page.goto(path)
    return
  }
  await pushPath(page, '/__e2e/between')
  const between = await page.waitForFunction(
    (titles) => [...document.querySelectorAll('main h1')].find((heading) => titles.includes(heading.textContent ?? '')),
    NOT_FOUND_TITLES,
  )
  await between.evaluate((heading) => heading?.setAttribute('data-e2e-between', ''))
  await pushPath(page, path)
  await page.waitForFunction(() => !document.querySelector('[data-e2e-between]'))
}

/**
 * Waits until the page's live connection (SignalR) is up, as the bell says. A page shows its data
 * before its connection is up, and a first connect reads nothing again: a change made before it
 * reaches that page only through a reload.
 */
export const liveConnected = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-live-status') === 'connected', null, {
    polling: 100,
  })

/** Waits until the page shows a table and no table is reading (`aria-busy`). */
export const tableSettled = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[role="table"][aria-busy="false"]') && !document.querySelector('[role="table"][aria-busy="true"]'))

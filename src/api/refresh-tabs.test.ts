import { IDBFactory } from 'fake-indexeddb'
import { http as route, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { quietConsoleErrors } from '@tests/console'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'

/**
 * Several tabs of one origin, each with its own copy of the mutator and the session store (as
 * each tab has its own JavaScript), sharing localStorage and one lock manager, against a token
 * endpoint that rotates refresh tokens strictly (a used one answers invalid_grant), as
 * OpenIddict and IdentityServer can be configured to.
 */

type Tab = { session: (typeof import('./session'))['session']; http: typeof import('./http'); signOuts: string[] }

async function openTab(): Promise<Tab> {
  vi.resetModules()
  const { session } = await import('./session')
  const http = await import('./http')
  const signOuts: string[] = []
  session.onSignOut((reason) => signOuts.push(reason))
  return { session, http, signOuts }
}

/** A Web Locks stand-in: exclusive locks granted in request order; it records who asked. */
class FakeLockManager {
  requests: string[] = []
  private tails = new Map<string, Promise<unknown>>()
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.requests.push(name)
    const previous = this.tails.get(name) ?? Promise.resolve()
    const run = previous.then(
      () => callback(),
      () => callback(),
    )
    this.tails.set(
      name,
      run.catch(() => undefined),
    )
    return run
  }
}

let grants = 0
let refused = 0
let current = 'refresh-0'
let issued: string[] = []

/** Strict rotation: only the newest refresh token works, once. Access tokens live `lifetime` seconds. */
const tokenEndpoint = (delayMs = 30, lifetime = 3600) =>
  route.post('*/identity-service/api/connect/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (form.get('refresh_token') !== current) {
      refused += 1
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
    }
    grants += 1
    current = `refresh-${grants}`
    const access = tokenExpiringIn(lifetime)
    issued.push(access)
    return HttpResponse.json({ access_token: access, refresh_token: current, id_token: 'id' })
  })

const dataEndpoint = () =>
  route.get('*/identity-service/users/:id', ({ request, params }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? ''
    if (!issued.includes(token)) return HttpResponse.json({ header: { isSuccess: false, message: 'nope' } }, { status: 401 })
    return HttpResponse.json({ header: { isSuccess: true, message: null }, body: { id: params.id } })
  })

const burst = (tab: Tab, count: number) =>
  Array.from({ length: count }, (_, i) =>
    tab.http.identityClient<{ header: { isSuccess: boolean }; body: { id: string } }>({ url: `/users/${i}`, method: 'GET' }),
  )

function setLocks(locks: FakeLockManager | undefined) {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
}

let locks: FakeLockManager
beforeEach(() => {
  grants = 0
  refused = 0
  current = 'refresh-0'
  issued = []
  locks = new FakeLockManager()
  setLocks(locks)
  // One IndexedDB for the origin, as the browser has (the refresh ledger, refresh-ledger.ts).
  vi.stubGlobal('indexedDB', new IDBFactory())
  quietConsoleErrors()
})
afterEach(() => {
  setLocks(undefined)
  vi.unstubAllGlobals()
})

/** Signs in (remembered: every tab of the origin shares it) with a token inside the 5-minute margin. */
async function tabsWithExpiringToken(count: number): Promise<Tab[]> {
  const tabs: Tab[] = []
  for (let i = 0; i < count; i += 1) tabs.push(await openTab())
  tabs[0]!.session.signIn({ accessToken: tokenExpiringIn(60), refreshToken: 'refresh-0' }, 'admin@demo.local', true)
  return tabs
}

describe('one token refresh across tabs (Web Locks)', () => {
  it.each([2, 5])('%i tabs, a burst of 10 calls each with an expiring token: 1 refresh grant, no logout, every call succeeds', async (count) => {
    server.use(tokenEndpoint(), dataEndpoint())
    const tabs = await tabsWithExpiringToken(count)
    const results = await Promise.all(tabs.flatMap((tab) => burst(tab, 10)))
    expect(results).toHaveLength(count * 10)
    expect(grants).toBe(1)
    expect(refused).toBe(0)
    expect(tabs.flatMap((tab) => tab.signOuts)).toEqual([])
    // Every tab now holds the one new token pair; each asked for the lock once.
    for (const tab of tabs) expect(tab.session.get()?.refreshToken).toBe('refresh-1')
    expect(locks.requests).toEqual(Array.from({ length: count }, () => 'token-refresh'))
  })

  it('a tab that waited for the lock uses the tokens the holder stored, without a grant of its own', async () => {
    server.use(tokenEndpoint(), dataEndpoint())
    const [tab] = await tabsWithExpiringToken(1)
    // Another tab holds the lock and refreshes meanwhile.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    void locks.request('token-refresh', () => held)
    const waiting = tab!.http.refreshAccessToken()
    const elsewhere = tokenExpiringIn(3600)
    issued.push(elsewhere)
    const stored = JSON.parse(localStorage.getItem('authState')!) as Record<string, unknown>
    localStorage.setItem('authState', JSON.stringify({ ...stored, accessToken: elsewhere, refreshToken: 'refresh-elsewhere' }))
    localStorage.setItem('lastTokenRefresh', String(Date.now()))
    release()
    expect(await waiting).toBe(elsewhere)
    expect(grants).toBe(0)
    expect(tab!.session.get()?.refreshToken).toBe('refresh-elsewhere')
    expect(tab!.signOuts).toEqual([])
  })

  it('a tab whose copy of localStorage still shows the spent pair when it gets the lock waits for the new pair instead of redeeming the spent token', async () => {
    server.use(tokenEndpoint(), dataEndpoint())
    const [a, b] = await tabsWithExpiringToken(2)
    const keys = ['authState', 'lastTokenRefresh'] as const
    const snapshot = () => keys.map((key) => localStorage.getItem(key))
    const restore = (values: (string | null)[]) =>
      keys.forEach((key, i) => (values[i] == null ? localStorage.removeItem(key) : localStorage.setItem(key, values[i]!)))
    const beforeRefresh = snapshot()
    const refreshedInA = await a!.http.refreshAccessToken()
    const afterRefresh = snapshot()
    // Tab B's copy of localStorage lags behind A's writes (Chromium hands them over some time
    // later); the browser brings it up to date 200 ms after B got the lock.
    restore(beforeRefresh)
    setTimeout(() => restore(afterRefresh), 200)
    expect(await b!.http.refreshAccessToken()).toBe(refreshedInA)
    expect(grants).toBe(1)
    expect(refused).toBe(0)
    expect(b!.session.get()?.refreshToken).toBe('refresh-1')
    expect([...a!.signOuts, ...b!.signOuts]).toEqual([])
  })

  it('keeps the 10-second window across tabs: right after one tab refreshed, another does not refresh again', async () => {
    server.use(tokenEndpoint(), dataEndpoint())
    const [a, b] = await tabsWithExpiringToken(2)
    await Promise.all(burst(a!, 3))
    expect(grants).toBe(1)
    // The new token expires within the margin too, but a refresh happened under 10 s ago.
    const soon = tokenExpiringIn(60)
    issued.push(soon)
    const stored = JSON.parse(localStorage.getItem('authState')!) as Record<string, unknown>
    localStorage.setItem('authState', JSON.stringify({ ...stored, accessToken: soon }))
    b!.session.resetForTests()
    await Promise.all(burst(b!, 3))
    expect(grants).toBe(1)
  })

  /**
   * A browser hands a tab another tab's localStorage writes one key at a time, in the order they
   * were made (Chromium: one change message per key, and the storage event of one key can run
   * before the next key arrives). Here tab B gets each of tab A's writes, acts on it (its storage
   * event, a call wanting a token) and only then sees the next write.
   */
  it.each(['a refresh', 'start-up resuming the remembered session'])(
    'keeps the 10-second window while another tab gets the writes of %s one by one: no tab sees the new tokens without the refresh time',
    async (writer) => {
      // Tokens inside the 5-minute margin, as in the five-tab end-to-end test: only the window holds a refresh back.
      server.use(tokenEndpoint(30, 60))
      const [a, b] = await tabsWithExpiringToken(2)
      const resume = writer !== 'a refresh'
      if (resume) {
        // The remembered session's access token expired while the browser was closed.
        const stored = JSON.parse(localStorage.getItem('authState')!) as Record<string, unknown>
        localStorage.setItem('authState', JSON.stringify({ ...stored, accessToken: tokenExpiringIn(-5) }))
        b!.session.syncFromOtherTab()
      }
      localStorage.setItem('lastTokenRefresh', String(Date.now() - 60_000))
      const tokensInB: Promise<string | null>[] = []
      const writtenByA: string[] = []
      const { setItem } = Storage.prototype
      let watching = true
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
        setItem.call(this, key, value)
        if (!watching || this !== localStorage) return
        writtenByA.push(key)
        if (key === 'authState') b!.session.syncFromOtherTab()
        tokensInB.push(b!.http.getFreshAccessToken())
      })
      await (resume ? a!.http.resumeRememberedSession() : a!.http.refreshAccessToken())
      watching = false
      expect(writtenByA).toEqual(expect.arrayContaining(['authState', 'lastTokenRefresh']))
      const tokens = await Promise.all(tokensInB)
      expect(tokens.every((token) => token != null)).toBe(true)
      expect(grants).toBe(1)
      expect(refused).toBe(0)
      expect(b!.session.get()?.refreshToken).toBe('refresh-1')
      expect([...a!.signOuts, ...b!.signOuts]).toEqual([])
    },
  )

  it('a failed refresh signs out once: the waiting tab follows the sign-out without a second grant', async () => {
    server.use(tokenEndpoint(), dataEndpoint())
    current = 'nothing-works'
    const [a, b] = await tabsWithExpiringToken(2)
    const outcomes = await Promise.allSettled([...burst(a!, 3), ...burst(b!, 3)])
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
    expect(refused).toBe(1)
    expect(a!.signOuts).toEqual(['refresh_failed'])
    expect(b!.signOuts).toEqual(['other_tab'])
    expect(localStorage.getItem('authState')).toBeNull()
  })

  it('without Web Locks each tab keeps its own single flight, and a tab that lost the race takes the winner’s tokens instead of logging out', async () => {
    setLocks(undefined)
    server.use(tokenEndpoint(), dataEndpoint())
    const [a, b] = await tabsWithExpiringToken(2)
    const results = await Promise.all([...burst(a!, 5), ...burst(b!, 5)])
    expect(results).toHaveLength(10)
    // One grant per tab at most: both tabs sent refresh-0, the server honoured the first only.
    expect(grants).toBe(1)
    expect(refused).toBe(1)
    expect([...a!.signOuts, ...b!.signOuts]).toEqual([])
    expect(b!.session.get()?.refreshToken).toBe('refresh-1')
  })
})

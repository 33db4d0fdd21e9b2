import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOGOUT_KEYS, STORAGE_KEYS } from '@/lib/storage-keys'
import { makeToken, tokenExpiringIn } from '@tests/tokens'
import { ApiError } from './errors'
import { session } from './session'

const stored = (accessToken: string, refreshToken = 'r') =>
  JSON.stringify({
    accessToken,
    refreshToken,
    idToken: null,
    isAuthenticated: true,
    user: { username: 'a@b.c', email: 'a@b.c', firstName: 'A', lastName: 'B', roles: [] },
  })

beforeEach(() => session.resetForTests())

/** What Chrome does with storage disabled: merely reading `localStorage` throws. */
const blocked = new Map<string, PropertyDescriptor | undefined>()
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    blocked.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
  }
}
function unblockStorage() {
  for (const [name, descriptor] of blocked) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
  blocked.clear()
}

describe('session restore at start-up (spec §4)', () => {
  it('restores a session whose access token has not expired', () => {
    localStorage.setItem(STORAGE_KEYS.authState, stored(tokenExpiringIn(600)))
    expect(session.restore()?.user.email).toBe('a@b.c')
  })

  it('drops a session whose access token has expired, and its keys', () => {
    localStorage.setItem(STORAGE_KEYS.authState, stored(tokenExpiringIn(-1)))
    localStorage.setItem(STORAGE_KEYS.cmsId, 'x')
    expect(session.restore()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.cmsId)).toBeNull()
  })

  it.each([
    ['no expiry claim', makeToken({ sub: 'u', email: 'a@b.c' })],
    ['an expiry that is not a number', makeToken({ sub: 'u', email: 'a@b.c', exp: String(Math.floor(Date.now() / 1000) + 600) })],
  ])('drops a session whose access token has %s', (_, token) => {
    localStorage.setItem(STORAGE_KEYS.authState, stored(token))
    expect(session.restore()).toBeNull()
    expect(session.get()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
  })

  it.each([
    ['not JSON', '{"accessToken":'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['no refresh token', stored(tokenExpiringIn(600), '')],
    ['an unreadable access token', stored('garbage')],
    ['wrong field types', JSON.stringify({ accessToken: 1, refreshToken: 2, isAuthenticated: 'yes', user: [] })],
  ])('treats %s as no session, without throwing', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.authState, raw)
    expect(() => session.restore()).not.toThrow()
    expect(session.get()).toBeNull()
  })
})

describe('sign-in and sign-out', () => {
  it('reads the user and roles from the access token', () => {
    const token = makeToken({
      sub: 'u',
      email: 'e@x.io',
      given_name: 'Eda',
      family_name: 'Yıldız',
      role: ['editor', 'viewer'],
      exp: Math.floor(Date.now() / 1000) + 600,
    })
    const state = session.signIn({ accessToken: token, refreshToken: 'r' }, 'e@x.io', true)
    expect(state.user).toEqual({ username: 'e@x.io', email: 'e@x.io', firstName: 'Eda', lastName: 'Yıldız', roles: ['editor', 'viewer'] })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState) ?? '{}').accessToken).toBe(token)
    expect(Number(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt))).toBeGreaterThan(Date.now())
  })

  it("rejects a token without readable claims with 'Invalid token received'", () => {
    expect(() => session.signIn({ accessToken: 'nope', refreshToken: 'r' }, 'e@x.io', true)).toThrowError(ApiError)
    expect(() => session.signIn({ accessToken: 'nope', refreshToken: 'r' }, 'e@x.io', true)).toThrow('Invalid token received')
  })

  it('keeps the session in this tab only when "remember me" is off', () => {
    session.signIn({ accessToken: tokenExpiringIn(600), refreshToken: 'r' }, 'e@x.io', false)
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEYS.authState)).not.toBeNull()
    session.resetForTests()
    expect(session.get()?.user.email).toBe('admin@demo.local')
  })

  it('clears every key of spec §4 on sign-out, tells listeners once, and keeps the language and theme', () => {
    session.signIn({ accessToken: tokenExpiringIn(600), refreshToken: 'r' }, 'e@x.io', true)
    for (const key of LOGOUT_KEYS) if (!localStorage.getItem(key)) localStorage.setItem(key, 'v')
    localStorage.setItem(STORAGE_KEYS.language, 'en')
    localStorage.setItem(STORAGE_KEYS.themeSettings, '{"themeMode":"dark"}')
    const reasons: string[] = []
    session.onSignOut((reason) => reasons.push(reason))
    session.signOut('logout')
    session.signOut('logout')
    expect(reasons).toEqual(['logout'])
    for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en')
    expect(localStorage.getItem(STORAGE_KEYS.themeSettings)).not.toBeNull()
  })

  it('clears the playlist the user was working on (playlistId, playlistName) on sign-out, in both storages', () => {
    session.signIn({ accessToken: tokenExpiringIn(600), refreshToken: 'r' }, 'e@x.io', true)
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem('playlistId', 'p-1')
      storage.setItem('playlistName', 'Yaz listesi')
    }
    session.signOut('logout')
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem('playlistId')).toBeNull()
      expect(storage.getItem('playlistName')).toBeNull()
    }
  })

  it('follows a logout in another tab', () => {
    session.signIn({ accessToken: tokenExpiringIn(600), refreshToken: 'r' }, 'e@x.io', true)
    const reasons: string[] = []
    session.onSignOut((reason) => reasons.push(reason))
    localStorage.removeItem(STORAGE_KEYS.authState) // what the other tab's logout does
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authState, newValue: null }))
    expect(session.get()).toBeNull()
    expect(reasons).toEqual(['other_tab'])
  })
})

describe('a refresh that finishes after the session changed in another tab (docs/architecture.md)', () => {
  const refreshed = { accessToken: tokenExpiringIn(3600), refreshToken: 'r-new' }

  it('writes nothing and signs out when another tab logged out meanwhile', () => {
    session.signIn({ accessToken: tokenExpiringIn(30), refreshToken: 'r' }, 'e@x.io', true)
    const reasons: string[] = []
    session.onSignOut((reason) => reasons.push(reason))
    const forEpoch = session.epoch()
    localStorage.removeItem(STORAGE_KEYS.authState) // the other tab's logout; its storage event has not arrived yet
    expect(session.updateTokens(forEpoch, refreshed)).toBe(false)
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(session.get()).toBeNull()
    expect(reasons).toEqual(['other_tab'])
  })

  it('writes nothing over a session another tab signed in meanwhile, and follows that one', () => {
    session.signIn({ accessToken: tokenExpiringIn(30), refreshToken: 'r' }, 'e@x.io', true)
    const forEpoch = session.epoch()
    const other = tokenExpiringIn(3600, { email: 'other@demo.local' })
    localStorage.setItem(STORAGE_KEYS.authState, stored(other, 'r-other'))
    expect(session.updateTokens(forEpoch, refreshed)).toBe(false)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState) ?? '{}').refreshToken).toBe('r-other')
    expect(session.get()?.accessToken).toBe(other)
  })

  it('keeps writing a tab-only session to this tab, even when another tab remembers a session', () => {
    session.signIn({ accessToken: tokenExpiringIn(30), refreshToken: 'r' }, 'e@x.io', false)
    const forEpoch = session.epoch()
    localStorage.setItem(STORAGE_KEYS.authState, stored(tokenExpiringIn(3600), 'r-other'))
    expect(session.updateTokens(forEpoch, refreshed)).toBe(true)
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authState) ?? '{}').refreshToken).toBe('r-new')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authState) ?? '{}').refreshToken).toBe('r-other')
    expect(session.get()?.refreshToken).toBe('r-new')
  })
})

describe('with browser storage blocked (reading localStorage throws)', () => {
  afterEach(() => unblockStorage())

  it('starts with no session, and signs in and out in memory without throwing', () => {
    localStorage.setItem(STORAGE_KEYS.authState, stored(tokenExpiringIn(600)))
    blockStorage()
    expect(() => session.restore()).not.toThrow()
    expect(session.get()).toBeNull()
    const reasons: string[] = []
    session.onSignOut((reason) => reasons.push(reason))
    const state = session.signIn({ accessToken: tokenExpiringIn(600), refreshToken: 'r' }, 'e@x.io', false)
    expect(session.get()).toBe(state)
    expect(session.updateTokens(session.epoch(), { accessToken: tokenExpiringIn(3600), refreshToken: 'r2' })).toBe(true)
    expect(session.lastRefreshAt()).toBeNull()
    expect(() => session.signOut('logout')).not.toThrow()
    expect(reasons).toEqual(['logout'])
    expect(session.get()).toBeNull()
  })
})

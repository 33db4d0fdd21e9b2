import { beforeEach, describe, expect, it } from 'vitest'
import { LOGOUT_KEYS, STORAGE_KEYS } from '@/shared/lib/storage-keys'
import { makeToken, tokenExpiringIn } from '../../tests/helpers/tokens'
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
    const token = makeToken({ sub: 'u', email: 'e@x.io', given_name: 'Eda', family_name: 'Yıldız', role: ['editor', 'viewer'], exp: Math.floor(Date.now() / 1000) + 600 })
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

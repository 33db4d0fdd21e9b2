import { http as route, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'
import { resumeRememberedSession } from './http'
import { session } from './session'

/**
 * Start-up with "remember me" (docs/decisions.md): a remembered session whose access token
 * expired overnight is refreshed before it is restored; when that fails, start-up goes on as
 * without remember me (the expired session is cleared and the user signs in).
 */

let grants: string[] = []
const tokenEndpoint = (answer: 'ok' | 'refuse') =>
  route.post('*/identity-service/api/connect/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    grants.push(form.get('refresh_token') ?? '')
    if (answer === 'refuse') return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
    return HttpResponse.json({ access_token: tokenExpiringIn(3600, { role: ['editor', 'admin'] }), refresh_token: 'r-new', id_token: 'id' })
  })

const record = (accessToken: string, refreshToken = 'r-old') =>
  JSON.stringify({
    accessToken,
    refreshToken,
    idToken: null,
    isAuthenticated: true,
    user: { username: 'a@b.c', email: 'a@b.c', firstName: 'A', lastName: 'B', roles: ['admin'] },
  })

beforeEach(() => {
  grants = []
  session.resetForTests()
})
afterEach(() => Reflect.deleteProperty(navigator, 'locks'))

describe('start-up with "remember me"', () => {
  it('refreshes a remembered session whose access token expired, then restores it signed in', async () => {
    server.use(tokenEndpoint('ok'))
    localStorage.setItem(STORAGE_KEYS.authState, record(tokenExpiringIn(-8 * 3600)))
    localStorage.setItem(STORAGE_KEYS.cmsId, 'kept')
    await resumeRememberedSession()
    const restored = session.restore()
    expect(grants).toEqual(['r-old'])
    expect(restored?.refreshToken).toBe('r-new')
    expect(restored?.user.roles).toEqual(['editor', 'admin'])
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastTokenRefresh))).toBeGreaterThan(Date.now() - 5000)
    expect(Number(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt))).toBeGreaterThan(Date.now())
    expect(localStorage.getItem(STORAGE_KEYS.cmsId)).toBe('kept')
  })

  it('falls back to /login (no session, keys cleared) when the server refuses the refresh token', async () => {
    server.use(tokenEndpoint('refuse'))
    localStorage.setItem(STORAGE_KEYS.authState, record(tokenExpiringIn(-8 * 3600)))
    localStorage.setItem(STORAGE_KEYS.cmsId, 'x')
    await resumeRememberedSession()
    expect(grants).toEqual(['r-old'])
    expect(session.restore()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.cmsId)).toBeNull()
  })

  it('has nothing to do for a valid session, no session, or a session kept in the tab only (spec §4 as written)', async () => {
    server.use(tokenEndpoint('ok'))
    expect(resumeRememberedSession()).toBeNull()
    localStorage.setItem(STORAGE_KEYS.authState, record(tokenExpiringIn(3600)))
    expect(resumeRememberedSession()).toBeNull()
    localStorage.clear()
    sessionStorage.setItem(STORAGE_KEYS.authState, record(tokenExpiringIn(-60)))
    expect(resumeRememberedSession()).toBeNull()
    expect(session.restore()).toBeNull()
    // An unreadable remembered token is not resumed either.
    localStorage.setItem(STORAGE_KEYS.authState, record('not.a.jwt'))
    expect(resumeRememberedSession()).toBeNull()
    expect(grants).toEqual([])
  })

  it('uses the cross-tab lock: a tab that resumed the session while this one waited leaves nothing to do', async () => {
    server.use(tokenEndpoint('ok'))
    localStorage.setItem(STORAGE_KEYS.authState, record(tokenExpiringIn(-60)))
    const names: string[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async <T>(name: string, callback: () => Promise<T>) => {
          names.push(name)
          await held
          return callback()
        },
      },
    })
    const resuming = resumeRememberedSession()
    expect(resuming).not.toBeNull()
    // The other tab finished first.
    localStorage.setItem(STORAGE_KEYS.authState, record(tokenExpiringIn(3600), 'r-other'))
    release()
    await resuming
    expect(names).toEqual(['token-refresh'])
    expect(grants).toEqual([])
    expect(session.restore()?.refreshToken).toBe('r-other')
  })
})

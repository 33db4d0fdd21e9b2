import { http as route, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'
import { quietConsoleErrors } from '@tests/console'
import { ApiError } from './errors'
import { identityClient } from './http'
import { session } from './session'

const TOKEN_URL = '*/identity-service/api/connect/token'
const DATA_URL = '*/identity-service/users/:id'

/** Tokens the protected endpoint accepts; the refresh grant is refused (a revoked refresh token). */
let accepted: string[] = []
let refreshCalls = 0
let dataCalls = 0

const refusedRefresh = () =>
  route.post(TOKEN_URL, () => {
    refreshCalls += 1
    return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
  })

const protectedEndpoint = () =>
  route.put(DATA_URL, async ({ request, params }) => {
    dataCalls += 1
    const token = request.headers.get('authorization')?.replace('Bearer ', '')
    if (!token || !accepted.includes(token)) return HttpResponse.json({ header: { isSuccess: false, message: 'nope' } }, { status: 401 })
    return HttpResponse.json({ header: { isSuccess: true, message: null }, body: { id: params.id, saved: await request.json() } })
  })

const save = (id: string, title: string) =>
  identityClient<{ header: { isSuccess: boolean }; body: { id: string; saved: { title: string } } }>({ url: `/users/${id}`, method: 'PUT', data: { title } })

const signIn = (email: string, remember = true) => {
  const accessToken = tokenExpiringIn(3600, { email })
  accepted.push(accessToken)
  return session.signIn({ accessToken, refreshToken: `refresh-${accepted.length}`, idToken: null }, email, remember)
}

/** Resolves once the session reports an interruption (the app would show the sign-in dialog). */
const interrupted = () =>
  new Promise<void>((resolve) => {
    if (session.interruption()) return resolve()
    const stop = session.subscribe(() => {
      if (!session.interruption()) return
      stop()
      resolve()
    })
  })

beforeEach(() => {
  session.resetForTests()
  accepted = []
  refreshCalls = 0
  dataCalls = 0
  quietConsoleErrors()
})

describe('a session that ends by itself while the app keeps the page', () => {
  it('holds the failed request, opens the interruption, and sends it again once after the same user signs in', async () => {
    session.keepPageOnInterruption()
    signIn('editor@demo.local')
    localStorage.setItem(STORAGE_KEYS.channelId, 'ch-1')
    accepted = [] // the server revoked the session: its access token is refused, and so is its refresh token
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(refusedRefresh(), protectedEndpoint())

    const pending = save('u1', 'Typed title')
    await interrupted()
    expect(session.interruption()).toMatchObject({ reason: 'refresh_failed', email: 'editor@demo.local', remembered: true })
    // Nothing of the page's state is dropped while the dialog is open.
    expect(session.get()?.user.email).toBe('editor@demo.local')
    expect(localStorage.getItem(STORAGE_KEYS.channelId)).toBe('ch-1')
    // A request started while the dialog is open waits too, without sending anything.
    const later = save('u2', 'Second')
    const sentBefore = dataCalls

    signIn('editor@demo.local')
    await expect(pending).resolves.toEqual({ id: 'u1', saved: { title: 'Typed title' } })
    await expect(later).resolves.toEqual({ id: 'u2', saved: { title: 'Second' } })
    expect(dataCalls).toBe(sentBefore + 2)
    expect(refreshCalls).toBe(1)
    expect(signOuts).toEqual([])
    expect(session.interruption()).toBeNull()
  })

  it('after three 401s waits for the sign-in instead of signing out, and signs out when the resent request is refused again', async () => {
    session.keepPageOnInterruption()
    signIn('editor@demo.local')
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(
      route.post(TOKEN_URL, () => {
        const accessToken = tokenExpiringIn(3600, { email: 'editor@demo.local' })
        return HttpResponse.json({ access_token: accessToken, refresh_token: 'r', id_token: 'id' })
      }),
      route.put(DATA_URL, () => {
        dataCalls += 1
        return HttpResponse.json({ header: { isSuccess: false, message: 'no' } }, { status: 401 })
      }),
    )
    const pending = save('u1', 'x').catch((error: unknown) => error)
    await interrupted()
    expect(dataCalls).toBe(4)
    expect(session.interruption()?.reason).toBe('retry_limit')
    signIn('editor@demo.local')
    const error = await pending
    // Sent again once after the sign-in (and its own 3 retries), then spec §8's one logout with the retry message.
    expect(dataCalls).toBe(8)
    expect((error as ApiError).messageKey).toBe('errors.retryLimit')
    expect(signOuts).toEqual(['retry_limit'])
  })

  it('Cancel signs out with the reason that ended the session, and the held request fails with the session error', async () => {
    session.keepPageOnInterruption()
    signIn('editor@demo.local')
    accepted = []
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(refusedRefresh(), protectedEndpoint())
    const pending = save('u1', 'x').catch((error: unknown) => error)
    await interrupted()
    session.cancelInterruption()
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).messageKey).toBe('errors.tokenRefreshFailed')
    expect(signOuts).toEqual(['refresh_failed'])
    expect(session.get()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
  })

  it('another user signing in drops the held request and every key of the previous user, without a sign-out to /login', async () => {
    session.keepPageOnInterruption()
    signIn('editor@demo.local')
    localStorage.setItem(STORAGE_KEYS.channelId, 'ch-1')
    accepted = []
    const signOuts: string[] = []
    let dropped = 0
    session.onSignOut((reason) => signOuts.push(reason))
    session.onUserDropped(() => (dropped += 1))
    server.use(refusedRefresh(), protectedEndpoint())
    const pending = save('u1', 'x').catch((error: unknown) => error)
    await interrupted()
    const sent = dataCalls
    session.dropForOtherUser()
    signIn('other@demo.local')
    expect(await pending).toBeInstanceOf(ApiError)
    expect(dataCalls).toBe(sent)
    expect(dropped).toBe(1)
    expect(signOuts).toEqual([])
    expect(localStorage.getItem(STORAGE_KEYS.channelId)).toBeNull()
    expect(session.get()?.user.email).toBe('other@demo.local')
  })

  it("closes when the same user signs in in another tab (the remembered session's storage event)", async () => {
    session.keepPageOnInterruption()
    signIn('editor@demo.local')
    accepted = []
    server.use(refusedRefresh(), protectedEndpoint())
    const pending = save('u1', 'from this tab')
    await interrupted()
    // Another tab signs in: it writes the remembered session; this tab gets the storage event.
    const accessToken = tokenExpiringIn(3600, { email: 'editor@demo.local' })
    accepted.push(accessToken)
    const state = {
      accessToken,
      refreshToken: 'other-tab',
      idToken: null,
      isAuthenticated: true,
      user: { username: 'editor@demo.local', email: 'editor@demo.local', firstName: '', lastName: '', roles: [] },
    }
    localStorage.setItem(STORAGE_KEYS.authState, JSON.stringify(state))
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authState }))
    await expect(pending).resolves.toEqual({ id: 'u1', saved: { title: 'from this tab' } })
    expect(session.interruption()).toBeNull()
  })

  it('without the app shell keeping the page, a refused refresh signs out as before', async () => {
    signIn('editor@demo.local')
    accepted = []
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(refusedRefresh(), protectedEndpoint())
    await expect(save('u1', 'x')).rejects.toBeInstanceOf(ApiError)
    expect(signOuts).toEqual(['refresh_failed'])
    expect(session.interruption()).toBeNull()
  })
})

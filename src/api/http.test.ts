import { http as route, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LOGOUT_KEYS, STORAGE_KEYS } from '@/lib/storage-keys'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'
import { quietConsoleErrors } from '@tests/console'
import { ApiError } from './errors'
import { identityClient, refreshAccessToken } from './http'
import { session } from './session'

const TOKEN_URL = '*/identity-service/api/connect/token'
const DATA_URL = '*/identity-service/users/:id'

let refreshCalls = 0
let issued: string[] = []

function signIn(accessToken: string, refreshToken = 'refresh-1') {
  session.signIn({ accessToken, refreshToken, idToken: null }, 'admin@demo.local', true)
}

/** A token endpoint that answers the refresh grant after `delayMs`. */
function tokenEndpoint(opts: { delayMs?: number; status?: number; body?: object } = {}) {
  return route.post(TOKEN_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    expect(form.get('grant_type')).toBe('refresh_token')
    refreshCalls += 1
    if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs))
    if (opts.status) return HttpResponse.json({ error: 'invalid_grant' }, { status: opts.status })
    const access = tokenExpiringIn(3600)
    issued.push(access)
    return HttpResponse.json(opts.body ?? { access_token: access, refresh_token: `refresh-${refreshCalls + 1}`, id_token: 'id' })
  })
}

/** A protected endpoint that accepts only tokens issued by the refresh endpoint. */
const protectedEndpoint = () =>
  route.get(DATA_URL, ({ request, params }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '')
    if (!token || !issued.includes(token)) return HttpResponse.json({ header: { isSuccess: false, message: 'nope' } }, { status: 401 })
    return HttpResponse.json({ header: { isSuccess: true, message: null }, body: { id: params.id, token } })
  })

const getUser = (id: string) => identityClient<{ header: { isSuccess: boolean }; body: { id: string; token: string } }>({ url: `/users/${id}`, method: 'GET' })

beforeEach(() => {
  session.resetForTests()
  refreshCalls = 0
  issued = []
  quietConsoleErrors()
})

describe('the mutator', () => {
  it('refreshes once for 50 concurrent requests with an expired token, then sends all 50 with the new token', async () => {
    signIn(tokenExpiringIn(-60))
    server.use(tokenEndpoint({ delayMs: 20 }), protectedEndpoint())
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => getUser(`u${i}`)))
    expect(refreshCalls).toBe(1)
    expect(results).toHaveLength(50)
    expect(new Set(results.map((r) => r.token))).toEqual(new Set([issued[0]]))
    expect(session.get()?.accessToken).toBe(issued[0])
    expect(localStorage.getItem(STORAGE_KEYS.lastTokenRefresh)).not.toBeNull()
  })

  it('keeps the finished refresh as the answer for 100 ms, then refreshes anew', async () => {
    signIn(tokenExpiringIn(-60))
    server.use(tokenEndpoint())
    // The 100 ms are the client's own timer: a fake clock steps it, so a slow machine cannot stretch it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const first = await refreshAccessToken()
      // Just after it finished: the same refresh answers, no second call.
      expect(await refreshAccessToken()).toBe(first)
      await vi.advanceTimersByTimeAsync(99)
      expect(await refreshAccessToken()).toBe(first)
      expect(refreshCalls).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      const second = await refreshAccessToken()
      expect(refreshCalls).toBe(2)
      expect(second).not.toBe(first)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refreshes once for 50 concurrent 401s and retries each with the new token', async () => {
    signIn(tokenExpiringIn(3600)) // looks fresh, but the server no longer accepts it
    server.use(tokenEndpoint({ delayMs: 20 }), protectedEndpoint())
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => getUser(`u${i}`)))
    expect(refreshCalls).toBe(1)
    expect(results.every((r) => r.token === issued[0])).toBe(true)
  })

  it('rejects every waiting request when the refresh fails, logs out once and clears every storage key', async () => {
    signIn(tokenExpiringIn(-60))
    for (const key of LOGOUT_KEYS) if (!localStorage.getItem(key)) localStorage.setItem(key, 'x')
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(tokenEndpoint({ status: 400 }), protectedEndpoint())
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => getUser(`u${i}`)))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(refreshCalls).toBe(1)
    expect(signOuts).toEqual(['refresh_failed'])
    for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key)).toBeNull()
    expect(session.get()).toBeNull()
  })

  it('retries a request that keeps getting 401 at most 3 times, then logs out with the retry message', async () => {
    signIn(tokenExpiringIn(3600))
    let dataCalls = 0
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(
      tokenEndpoint(),
      route.get(DATA_URL, () => {
        dataCalls += 1
        return HttpResponse.json({ header: { isSuccess: false, message: 'no' } }, { status: 401 })
      }),
    )
    const error = await getUser('u1').catch((e: unknown) => e)
    expect(dataCalls).toBe(4) // the first try and 3 retries
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).messageKey).toBe('errors.retryLimit')
    expect(signOuts).toEqual(['retry_limit'])
  })

  it('writes nothing back when a refresh resolves after logout', async () => {
    signIn(tokenExpiringIn(-60))
    server.use(tokenEndpoint({ delayMs: 80 }), protectedEndpoint())
    const pending = refreshAccessToken().catch((e: unknown) => e)
    await new Promise((resolve) => setTimeout(resolve, 10))
    session.signOut('logout')
    const outcome = await pending
    expect(outcome).toBeInstanceOf(ApiError)
    expect(refreshCalls).toBe(1)
    expect(localStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEYS.authState)).toBeNull()
    expect(session.get()).toBeNull()
  })

  it("fails a refresh without both tokens with 'missing token data' and logs out with that reason", async () => {
    signIn(tokenExpiringIn(-60))
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    server.use(tokenEndpoint({ body: { access_token: tokenExpiringIn(3600) } }), protectedEndpoint())
    const error = (await getUser('u1').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe('missing token data')
    expect(error.messageKey).toBe('errors.missingTokenData')
    expect(session.get()).toBeNull()
    expect(signOuts).toEqual(['missing_token_data'])
  })

  it('does not refresh when the login itself is refused (wrong password)', async () => {
    server.use(
      route.post(TOKEN_URL, async ({ request }) => {
        const form = new URLSearchParams(await request.text())
        if (form.get('grant_type') === 'refresh_token') refreshCalls += 1
        return HttpResponse.json({ error: 'InvalidUserNameOrPassword' }, { status: 400 })
      }),
    )
    const form = new URLSearchParams({ grant_type: 'password', username: 'admin@demo.local', password: 'wrong' })
    const error = (await identityClient({ url: '/api/connect/token', method: 'POST', data: form }, { skipAuth: true }).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('InvalidUserNameOrPassword')
    expect(error.status).toBe(400)
    expect(refreshCalls).toBe(0)
  })

  it('sends Accept-Language from the stored language, but not on the refresh call', async () => {
    signIn(tokenExpiringIn(-60))
    const seen: Array<string | null> = []
    let refreshLanguage: string | null = 'unset'
    server.use(
      route.post(TOKEN_URL, ({ request }) => {
        refreshLanguage = request.headers.get('accept-language')
        const access = tokenExpiringIn(3600)
        issued.push(access)
        return HttpResponse.json({ access_token: access, refresh_token: 'r2' })
      }),
      route.get(DATA_URL, ({ request }) => {
        seen.push(request.headers.get('accept-language'))
        return HttpResponse.json({ header: { isSuccess: true }, body: {} })
      }),
    )
    await getUser('a')
    localStorage.setItem(STORAGE_KEYS.language, 'en')
    await getUser('b')
    expect(seen).toEqual(['tr-TR', 'en-US'])
    // jsdom adds its own default; what matters is that the client did not set one on the refresh
    expect(refreshLanguage).not.toMatch(/^(tr-TR|en-US)$/)
  })

  it('unwraps the envelope and surfaces the server message when isSuccess is false', async () => {
    signIn(tokenExpiringIn(3600))
    server.use(
      route.get(DATA_URL, ({ params }) =>
        params.id === 'bad'
          ? HttpResponse.json({ header: { isSuccess: false, message: 'Rol listesi getirilemedi.' }, body: null })
          : params.id === 'silent'
            ? HttpResponse.json({ header: { isSuccess: false, message: null }, body: null })
            : HttpResponse.json({ header: { isSuccess: true, message: null }, body: { id: params.id } }),
      ),
    )
    await expect(getUser('good')).resolves.toEqual({ id: 'good' })
    await expect(getUser('bad')).rejects.toMatchObject({ message: 'Rol listesi getirilemedi.', kind: 'envelope' })
    await expect(getUser('silent')).rejects.toMatchObject({ message: 'Failed to fetch users silent.' })
  })

  it('keeps a 400’s validator text away from the user: the fields it names, no server message', async () => {
    signIn(tokenExpiringIn(3600))
    quietConsoleErrors()
    const validator = 'fileName: Çok büyük: beklenen string <=255 karakter'
    server.use(
      route.get(DATA_URL, ({ params }) =>
        HttpResponse.json(
          params.id === 'named'
            ? { header: { isSuccess: false, message: validator }, body: null, errors: [{ field: 'fileName', code: 'tooLong', limit: 255 }] }
            : { header: { isSuccess: false, message: 'Bu ad zaten kullanılıyor.' }, body: null, errors: [] },
          { status: 400 },
        ),
      ),
    )
    const named = (await getUser('named').then(
      () => null,
      (error: unknown) => error,
    )) as ApiError
    expect(named).toMatchObject({ status: 400, messageKey: 'errors.invalidRequest', fieldErrors: [{ field: 'fileName', code: 'tooLong', limit: 255 }] })
    expect(named.serverMessage).toBeUndefined()
    expect(named.message).not.toContain('Çok büyük')
    // A 400 about the request as a whole (no fields) keeps the server's sentence.
    await expect(getUser('whole')).rejects.toMatchObject({ status: 400, serverMessage: 'Bu ad zaten kullanılıyor.' })
  })

  it('lets a call its caller aborted end as a cancellation, without logging a failure', async () => {
    let arrived: () => void = () => undefined
    const reached = new Promise<void>((resolve) => (arrived = resolve))
    server.use(
      route.get(DATA_URL, async () => {
        arrived()
        await new Promise(() => undefined)
        return HttpResponse.json({})
      }),
    )
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const controller = new AbortController()
    const call = identityClient({ url: '/users/slow', method: 'GET', signal: controller.signal })
    await reached
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'CanceledError' })
    expect(errors).not.toHaveBeenCalled()
  })

  it('logs out once and answers with a session error when a 401 arrives and there is no refresh token', async () => {
    localStorage.setItem(STORAGE_KEYS.authState, JSON.stringify({ accessToken: tokenExpiringIn(3600), refreshToken: '', isAuthenticated: true, user: {} }))
    session.resetForTests()
    expect(session.get()).toBeNull() // an incomplete record is no session
  })

  it("sends array query parameters in the contract's form style (Ids=a&Ids=b)", async () => {
    signIn(tokenExpiringIn(3600))
    let query = ''
    server.use(
      route.get('*/identity-service/commons/entities/:type/key-value-list', ({ request }) => {
        query = new URL(request.url).search
        return HttpResponse.json({ header: { isSuccess: true }, body: { items: [], totalCount: 0 } })
      }),
    )
    await identityClient({ url: '/commons/entities/Role/key-value-list', method: 'GET', params: { Ids: ['a', 'b'], Size: 10 } })
    expect(query).toBe('?Ids=a&Ids=b&Size=10')
  })
})

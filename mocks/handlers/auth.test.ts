// @vitest-environment node
import '../lib/node-storage'
import { decodeJwt } from 'jose'
import { getResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testClient } from '@tests/test-client'
import { settings, updateSettings } from '../settings'

const login = (email: string, password = 'Demo123!') => ({ grant_type: 'password', username: email, password, scope: 'openid profile email' })
const errorOf = async (response: Response) => ((await response.json()) as { error?: string }).error

describe('POST /api/connect/token', () => {
  const ttl = settings.accessTokenTtlSeconds
  afterEach(() => updateSettings({ accessTokenTtlSeconds: ttl }))

  it('issues real JWTs with exp, role and organizationId for the admin', async () => {
    const client = testClient()
    const tokens = await client.login('admin@demo.local')
    const claims = decodeJwt(tokens.access_token)
    expect(claims.role).toBe('admin')
    expect(typeof claims.organizationId).toBe('string')
    expect(claims.email).toBe('admin@demo.local')
    expect(claims.exp! - claims.iat!).toBe(tokens.expires_in)
    expect(tokens.refresh_token).toBeTruthy()
    expect(tokens.id_token).toBeTruthy()
  })

  it('gives the editor their role names and no organizationId', async () => {
    const claims = decodeJwt((await testClient().login('editor@demo.local')).access_token)
    expect(claims.role).toBe('Editör')
    expect(claims).not.toHaveProperty('organizationId')
  })

  it('uses the configured access-token lifetime', async () => {
    updateSettings({ accessTokenTtlSeconds: 90 })
    const tokens = await testClient().login('admin@demo.local')
    const claims = decodeJwt(tokens.access_token)
    expect(tokens.expires_in).toBe(90)
    expect(claims.exp! - claims.iat!).toBe(90)
  })

  it.each([
    ['expired@demo.local', 'Demo123!', 400, 'UserAuthorizationEnd'],
    ['ldap@demo.local', 'Demo123!', 400, 'LDAPAuthenticationFailed'],
    ['unavailable@demo.local', 'Demo123!', 503, 'ServiceUnavailable'],
    ['nobody@demo.local', 'Demo123!', 400, 'UserNotFound'],
    ['admin@demo.local', 'wrong-password', 400, 'InvalidUserNameOrPassword'],
    ['admin', 'Demo123!', 400, 'UserMustHaveValidEmailAddress'],
  ])('answers %s / %s with %i %s', async (email, password, status, code) => {
    const response = await testClient().token(login(email, password))
    expect(response.status).toBe(status)
    expect(await errorOf(response)).toBe(code)
  })

  it('answers crash@demo.local with HTTP 500', async () => {
    expect((await testClient().token(login('crash@demo.local'))).status).toBe(500)
  })

  it('honours the refresh grant with a new pair, and rejects a bad refresh token', async () => {
    const client = testClient()
    const first = await client.login('editor@demo.local')
    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(refreshed.status).toBe(200)
    const body = (await refreshed.json()) as { access_token: string; refresh_token: string }
    expect(decodeJwt(body.access_token).sub).toBe(decodeJwt(first.access_token).sub)
    expect(body.refresh_token).not.toBe(first.refresh_token)
    const bad = await client.token({ grant_type: 'refresh_token', refresh_token: first.access_token })
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toBe('invalid_grant')
  })

  it('rotates refresh tokens: a used one answers invalid_grant and revokes its family; the grants are counted', async () => {
    const client = testClient()
    const first = await client.login('editor@demo.local')
    const second = (await (await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json()) as { refresh_token: string }
    const replay = await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(replay.status).toBe(400)
    expect(await errorOf(replay)).toBe('invalid_grant')
    // The replay revoked the family: the token issued by the rotation no longer works either.
    expect(await errorOf(await client.token({ grant_type: 'refresh_token', refresh_token: second.refresh_token }))).toBe('invalid_grant')
    // Another sign-in starts a new family.
    const other = await client.login('editor@demo.local')
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: other.refresh_token })).status).toBe(200)
    const counts = await (await getResponse(client.gateway.handlers, new Request('http://localhost/__mock/auth/grants')))!.json()
    expect(counts).toMatchObject({ password: 2, refresh: 2, refreshReusedWithinLeeway: 0, refreshRefused: 2 })
    expect(counts.refreshAt).toHaveLength(2)
    expect(counts.refreshAt[0]).toBeLessThanOrEqual(counts.refreshAt[1])
    await getResponse(client.gateway.handlers, new Request('http://localhost/__mock/auth/grants', { method: 'DELETE' }))
    expect(await (await getResponse(client.gateway.handlers, new Request('http://localhost/__mock/auth/grants')))!.json()).toEqual({
      password: 0,
      refresh: 0,
      refreshReusedWithinLeeway: 0,
      refreshRefused: 0,
      refreshAt: [],
    })
  })

  it('POST /__mock/revoke ends every session of the user (refresh family and access tokens); a new sign-in works, other users keep theirs', async () => {
    const client = testClient()
    const control = (body: unknown) =>
      getResponse(
        client.gateway.handlers,
        new Request('http://localhost/__mock/revoke', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
      )
    const other = testClient(client.gateway)
    await other.login('admin@demo.local')
    const first = await client.login('editor@demo.local')
    const rotated = (await (await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json()) as {
      access_token: string
      refresh_token: string
    }
    client.bearer = rotated.access_token
    expect((await client.call('GET', '/identity-service/account/menu-profile')).status).toBe(200)

    const answer = await control({ email: 'editor@demo.local' })
    expect(answer!.status).toBe(200)
    // Earlier tests of this file signed the editor in too: at least this sign-in's family and both its access tokens.
    const { revoked } = (await answer!.json()) as { revoked: { families: number; accessTokens: number } }
    expect(revoked.families).toBeGreaterThanOrEqual(1)
    expect(revoked.accessTokens).toBeGreaterThanOrEqual(2)
    // The access token in hand and the refresh token of the family are refused from now on.
    expect((await client.call('GET', '/identity-service/account/menu-profile')).status).toBe(401)
    expect(await errorOf(await client.token({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token }))).toBe('invalid_grant')
    // Another user's session is untouched; the same user signing in again gets a working session.
    expect((await other.call('GET', '/identity-service/account/menu-profile')).status).toBe(200)
    const again = await client.login('editor@demo.local')
    expect((await client.call('GET', '/identity-service/account/menu-profile')).status).toBe(200)
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: again.refresh_token })).status).toBe(200)
    expect((await control({ email: 'nobody@demo.local' }))!.status).toBe(404)
  })

  it('refuses a replay even in the same millisecond as the first use (the default leeway is 0)', async () => {
    // A clock that does not move: the replay is 0 ms after the first use, as on a fast machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const client = testClient()
    const first = await client.login('editor@demo.local')
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(200)
    const replay = await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(replay.status).toBe(400)
    expect(await errorOf(replay)).toBe('invalid_grant')
  })

  it('allows a reuse within the leeway setting, and refuses it after', async () => {
    const leeway = settings.refreshReuseLeewayMs
    expect(leeway).toBe(0)
    try {
      updateSettings({ refreshReuseLeewayMs: 60_000 })
      const client = testClient()
      const first = await client.login('editor@demo.local')
      expect((await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(200)
      expect((await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(200)
      updateSettings({ refreshReuseLeewayMs: 0 })
      expect(await errorOf(await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token }))).toBe('invalid_grant')
    } finally {
      updateSettings({ refreshReuseLeewayMs: leeway })
    }
  })

  it('rejects protected calls without a valid bearer', async () => {
    const client = testClient()
    expect((await client.call('GET', '/identity-service/account/menu-profile')).status).toBe(401)
    client.bearer = 'not-a-jwt'
    expect((await client.call('GET', '/identity-service/account/menu-profile')).status).toBe(401)
  })

  it('stops a deactivated user from signing in', async () => {
    const client = testClient()
    await client.login('admin@demo.local')
    const editor = client.gateway.db.identity.users.find((u) => u.email === 'editor@demo.local')!
    expect((await client.call('PATCH', `/identity-service/users/${editor.id}/status`, { status: 'passive' })).status).toBe(200)
    expect(await errorOf(await client.token(login('editor@demo.local')))).toBe('UserAuthorizationEnd')
  })
})

describe('forgot password and introduction', () => {
  it('resets the password with the code 123456, and the new one works at login', async () => {
    const client = testClient()
    const sent = await client.json<{ body: { maskedDestination: string; codeLength: number } }>('POST', '/identity-service/account/forgot-password/send-code', {
      emailOrPhone: 'editor@demo.local',
    })
    expect(sent.data.body.maskedDestination).toBe('e***@demo.local')
    const wrong = await client.json<{ header: { message: string } }>('POST', '/identity-service/account/forgot-password/verify-code', {
      emailOrPhone: 'editor@demo.local',
      otp: '000000',
    })
    expect(wrong.status).toBe(400)
    // In the caller's language, as a real gateway answers (the test client sends tr-TR).
    expect(wrong.data.header.message).toBe('Kod hatalı.')
    const wrongEn = await client.call(
      'POST',
      '/identity-service/account/forgot-password/verify-code',
      { emailOrPhone: 'editor@demo.local', otp: '000000' },
      { 'Accept-Language': 'en-US' },
    )
    expect(((await wrongEn.json()) as { header: { message: string } }).header.message).toBe('The code is wrong.')
    const verified = await client.json<{ body: { resetToken: string } }>('POST', '/identity-service/account/forgot-password/verify-code', {
      emailOrPhone: 'editor@demo.local',
      otp: '123456',
    })
    const reset = await client.json('POST', '/identity-service/account/forgot-password/reset', {
      emailOrPhone: 'editor@demo.local',
      resetToken: verified.data.body.resetToken,
      newPassword: 'Yeni2026Sifre',
      confirmNewPassword: 'Yeni2026Sifre',
    })
    expect(reset.status).toBe(200)
    expect(await errorOf(await client.token(login('editor@demo.local')))).toBe('InvalidUserNameOrPassword')
    expect((await client.login('editor@demo.local', 'Yeni2026Sifre')).access_token).toBeTruthy()
  })

  it('lets a user created by an admin set a first password through the introduction steps', async () => {
    const client = testClient()
    await client.login('admin@demo.local')
    const role = client.gateway.db.identity.roles.find((r) => r.name === 'Editör')!
    const created = await client.json('POST', '/identity-service/users', {
      firstName: 'Ece',
      lastName: 'Aksoy',
      email: 'ece.aksoy@demo.local',
      roleIds: [role.id],
    })
    expect(created.status).toBe(200)
    expect(await errorOf(await client.token(login('ece.aksoy@demo.local')))).toBe('InvalidUserNameOrPassword')
    await client.json('POST', '/identity-service/account/introduction/send-code', { email: 'ece.aksoy@demo.local' })
    const verified = await client.json<{ body: { setupToken: string } }>('POST', '/identity-service/account/introduction/verify-code', {
      email: 'ece.aksoy@demo.local',
      otp: '123456',
    })
    const differ = await client.json('POST', '/identity-service/account/introduction/set-password', {
      email: 'ece.aksoy@demo.local',
      setupToken: verified.data.body.setupToken,
      newPassword: 'Ilk2026Sifre',
      confirmNewPassword: 'Baska2026Sifre',
    })
    expect(differ.status).toBe(400)
    const set = await client.json('POST', '/identity-service/account/introduction/set-password', {
      email: 'ece.aksoy@demo.local',
      setupToken: verified.data.body.setupToken,
      newPassword: 'Ilk2026Sifre',
      confirmNewPassword: 'Ilk2026Sifre',
    })
    expect(set.status).toBe(200)
    expect(decodeJwt((await client.login('ece.aksoy@demo.local', 'Ilk2026Sifre')).access_token).role).toBe('Editör')
    const again = await client.json('POST', '/identity-service/account/introduction/send-code', { email: 'ece.aksoy@demo.local' })
    expect(again.status).toBe(400)
  })

  it('answers 429 to a second code within otpResendAfterSeconds, and sends one after it', async () => {
    const resendAfter = settings.otpResendAfterSeconds
    try {
      updateSettings({ otpResendAfterSeconds: 30 })
      const client = testClient()
      const send = () =>
        client.json<{ header: { message: string | null }; body: { resendAfterSeconds: number } | null }>(
          'POST',
          '/identity-service/account/forgot-password/send-code',
          { emailOrPhone: 'admin@demo.local' },
        )
      const first = await send()
      expect(first.status).toBe(200)
      expect(first.data.body?.resendAfterSeconds).toBe(30)
      const early = await send()
      expect(early.status).toBe(429)
      expect(early.data.header.message).toMatch(/^Yeni kod (29|30) saniye sonra istenebilir\.$/)
      updateSettings({ otpResendAfterSeconds: 0 })
      expect((await send()).status).toBe(200)
    } finally {
      updateSettings({ otpResendAfterSeconds: resendAfter })
    }
  })

  it('opens the introduction steps to newuser@demo.local', async () => {
    const sent = await testClient().json('POST', '/identity-service/account/introduction/send-code', { email: 'newuser@demo.local' })
    expect(sent.status).toBe(200)
  })
})

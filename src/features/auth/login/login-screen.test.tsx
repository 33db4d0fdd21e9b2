import { act, screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { api, handleInEveryTest } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { tokenExpiringIn } from '@tests/tokens'
import { LoginScreen } from './login-screen'

const TOKEN = api('identity', '/api/connect/token')
let tokenCalls: URLSearchParams[] = []

const tokenOk = () =>
  http.post(TOKEN, async ({ request }) => {
    tokenCalls.push(new URLSearchParams(await request.text()))
    await delay(30)
    return HttpResponse.json({
      access_token: tokenExpiringIn(3600, { given_name: 'Ada', family_name: 'Admin' }),
      refresh_token: 'r1',
      id_token: 'i1',
      token_type: 'Bearer',
      expires_in: 3600,
    })
  })

const tokenError = (status: number, error?: string) =>
  http.post(TOKEN, () => HttpResponse.json(error ? { error, error_description: 'server text' } : {}, { status }))

const server = handleInEveryTest(tokenOk())

function Landing() {
  const location = useLocation()
  return <p data-testid="landing">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</p>
}

/**
 * The page arriving with a sign-out notice suspends (`use()`) until its alert's code has loaded,
 * the first time in a worker. React 19 retries a render that suspended that way only inside an
 * awaited act(); under Testing Library's own (synchronous) one the page stayed empty for good,
 * and whether it did depended on which test of the worker had loaded the code first.
 */
async function renderLogin(options: { state?: unknown; language?: 'tr' | 'en' } = {}) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined
  await act(async () => {
    rendered = renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="*" element={<Landing />} />
      </Routes>,
      { route: options.state ? { pathname: '/login', state: options.state } : '/login', language: options.language },
    )
  })
  return rendered!
}

const input = (name: 'email' | 'password') => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderLogin>>['user'], email = 'admin@demo.local', password = 'Demo123!') {
  if (email) await user.type(input('email'), email)
  if (password) await user.type(input('password'), password)
  await user.click(screen.getByTestId('login-submit'))
}

beforeEach(() => {
  session.resetForTests()
  tokenCalls = []
})

describe('the login page', () => {
  it("requires email and password with the spec's messages, and calls nothing", async () => {
    const { user } = await renderLogin()
    await user.click(screen.getByTestId('login-submit'))
    expect(screen.getByText('Lütfen e-posta adresinizi girin.')).toBeTruthy()
    expect(screen.getByText('Lütfen şifrenizi girin.')).toBeTruthy()
    expect(tokenCalls).toHaveLength(0)
    await user.type(input('email'), 'x')
    expect(screen.queryByText('Lütfen e-posta adresinizi girin.')).toBeNull()
  })

  it('signs in with the password grant, remembers by default, welcomes, and goes to the dashboard replacing history', async () => {
    const { user } = await renderLogin()
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    await fillAndSubmit(user)
    await waitFor(() => expect(screen.getByTestId('landing').textContent).toBe('/dashboard-panel|{"fromLogin":true}'))
    const form = tokenCalls[0]
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      grant_type: 'password',
      username: 'admin@demo.local',
      password: 'Demo123!',
      scope: 'openid profile email',
      client_id: 'back-office',
    })
    expect(JSON.parse(localStorage.getItem('authState') ?? '{}')).toMatchObject({
      isAuthenticated: true,
      refreshToken: 'r1',
      user: { firstName: 'Ada', roles: ['admin'] },
    })
    expect(await screen.findByText('Hoş geldiniz, Ada Admin!')).toBeTruthy()
  })

  it('keeps the session in this tab only when "remember me" is unchecked', async () => {
    const { user } = await renderLogin()
    await user.click(screen.getByRole('checkbox'))
    await fillAndSubmit(user)
    await screen.findByTestId('landing')
    expect(localStorage.getItem('authState')).toBeNull()
    expect(sessionStorage.getItem('authState')).toContain('"isAuthenticated":true')
  })

  it('sends the form once however often it is submitted, and shows the busy button meanwhile', async () => {
    // The server answers when the test says so (not after a time a busy machine could outlast).
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(TOKEN, async ({ request }) => {
        tokenCalls.push(new URLSearchParams(await request.text()))
        await answered
        return HttpResponse.json({ access_token: tokenExpiringIn(3600), refresh_token: 'r', id_token: 'i' })
      }),
    )
    const { user } = await renderLogin()
    await user.type(input('email'), 'admin@demo.local')
    await user.type(input('password'), 'Demo123!{Enter}')
    await user.keyboard('{Enter}')
    await user.click(screen.getByTestId('login-submit'))
    await waitFor(() => expect(tokenCalls).toHaveLength(1))
    expect(screen.getByTestId('login-submit').textContent).toContain('Giriş yapılıyor…')
    answer()
    await screen.findByTestId('landing')
    expect(tokenCalls).toHaveLength(1)
  })

  it('goes back to the page the user was sent from', async () => {
    const { user } = await renderLogin({ state: { from: { pathname: '/users', search: '?channelId=7' } } })
    await fillAndSubmit(user)
    await waitFor(() => expect(screen.getByTestId('landing').textContent).toBe('/users?channelId=7|{"fromLogin":true}'))
  })

  it.each([
    ['UserAuthorizationEnd', 401, 'warning', 'Hesabınızın yetkilendirme süresi sona erdi. Yöneticinize başvurun.'],
    ['UserNotFound', 401, 'error', 'Kullanıcı bulunamadı ya da şifre hatalı.'],
    ['UserMustHaveValidEmailAddress', 400, 'warning', 'Kullanıcı adı geçerli bir e-posta adresi olmalıdır.'],
    ['InvalidUserNameOrPassword', 401, 'error', 'Kullanıcı bulunamadı ya da şifre hatalı.'],
    ['LDAPAuthenticationFailed', 401, 'warning', 'Kurumsal dizin (LDAP) doğrulaması başarısız oldu. Şifrenizi kontrol edin veya yöneticinize başvurun.'],
    ['ServiceUnavailable', 503, 'error', 'Kimlik doğrulama hizmeti şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.'],
    ['invalid_grant', 400, 'error', 'Geçersiz kullanıcı adı veya şifre.'],
    [undefined, 400, 'error', 'Geçersiz kullanıcı adı veya şifre.'],
    [undefined, 503, 'error', 'Kimlik doğrulama hizmeti şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.'],
  ] as const)('shows the alert for %s (HTTP %s) as %s', async (code, status, intent, text) => {
    server.use(tokenError(status, code))
    const { user } = await renderLogin()
    await fillAndSubmit(user)
    const alert = await screen.findByTestId('login-alert')
    expect(alert.getAttribute('data-intent')).toBe(intent)
    expect(alert.textContent).toContain(text)
    expect(localStorage.getItem('authState')).toBeNull()
    expect(screen.queryByTestId('landing')).toBeNull()
  })

  it('shows the "login failed" toast, not an alert, for HTTP 500', async () => {
    server.use(tokenError(500))
    const { user } = await renderLogin()
    await fillAndSubmit(user)
    expect(await screen.findByText('Giriş başarısız')).toBeTruthy()
    expect(screen.queryByTestId('login-alert')).toBeNull()
  })

  it('refuses a token without readable claims with "Invalid token received"', async () => {
    server.use(http.post(TOKEN, () => HttpResponse.json({ access_token: 'not-a-jwt', refresh_token: 'r', id_token: 'i' })))
    const { user } = await renderLogin()
    await fillAndSubmit(user)
    expect((await screen.findByTestId('login-alert')).textContent).toContain('Geçersiz token alındı.')
    expect(session.get()).toBeNull()
  })

  it('tells the user why the session ended', async () => {
    await renderLogin({ state: { signedOut: 'retry_limit' }, language: 'en' })
    expect((await screen.findByTestId('signed-out-alert')).textContent).toContain(
      'The request was tried 3 times and failed; you were logged out automatically.',
    )
  })

  it("says 'Eksik token verisi.' when a refresh answered without tokens (spec §8)", async () => {
    await renderLogin({ state: { signedOut: 'missing_token_data' } })
    expect((await screen.findByTestId('signed-out-alert')).textContent).toContain('Eksik token verisi.')
  })
})

import { screen, waitFor } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { handleInEveryTest, permissionsHandler } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { tokenExpiringIn } from '@tests/tokens'
import { RouteAccessGate } from './access-gate'
import { ProtectedRoute, PublicOnlyRoute, type RouteHandle } from './guards'

handleInEveryTest(permissionsHandler(['user_read']))

function Where({ label }: { label: string }) {
  const location = useLocation()
  return <p data-testid="where">{`${label} ${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
}

function store(accessToken: string, extra: Record<string, unknown> = {}) {
  localStorage.setItem(
    'authState',
    JSON.stringify({
      accessToken,
      refreshToken: 'r',
      idToken: null,
      isAuthenticated: true,
      user: { username: 'a@b.c', email: 'a@b.c', firstName: 'A', lastName: 'B', roles: [] },
      ...extra,
    }),
  )
}

const tree = (
  <Routes>
    <Route element={<PublicOnlyRoute />}>
      <Route path="/login" element={<Where label="login" />} />
    </Route>
    <Route element={<ProtectedRoute />}>
      <Route path="*" element={<Where label="page" />} />
    </Route>
  </Routes>
)

beforeEach(() => session.resetForTests())

describe('the route guards', () => {
  it('sends a visitor without a session to /login, carrying the requested location', () => {
    session.restore()
    renderWithProviders(tree, { route: '/users?channelId=7' })
    expect(screen.getByTestId('where').textContent).toBe('login /login {"from":{"pathname":"/users","search":"?channelId=7","hash":""}}')
  })

  it('restores a stored session whose access token has not expired', () => {
    store(tokenExpiringIn(600))
    session.restore()
    renderWithProviders(tree, { route: '/users' })
    expect(screen.getByTestId('where').textContent).toBe('page /users null')
  })

  it.each([
    ['an expired access token', () => store(tokenExpiringIn(-5))],
    ['no refresh token', () => store(tokenExpiringIn(600), { refreshToken: '' })],
    ['half-written JSON', () => localStorage.setItem('authState', '{"accessToken":')],
    ['a hand-edited shape', () => store(tokenExpiringIn(600), { user: 'me', isAuthenticated: 'yes' })],
    ['an unreadable token', () => store('not.a.jwt')],
  ])('treats %s as no session, without crashing', (_, arrange) => {
    arrange()
    expect(session.restore()).toBeNull()
    renderWithProviders(tree, { route: '/dashboard-panel' })
    expect(screen.getByTestId('where').textContent).toContain('login /login')
    expect(localStorage.getItem('authState')).toBeNull()
  })

  it('sends a signed-in user away from /login, to where they were going', () => {
    store(tokenExpiringIn(600))
    session.restore()
    renderWithProviders(tree, { route: { pathname: '/login', state: { from: { pathname: '/reports' } } } })
    expect(screen.getByTestId('where').textContent).toBe('page /reports null')
  })
})

describe('the access gate', () => {
  const gated = (handle: RouteHandle) => ({
    dataRouter: true,
    routes: [{ element: <RouteAccessGate />, children: [{ path: '/page', handle, element: <p>the page</p> }] }],
    route: '/page',
  })

  it('shows a page whose permission the user holds (after the permissions are known)', async () => {
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'editor' }), refreshToken: 'r' }, 'e@d.l', true)
    renderWithProviders(<></>, gated({ access: { permissions: ['user_read'] } }))
    expect(screen.queryByText('the page')).toBeNull()
    expect(await screen.findByText('the page')).toBeTruthy()
  })

  it('says "no access" for a page whose permission the user lacks, naming it', async () => {
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'editor' }), refreshToken: 'r' }, 'e@d.l', true)
    renderWithProviders(<></>, gated({ access: { permissions: ['role_read'] } }))
    expect(await screen.findByRole('heading', { name: 'Bu sayfayı görme yetkiniz yok' })).toBeTruthy()
    expect(screen.getByText('Gereken izin: role_read')).toBeTruthy()
  })

  it('refuses an organization page to an admin without an organizationId claim', async () => {
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'admin' }), refreshToken: 'r' }, 'a@d.l', true)
    renderWithProviders(<></>, gated({ access: { permissions: ['organization_read'], organization: true } }))
    await waitFor(() => expect(screen.getByText('Bu sayfa yalnızca bir organizasyona bağlı hesaplar içindir.')).toBeTruthy())
  })

  it('lets an admin with an organizationId claim in', async () => {
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'admin', organizationId: 'o1' }), refreshToken: 'r' }, 'a@d.l', true)
    renderWithProviders(<></>, gated({ access: { permissions: ['organization_read'], organization: true } }))
    expect(await screen.findByText('the page')).toBeTruthy()
  })
})

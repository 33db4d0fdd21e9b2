import { screen } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { makeToken, tokenExpiringIn } from '@tests/tokens'
import { RouteAccessGate } from './access-gate'

let permissionCalls = 0
let failWith: string | null = null
handleInEveryTest(
  http.get(api('identity', '/identity/roles/permissions'), () => {
    permissionCalls += 1
    return failWith ? envelope(null, { status: 500, message: failWith }) : envelope(['user_read'])
  }),
)

const gated = {
  dataRouter: true,
  routes: [{ element: <RouteAccessGate />, children: [{ path: '/page', handle: { access: { permissions: ['user_read'] } }, element: <p>the page</p> }] }],
  route: '/page',
}

beforeEach(() => {
  session.resetForTests()
  permissionCalls = 0
  failWith = null
})

describe('the access gate and the permissions call', () => {
  it('does not ask for the permissions of an admin role claim', async () => {
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: ['editor', 'admin'] }), refreshToken: 'r' }, 'a@d.l', true)
    renderWithProviders(<></>, gated)
    expect(await screen.findByText('the page')).toBeTruthy()
    expect(permissionCalls).toBe(0)
  })

  it('asks for them for a token without a subject claim too (spec §3 names only exp, role and organizationId)', async () => {
    session.signIn({ accessToken: makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'editor' }), refreshToken: 'r' }, 'e@d.l', true)
    renderWithProviders(<></>, gated)
    expect(await screen.findByText('the page')).toBeTruthy()
    expect(permissionCalls).toBe(1)
  })

  it('says the permissions could not be fetched, with the server message, instead of "no access"; retry recovers', async () => {
    failWith = 'Rol servisi yanıt vermiyor.'
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'editor' }), refreshToken: 'r' }, 'e@d.l', true)
    const { user } = renderWithProviders(<></>, gated)
    expect(await screen.findByRole('heading', { name: 'İzinleriniz getirilemedi: Rol servisi yanıt vermiyor.' })).toBeTruthy()
    expect(screen.queryByText('Bu sayfayı görme yetkiniz yok')).toBeNull()
    expect(screen.queryByText('the page')).toBeNull()

    failWith = null
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('the page')).toBeTruthy()
  })

  it('shows the English text in English', async () => {
    failWith = 'Role service down.'
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'editor' }), refreshToken: 'r' }, 'e@d.l', true)
    renderWithProviders(<></>, { ...gated, language: 'en' })
    expect(await screen.findByRole('heading', { name: 'Your permissions could not be fetched: Role service down.' })).toBeTruthy()
  })
})

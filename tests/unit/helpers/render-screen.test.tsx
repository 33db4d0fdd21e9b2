import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useGetMyProfile } from '@/api/generated/identity/endpoints/account/account'
import { session } from '@/api/session'
import { verifyToken } from '@mocks/auth/jwt'
import { faults } from '@mocks/faults'
import { createGateway } from '@mocks/gateway'
import { settings } from '@mocks/settings'
import { quietConsoleErrors } from '@tests/console'
import { accountOf, grantOnly } from '@tests/gateway'
import { api, envelope, server } from '@tests/msw'
import { renderScreen } from '@tests/screen'

function Profile() {
  const query = useGetMyProfile()
  if (query.isError) return <p role="alert">{query.error.message}</p>
  return <p data-testid="profile">{query.data ? `${query.data.firstName} ${query.data.lastName} ${query.data.email}` : 'loading'}</p>
}

describe('renderScreen', () => {
  it('signs in as the admin with a token the gateway issued and verifies, and the screen reads the gateway', async () => {
    const { gateway } = await renderScreen(<Profile />)
    const claims = await verifyToken(session.get()!.accessToken, 'access')
    expect(claims).toMatchObject({ email: 'admin@demo.local', sub: accountOf(gateway.db, 'admin@demo.local').id })
    expect((await screen.findByText(/admin@demo.local$/)).textContent).toBe('Deniz Yılmaz admin@demo.local')
  })

  it('signs in as the account given, in a gateway the test seeded', async () => {
    const gateway = createGateway()
    Object.assign(accountOf(gateway.db, 'editor@demo.local'), { firstName: 'Seeded' })
    grantOnly(gateway.db, 'editor@demo.local', ['user_read'])
    await renderScreen(<Profile />, { gateway, signedInAs: 'editor@demo.local' })
    expect((await screen.findByText(/editor@demo.local$/)).textContent).toBe('Seeded Kaya editor@demo.local')
  })

  it('renders signed out with signedInAs: null', async () => {
    await renderScreen(<p>public</p>, { signedInAs: null })
    expect(session.get()).toBeNull()
  })

  it('injects a fault through the gateway, and a per-test handler still comes first', async () => {
    quietConsoleErrors()
    const { faults: rules, updateSettings } = await renderScreen(<p>probe</p>)
    rules.set({ method: 'GET', path: '/identity-service/account/my-profile', status: 503 })
    updateSettings({ latencyMs: 5 })
    server.use(
      http.get(api('identity', '/account/menu-profile'), () => envelope({ id: 'x', profilePicture: null, roles: [], firstName: 'Fake', lastName: 'Menu' })),
    )
    const profile = await fetch('http://localhost/identity-service/account/my-profile', { headers: { Authorization: `Bearer ${session.get()!.accessToken}` } })
    expect(profile.status).toBe(503)
    const menu = (await (await fetch('http://localhost/identity-service/account/menu-profile')).json()) as { body: { firstName: string } }
    expect(menu.body.firstName).toBe('Fake')
  })

  it('cleared the previous test’s faults and settings', () => {
    expect(faults.list()).toEqual([])
    expect(settings.latencyMs).toBe(0)
  })

  it('fails a request that nothing answers', async () => {
    server.use(http.get('http://elsewhere.test/ok', () => HttpResponse.text('ok')))
    expect(await (await fetch('http://elsewhere.test/ok')).text()).toBe('ok')
    await expect(fetch('http://elsewhere.test/unanswered')).rejects.toThrow()
  })
})

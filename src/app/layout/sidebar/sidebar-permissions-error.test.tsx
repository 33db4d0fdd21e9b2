import { screen } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { shellAt } from '@tests/app'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { Sidebar } from './sidebar'

let fail = true
handleInEveryTest(
  http.get(api('identity', '/identity/roles/permissions'), () => (fail ? envelope(null, { status: 503, message: 'Bakımdayız.' }) : envelope(['user_read']))),
  http.get(api('identity', '/account/menu-profile'), () => envelope({ id: 'u', profilePicture: null, roles: ['editor'], firstName: 'Elif', lastName: 'Kaya' })),
)

beforeEach(() => {
  fail = true
  signInLocally({ role: 'editor' }, 'editor@demo.local')
})

describe('the sidebar when the permissions call fails', () => {
  it('says so with the server message and a retry, instead of an empty menu, and recovers', async () => {
    const { user } = renderWithProviders(<></>, {
      routes: shellAt(<Sidebar isMobile={false} open onOpenChange={() => undefined} />),
      route: '/dashboard-panel',
    })
    expect((await screen.findByRole('alert')).textContent).toContain('İzinleriniz getirilemedi: Bakımdayız.')
    expect(screen.queryByRole('link', { name: 'Kontrol Paneli' })).toBeNull()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByRole('link', { name: 'Kontrol Paneli' })).toBeTruthy()
    expect(screen.getByText('Yönetim Paneli')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

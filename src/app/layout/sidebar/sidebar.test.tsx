import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/api/session'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { shellAt } from '@tests/app'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { Sidebar } from './sidebar'

handleInEveryTest(
  http.get(api('identity', '/identity/roles/permissions'), async () => {
    await delay(80)
    return envelope(['user_read', 'cms_read'])
  }),
  http.get(api('identity', '/account/menu-profile'), () => envelope({ id: 'u', profilePicture: null, roles: [], firstName: 'Elif', lastName: 'Kaya' })),
)

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderSidebar(route = '/dashboard-panel') {
  return renderWithProviders(<></>, {
    routes: shellAt(
      <>
        <Sidebar isMobile={false} open onOpenChange={() => undefined} />
        <Where />
      </>,
    ),
    route,
  })
}

/** The mobile drawer, open, with the open state the layout would keep. */
function MobileSidebar() {
  const [open, setOpen] = useState(true)
  return <Sidebar isMobile open={open} onOpenChange={setOpen} />
}

beforeEach(() => {
  signInLocally({ role: 'editor' }, 'editor@demo.local')
})

describe('the sidebar', () => {
  it('waits for the permissions before showing any entry, so menus never flicker', async () => {
    renderSidebar()
    expect(screen.queryByRole('link')).toBeNull()
    expect(await screen.findByRole('link', { name: 'Kontrol Paneli' })).toBeTruthy()
    expect(screen.queryByText('Araçlar')).toBeNull()
    expect(screen.getByText('Yönetim Paneli')).toBeTruthy()
  })

  it('shows the profile block with "role undefined" for a user without roles', async () => {
    renderSidebar()
    expect(await screen.findByText('Elif Kaya')).toBeTruthy()
    expect(screen.getByText('Rol tanımsız')).toBeTruthy()
    await screen.findByRole('link', { name: 'Kontrol Paneli' })
  })

  it('opens the group of the current page, stores the chosen entry and navigates', async () => {
    const { user } = renderSidebar('/users')
    const users = await screen.findByRole('link', { name: 'Kullanıcılar' })
    await user.click(screen.getByText('Kanallar'))
    await user.click(await screen.findByRole('link', { name: 'CMS' }))
    expect(screen.getByTestId('where').textContent).toBe('/cms')
    expect(localStorage.getItem('lastSelectedMenuKey')).toBe('/cms')
    void users
  })

  it('logs out from the account manager', async () => {
    const { user } = renderSidebar()
    await user.click(await screen.findByText('Hesap Yöneticisi'))
    await user.click(await screen.findByText('Çıkış Yap'))
    await waitFor(() => expect(session.get()).toBeNull())
    expect(localStorage.getItem('authState')).toBeNull()
  })

  it('on a small screen, closes the drawer exactly 100 ms after an entry is clicked', async () => {
    renderWithProviders(<></>, {
      routes: shellAt(
        <>
          <MobileSidebar />
          <Where />
        </>,
      ),
      route: '/users',
    })
    const dashboard = await screen.findByRole('link', { name: 'Kontrol Paneli' })
    const drawer = () => screen.queryByRole('navigation', { name: 'Ana menü' })
    expect(drawer()).toBeTruthy()
    vi.useFakeTimers()
    fireEvent.click(dashboard)
    expect(screen.getByTestId('where').textContent).toBe('/dashboard-panel')
    await act(() => vi.advanceTimersByTimeAsync(99))
    expect(drawer()).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(drawer()).toBeNull()
  })
})

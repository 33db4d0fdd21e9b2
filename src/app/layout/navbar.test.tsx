import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { themeSettings } from '@/shared/theme'
import { api, envelope, handleInEveryTest } from '@tests/msw'
import { shellAt } from '@tests/app'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { Navbar } from './navbar'

let bellAnswered = false
handleInEveryTest(
  http.get(api('notification', '/user-notifications/navbar'), () => {
    bellAnswered = true
    return envelope({ items: [], totalCount: 0 })
  }),
)

beforeEach(() => {
  signInLocally()
  themeSettings.reload()
  bellAnswered = false
})

// The bell (a lazy slot of the navbar) asks for its list; let that finish inside the test.
afterEach(async () => {
  await waitFor(() => expect(bellAnswered).toBe(true))
})

const renderNavbar = () =>
  renderWithProviders(<></>, { routes: shellAt(<Navbar isMobile={false} sidebarOpen onToggleSidebar={() => undefined} />), route: '/dashboard-panel' })

/** The coloured tile of the logo inside the home link. */
const logoTile = () => screen.getByRole('link', { name: 'Video Yönetim Paneli ana sayfa' }).querySelector('svg rect')?.getAttribute('fill')

describe('the navbar logo (spec §2)', () => {
  it('shows the light variant in the light theme and the dark one once the user switches', async () => {
    const { user } = renderNavbar()
    expect(logoTile()).toBe('#00a97c')
    await user.click(screen.getByRole('switch', { name: 'Koyu tema' }))
    expect(logoTile()).toBe('#03936C')
    await user.click(screen.getByRole('switch', { name: 'Koyu tema' }))
    expect(logoTile()).toBe('#00a97c')
  })

  it('starts with the dark variant when the stored theme is dark', () => {
    localStorage.setItem('themeSettings', JSON.stringify({ themeMode: 'dark', isSidebarOpen: true, isMobileSidebarOpen: false }))
    themeSettings.reload()
    renderNavbar()
    expect(logoTile()).toBe('#03936C')
  })
})

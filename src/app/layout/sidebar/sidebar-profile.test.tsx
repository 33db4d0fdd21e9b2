import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api, envelope, server } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { quietConsoleErrors } from '@tests/console'
import { SidebarProfile } from './sidebar-profile'

const PICTURE = 'https://cdn.example.com/people/elif.png'
const PROFILE = { id: 'u-1', profilePicture: PICTURE, roles: ['admin', 'editor'], firstName: 'Elif', lastName: 'Kaya' }

let calls = 0

/** menu-profile fails `failures` times (HTTP 500), then answers. */
function menuProfile(failures = 0) {
  calls = 0
  // Each failure is logged by the HTTP client; expected here.
  if (failures > 0) quietConsoleErrors()
  server.use(
    http.get(api('identity', '/account/menu-profile'), () => {
      calls += 1
      return calls <= failures ? envelope(null, { status: 500, message: 'boom' }) : envelope(PROFILE)
    }),
  )
}

/** Like the app's client, but retries come at once so the test does not wait for back-off. */
const clientWithoutBackoff = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 1, refetchOnWindowFocus: false, gcTime: Infinity } } })

beforeEach(() => {
  // The token names someone else, so the test can tell the fetched profile from the fallback.
  signInLocally({ given_name: 'Token', family_name: 'Name', role: 'viewer' }, 't@d.l')
})

describe('the sidebar profile block (spec §2, §9)', () => {
  it('shows the roles joined by a comma, the name and the profile picture as the avatar', async () => {
    menuProfile()
    const { container } = renderWithProviders(<SidebarProfile />)
    expect(await screen.findByText('Elif Kaya')).toBeTruthy()
    expect(screen.getByText('admin, editor')).toBeTruthy()
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PICTURE)
  })

  it('tries account/menu-profile again after failures: two failures, then the name', async () => {
    menuProfile(2)
    renderWithProviders(<SidebarProfile />, { queryClient: clientWithoutBackoff() })
    expect(await screen.findByText('Elif Kaya')).toBeTruthy()
    expect(calls).toBe(3)
  })

  it('gives up after 3 retries and falls back to the name in the token', async () => {
    menuProfile(10)
    renderWithProviders(<SidebarProfile />, { queryClient: clientWithoutBackoff() })
    expect(await screen.findByText('Token Name')).toBeTruthy()
    expect(calls).toBe(4)
    expect(screen.queryByText('Elif Kaya')).toBeNull()
    // …and says the profile could not be fetched (no load fails silently).
    expect(screen.getByRole('alert').textContent).toBe('Menü profili getirilemedi.')
  })

  it('does not fetch the profile again within 5 minutes, and does after', async () => {
    menuProfile()
    vi.useFakeTimers({ toFake: ['Date'] })
    const queryClient = clientWithoutBackoff()
    const first = renderWithProviders(<SidebarProfile />, { queryClient })
    expect(await screen.findByText('Elif Kaya')).toBeTruthy()
    first.unmount()

    vi.setSystemTime(Date.now() + 299_000)
    const second = renderWithProviders(<SidebarProfile />, { queryClient })
    expect(screen.getByText('Elif Kaya')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
    second.unmount()

    vi.setSystemTime(Date.now() + 2_000)
    renderWithProviders(<SidebarProfile />, { queryClient })
    await vi.waitFor(() => expect(calls).toBe(2))
  })
})

describe('right-to-left names in the sidebar', () => {
  it('isolates each part of the name and each role, so a Hebrew first name does not move the last name', async () => {
    server.use(
      http.get(api('identity', '/account/menu-profile'), () => envelope({ ...PROFILE, firstName: 'שרה', lastName: 'Kaya', roles: ['محرر', 'editor'] })),
    )
    renderWithProviders(<SidebarProfile />)
    expect(await screen.findByText('\u2068שרה\u2069 Kaya')).toBeTruthy()
    expect(screen.getByText('\u2068محرر\u2069, editor')).toBeTruthy()
  })
})

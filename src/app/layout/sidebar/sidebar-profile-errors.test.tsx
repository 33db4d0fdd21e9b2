import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf } from '@tests/gateway'
import { api } from '@tests/msw'
import { shellAt } from '@tests/app'
import { renderScreen } from '@tests/screen'
import { Sidebar } from './sidebar'
import { SidebarProfile } from './sidebar-profile'

/**
 * Issue 16, no silent failures: when account/menu-profile fails (500, 503, the network) the
 * profile block says so with a way to try again, recovers on a click or when the network is back,
 * and never holds up the rest of the sidebar. Against the mock gateway, with its fault rules.
 */

const PATH = '/identity-service/account/menu-profile'
const EMAIL = 'admin@demo.local'

let gateway: MockGateway
let calls = 0
/** The account's name as the token (and the server, until renamed) has it. */
let tokenName = ''
const countCalls = http.get(api('identity', '/account/menu-profile'), () => {
  calls += 1
})

/** Like the app's client; the profile's own 3 retries come at once, so the test does not wait for back-off. */
const clientWithoutBackoff = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 1, refetchOnWindowFocus: false, gcTime: Infinity } } })

beforeEach(() => {
  calls = 0
  quietConsoleErrors()
  gateway = createGateway()
  const { firstName, lastName } = accountOf(gateway.db, EMAIL)
  tokenName = `${firstName} ${lastName}`
})

/**
 * The server's profile changes its name (the token keeps the old one), so the test can tell a
 * fetched profile from the token's fallback; then the fault goes.
 */
function renameAndHeal() {
  const user = accountOf(gateway.db, EMAIL)
  user.firstName = 'Sunucudaki'
  user.lastName = 'Profil'
  faults.clear()
}

const failures = [
  ['HTTP 500', { status: 500 }],
  ['HTTP 503', { status: 503 }],
  ['a network error', { network: true }],
] as const

async function renderFailingProfile(fault: { status?: number; network?: boolean }, language: 'tr' | 'en' = 'en') {
  // Set before the first render, so the very first call already fails.
  faults.set({ method: 'GET', path: PATH, ...fault })
  return renderScreen(<SidebarProfile />, { gateway, handlers: [countCalls], language, queryClient: clientWithoutBackoff() })
}

const errorLine = () => screen.findByTestId('sidebar-profile-error')

describe('the sidebar profile block when the menu profile cannot be fetched', () => {
  for (const [name, fault] of failures) {
    it(`${name}: says so with a retry after the spec's 3 retries, and a click on Retry brings the profile once the fault is gone`, async () => {
      const { user } = await renderFailingProfile(fault)
      const error = await errorLine()
      expect(within(error).getByRole('alert').textContent).toBe('The menu profile could not be fetched.')
      expect(calls).toBe(4)
      // The name from the token stays, so the block is not empty.
      expect(screen.getByTestId('sidebar-profile').textContent).toContain(tokenName)

      renameAndHeal()
      await user.click(within(error).getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText('Sunucudaki Profil')).toBeTruthy()
      expect(screen.queryByTestId('sidebar-profile-error')).toBeNull()
      expect(calls).toBe(5)
      // The button went away; focus stays on the profile block instead of falling to the page.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('sidebar-profile')))
    })
  }

  it('a Retry while the fault is still there keeps the error and the focused button (saying it is trying), then recovers when it is gone', async () => {
    const { user } = await renderFailingProfile({ status: 503 })
    const retry = within(await errorLine()).getByRole('button', { name: 'Try again' })
    // The next tries take a while and fail again.
    faults.set({ method: 'GET', path: PATH, status: 503, latencyMs: 100 })
    await user.click(retry)
    // Not swapped for the skeleton: the same button, busy, keeps focus.
    expect(await screen.findByRole('button', { name: 'Trying again…' })).toBe(retry)
    expect(document.activeElement).toBe(retry)
    expect(screen.getByRole('alert').textContent).toBe('The menu profile could not be fetched.')
    await waitFor(() => expect(calls).toBe(8))
    expect(await screen.findByRole('button', { name: 'Try again' })).toBe(retry)
    expect(screen.getByTestId('sidebar-profile-error')).toBeTruthy()

    renameAndHeal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Sunucudaki Profil')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  for (const [name, fault] of failures) {
    it(`${name}: the network coming back (online) fetches it again without a click`, async () => {
      await renderFailingProfile(fault)
      await errorLine()
      renameAndHeal()
      act(() => {
        window.dispatchEvent(new Event('online'))
      })
      expect(await screen.findByText('Sunucudaki Profil')).toBeTruthy()
      expect(screen.queryByTestId('sidebar-profile-error')).toBeNull()
      expect(calls).toBe(5)
    })
  }

  it('going offline and back online also recovers (the browser’s own events, in that order)', async () => {
    await renderFailingProfile({ network: true })
    await errorLine()
    renameAndHeal()
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Sunucudaki Profil')).toBeTruthy()
    // Both TanStack Query's reconnect and the block's own listener ask; one call goes out.
    expect(calls).toBe(5)
  })

  it('says it in Turkish too', async () => {
    await renderFailingProfile({ status: 500 }, 'tr')
    const error = await errorLine()
    expect(within(error).getByRole('alert').textContent).toBe('Menü profili getirilemedi.')
    expect(within(error).getByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })

  it('an online event while the profile is fine fetches nothing', async () => {
    await renderScreen(<SidebarProfile />, { gateway, handlers: [countCalls], language: 'en', queryClient: clientWithoutBackoff() })
    await waitFor(() => expect(screen.getByTestId('sidebar-profile').textContent).toContain(tokenName))
    fireEvent(window, new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
  })

  it('does not hold up the menu: the sidebar lists its entries while the profile fails', async () => {
    faults.set({ method: 'GET', path: PATH, status: 500 })
    await renderScreen(<></>, {
      routes: shellAt(<Sidebar isMobile={false} open onOpenChange={() => undefined} />),
      gateway,
      handlers: [countCalls],
      language: 'en',
      route: '/dashboard-panel',
      queryClient: clientWithoutBackoff(),
    })
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy()
    expect(await errorLine()).toBeTruthy()
    expect(screen.getByText('Admin Panel')).toBeTruthy()
    expect(screen.getByText('Account Manager')).toBeTruthy()
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults, type FaultRule } from '@mocks/faults'
import { quietConsoleErrors } from '@tests/console'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { ScriptedHub } from '@tests/scripted-hub'
import { LiveHubContext } from '../live/live-hub'
import { LiveNotifications } from '../live/live-notifications'
import { NotificationBell } from './notification-bell'

/**
 * Issue 16, no silent failures: when the navbar list fails (500, 503, the network) the bell shows
 * a marker and its dropdown says so with a Retry; it recovers on a click, when the network comes
 * back and when the live connection reconnects. Against the mock gateway, with its fault rules.
 */

const PATH = '/notification-service/user-notifications/navbar'

let hub: ScriptedHub
let calls = 0
const countCalls = http.get(api('notification', '/user-notifications/navbar'), () => {
  calls += 1
})

beforeEach(() => {
  calls = 0
  quietConsoleErrors()
  hub = new ScriptedHub()
})

const failures: ReadonlyArray<readonly [string, Partial<FaultRule>, string]> = [
  ['HTTP 500', { status: 500 }, 'Injected fault: HTTP 500'],
  ['HTTP 503', { status: 503 }, 'Injected fault: HTTP 503'],
  ['a network error', { network: true }, 'The server could not be reached. Check your connection and try again.'],
]

async function renderFailingBell(fault: Partial<FaultRule>, language: 'tr' | 'en' = 'en') {
  // Set before the first render, so the very first call already fails.
  faults.set({ method: 'GET', path: PATH, ...fault })
  const result = await renderScreen(
    <LiveHubContext.Provider value={hub}>
      <LiveNotifications />
      <NotificationBell />
      <p>the rest of the page</p>
    </LiveHubContext.Provider>,
    { handlers: [countCalls], language },
  )
  await waitFor(() => expect(bell().getAttribute('data-load-state')).toBe('error'))
  return result
}

const bell = () => screen.getByTestId('notification-bell')
const unreadBadge = () => screen.queryByTestId('notification-badge')
const errorDot = () => screen.queryByTestId('notification-error-dot')

/** The bell is back: no marker, a count from the gateway's seeded unread notifications. */
async function expectRecovered() {
  await waitFor(() => expect(bell().getAttribute('data-load-state')).toBe('ready'))
  expect(errorDot()).toBeNull()
  expect(Number(unreadBadge()?.textContent)).toBeGreaterThan(0)
  expect(bell().getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/)
}

describe('the bell when the navbar list cannot be fetched', () => {
  for (const [name, fault, detail] of failures) {
    it(`${name}: a marker on the bell, the reason and a Retry in the dropdown; Retry recovers once the fault is gone`, async () => {
      const { user } = await renderFailingBell(fault)
      expect(errorDot()).toBeTruthy()
      expect(unreadBadge()).toBeNull()
      expect(bell().getAttribute('aria-label')).toBe('Notifications could not be loaded')
      expect(screen.getByText('the rest of the page')).toBeTruthy()
      expect(calls).toBe(1)

      await user.click(bell())
      const dropdown = await screen.findByTestId('notification-dropdown')
      const error = within(dropdown).getByTestId('notification-load-error')
      expect(within(error).getByText('Notifications could not be fetched.')).toBeTruthy()
      expect(within(error).getByText(detail)).toBeTruthy()
      expect(within(error).getByText('It will try again by itself when the connection is back.')).toBeTruthy()

      faults.clear()
      // findBy: the dropdown's focus trap settles after it opens (until then Tabster hides it from the a11y tree).
      await user.click(await within(error).findByRole('button', { name: 'Try again' }))
      expect(await within(dropdown).findAllByTestId('notification-dropdown-item')).not.toHaveLength(0)
      expect(within(dropdown).queryByTestId('notification-load-error')).toBeNull()
      await expectRecovered()
      expect(calls).toBe(2)
      // The button went away; focus stays in the dropdown, so Escape and Tab still work there.
      await waitFor(() => expect(dropdown.contains(document.activeElement)).toBe(true))
    })
  }

  it('a Retry while the fault is still there keeps the error and the focused button (saying it is trying), then recovers once it is gone', async () => {
    const { user } = await renderFailingBell({ status: 503 })
    await user.click(bell())
    const dropdown = await screen.findByTestId('notification-dropdown')
    // The next try takes a while and fails again.
    faults.set({ method: 'GET', path: PATH, status: 503, latencyMs: 300 })
    const retry = await within(dropdown).findByRole('button', { name: 'Try again' })
    await user.click(retry)
    // Not swapped for a spinner: the same button, busy, keeps focus; the reason and the marker stay.
    expect(await within(dropdown).findByRole('button', { name: 'Trying again…' })).toBe(retry)
    expect(document.activeElement).toBe(retry)
    expect(within(dropdown).getByText('Injected fault: HTTP 503')).toBeTruthy()
    expect(errorDot()).toBeTruthy()
    await waitFor(() => expect(calls).toBe(2))
    expect(await within(dropdown).findByRole('button', { name: 'Try again' })).toBe(retry)
    expect(errorDot()).toBeTruthy()

    faults.clear()
    await user.click(within(dropdown).getByRole('button', { name: 'Try again' }))
    await expectRecovered()
  })

  for (const [name, fault] of failures) {
    it(`${name}: the network coming back (online) fetches it again without a click`, async () => {
      await renderFailingBell(fault)
      faults.clear()
      act(() => {
        window.dispatchEvent(new Event('online'))
      })
      await expectRecovered()
      expect(calls).toBe(2)
    })
  }

  it('the live connection reconnecting fetches it again without a click', async () => {
    await renderFailingBell({ status: 500 })
    faults.clear()
    act(() => hub.set({ status: 'reconnecting' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
    act(() => {
      hub.set({ status: 'connected' })
      hub.resync()
    })
    await expectRecovered()
    // The resync's refetch and the bell's own are one call.
    expect(calls).toBe(2)
  })

  it('the live connection coming up (no resync, e.g. its first connect) also fetches a failed list again', async () => {
    await renderFailingBell({ network: true })
    faults.clear()
    act(() => hub.set({ status: 'disconnected', reason: 'retrying' }))
    act(() => hub.set({ status: 'connected', reason: 'none' }))
    await expectRecovered()
    expect(calls).toBe(2)
  })

  it('while the fault stays, coming back online shows the error again (no endless spinner) and the badge stays off', async () => {
    const { user } = await renderFailingBell({ status: 500 })
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(calls).toBe(2))
    await waitFor(() => expect(bell().getAttribute('data-load-state')).toBe('error'))
    await user.click(bell())
    expect(await screen.findByText('Notifications could not be fetched.')).toBeTruthy()
    expect(unreadBadge()).toBeNull()
  })

  it('says it in Turkish too', async () => {
    const { user } = await renderFailingBell({ status: 500 }, 'tr')
    expect(bell().getAttribute('aria-label')).toBe('Bildirimler yüklenemedi')
    await user.click(bell())
    const dropdown = await screen.findByTestId('notification-dropdown')
    expect(within(dropdown).getByText('Bildirimler getirilemedi.')).toBeTruthy()
    expect(within(dropdown).getByText('Bağlantı geri geldiğinde kendiliğinden yeniden denenecek.')).toBeTruthy()
    expect(await within(dropdown).findByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })
})

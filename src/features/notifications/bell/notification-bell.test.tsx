import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Notification } from '@/api/generated/notification/model'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { accountOf, notificationFixture } from '@tests/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { ScriptedHub } from '@tests/scripted-hub'
import { LiveHubContext } from '../live/live-hub'
import { LiveNotifications } from '../live/live-notifications'
import { NotificationBell } from './notification-bell'

let gateway: MockGateway
/** The signed-in mock account's user id (the token's subject): its inbox is the one the bell shows. */
let me: string
let hub: ScriptedHub

/** What the bell asked the navbar list for, and the bodies of "mark all as read" (spies: the gateway still answers). */
let navbarQueries: Array<Record<string, string>>
let markAllBodies: unknown[]
const spies = [
  http.get(api('notification', '/user-notifications/navbar'), ({ request }) => {
    navbarQueries.push(Object.fromEntries(new URL(request.url).searchParams))
  }),
  http.post(api('notification', '/user-notifications/mark-as-read'), async ({ request }) => {
    const text = await request.clone().text()
    markAllBodies.push(text ? JSON.parse(text) : undefined)
  }),
]

beforeEach(() => {
  quietConsoleErrors()
  navbarQueries = []
  markAllBodies = []
  hub = new ScriptedHub()
  gateway = createGateway()
  me = accountOf(gateway.db, 'admin@demo.local').id
})

/** A notification created `minutesAgo` minutes ago, to seed for the signed-in account. */
const notification = (partial: Partial<Notification> & { minutesAgo?: number } = {}) => notificationFixture(gateway.db, partial)

/** The account's inbox on the gateway holds exactly these notifications. */
function useInbox(...items: Notification[]) {
  gateway.db.notifications.seed(me, items)
}

/** A notification as the gateway holds it now. */
const held = (id: string) => gateway.db.notifications.list(me).find((n) => n.id === id)

function renderBell(language: 'tr' | 'en' = 'en') {
  return renderScreen(
    <LiveHubContext.Provider value={hub}>
      <LiveNotifications />
      <Routes>
        <Route path="/" element={<NotificationBell />} />
        <Route path="/notifications" element={<p>the notifications page</p>} />
      </Routes>
    </LiveHubContext.Provider>,
    { gateway, language, handlers: spies },
  )
}

const bell = () => screen.getByTestId('notification-bell')
// Roles inside the open dropdown are queried with `hidden`: the dropdown is a focus-trapping
// popover, and tabster may leave a fresh one aria-hidden (see dialogTitled in @tests/dom).
const badgeText = () => screen.queryByTestId('notification-badge')?.textContent ?? null

describe('NotificationBell', () => {
  it('shows the unread count from the navbar list (first page, 10, unread only)', async () => {
    useInbox(...Array.from({ length: 12 }, (_, i) => notification({ minutesAgo: i + 1 })), notification({ isRead: true, minutesAgo: 100 }))
    await renderBell()
    await waitFor(() => expect(badgeText()).toBe('12'))
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 12 unread')
    expect(navbarQueries[0]).toEqual({ index: '0', size: '10', isRead: 'false' })
  })

  it('lists at most the 7 latest titles, rendered per typeKey, and says how many more there are', async () => {
    useInbox(
      notification({ typeKey: 'strike', params: { channelTitle: 'Blue', strikeCount: '1' }, minutesAgo: 1 }),
      ...Array.from({ length: 9 }, (_, i) => notification({ minutesAgo: i + 2 })),
    )
    const { user } = await renderBell()
    await waitFor(() => expect(badgeText()).toBe('10'))
    await user.click(bell())
    const dropdown = await screen.findByTestId('notification-dropdown')
    const items = within(dropdown).getAllByTestId('notification-dropdown-item')
    expect(items).toHaveLength(7)
    expect(items[0]?.textContent).toContain('Channel strike')
    expect(within(dropdown).getByText('and 3 more unread')).toBeTruthy()
  })

  it('says there are no unread notifications, in Turkish too', async () => {
    useInbox(notification({ isRead: true }))
    const { user } = await renderBell('tr')
    await waitFor(() => expect(bell().getAttribute('data-load-state')).toBe('ready'))
    expect(navbarQueries).toHaveLength(1)
    expect(badgeText()).toBeNull()
    await user.click(bell())
    expect(await screen.findByText('Okunmamış bildirim yok')).toBeTruthy()
  })

  it('"view all notifications" goes to /notifications and closes the dropdown', async () => {
    useInbox(notification())
    const { user } = await renderBell()
    await user.click(bell())
    const dropdown = await screen.findByTestId('notification-dropdown')
    await user.click(within(dropdown).getByRole('button', { name: 'View all notifications', hidden: true }))
    expect(await screen.findByText('the notifications page')).toBeTruthy()
    expect(screen.queryByTestId('notification-dropdown')).toBeNull()
  })

  it('a push (ReloadNotifications) raises the badge and adds the title without a reload', async () => {
    useInbox(notification({ minutesAgo: 5 }))
    const { user } = await renderBell()
    await waitFor(() => expect(badgeText()).toBe('1'))
    gateway.db.notifications.add(me, notification({ typeKey: 'copyright', params: { claimcount: '2', channelTitle: 'Red' }, minutesAgo: 0 }))
    act(() => hub.pushReload())
    await waitFor(() => expect(badgeText()).toBe('2'))
    await user.click(bell())
    expect(await screen.findByText('Copyright claim')).toBeTruthy()
  })

  it('marking one read from the dropdown lowers the badge', async () => {
    const first = notification({ typeKey: 'warning', params: { message: 'Licence expires' }, minutesAgo: 1 })
    const second = notification({ minutesAgo: 2 })
    useInbox(first, second)
    const { user } = await renderBell()
    await waitFor(() => expect(badgeText()).toBe('2'))
    await user.click(bell())
    await user.click(await screen.findByRole('button', { name: 'Mark “Warning” as read', hidden: true }))
    await waitFor(() => expect(badgeText()).toBe('1'))
    expect(held(first.id)?.isRead).toBe(true)
    expect(held(second.id)?.isRead).toBe(false)
  })

  it('"mark all as read" sends the newest shown createdAt, so a newer arrival stays unread', async () => {
    const newest = notification({ minutesAgo: 1 })
    useInbox(newest, notification({ minutesAgo: 2 }))
    const { user } = await renderBell()
    await waitFor(() => expect(badgeText()).toBe('2'))
    await user.click(bell())
    await user.click(await screen.findByRole('button', { name: 'Mark all as read', hidden: true }))
    await waitFor(() => expect(badgeText()).toBeNull())
    expect(markAllBodies).toEqual([{ before: newest.createdAt }])
    expect(gateway.db.notifications.list(me).every((n) => n.isRead)).toBe(true)
  })

  it('a failed mark-as-read shows the spec’s message and keeps the badge', async () => {
    const only = notification({ params: { message: 'Hello' } })
    useInbox(only)
    const { user } = await renderBell('tr')
    await waitFor(() => expect(badgeText()).toBe('1'))
    faults.set({ method: 'PATCH', path: `/notification-service/user-notifications/${only.id}`, status: 500 })
    await user.click(bell())
    await user.click(await screen.findByRole('button', { name: '“Genel bildirim” bildirimini okundu olarak işaretle', hidden: true }))
    expect(await screen.findByText('Bildirim okundu olarak işaretlenemedi.')).toBeTruthy()
    expect(screen.getByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(badgeText()).toBe('1')
    expect(held(only.id)?.isRead).toBe(false)
  })

  it('is bright while connected and dimmed, with a tooltip saying why, while not', async () => {
    useInbox(notification())
    const { user } = await renderBell()
    await waitFor(() => expect(badgeText()).toBe('1'))
    expect(bell().getAttribute('data-live-status')).toBe('connected')
    const brightClass = bell().className

    act(() => hub.set({ status: 'reconnecting' }))
    expect(bell().getAttribute('data-live-status')).toBe('reconnecting')
    expect(bell().className).not.toBe(brightClass)
    await user.hover(bell())
    expect((await screen.findByRole('tooltip')).textContent).toContain('Live updates were interrupted. Reconnecting…')

    act(() => hub.set({ status: 'connected' }))
    expect(bell().className).toBe(brightClass)
  })

  it('after the client gave up, the dropdown says live updates are off and reconnects with one click', async () => {
    useInbox(notification())
    const { user } = await renderBell()
    act(() => hub.set({ status: 'disconnected', reason: 'gave_up' }))
    await user.click(bell())
    const status = await screen.findByTestId('live-status')
    expect(status.textContent).toContain('Live updates are off. New notifications will not appear until you reconnect.')
    await user.click(within(status).getByRole('button', { name: 'Reconnect', hidden: true }))
    expect(hub.reconnects).toBe(1)
  })

  it('renders a hostile title param as text', async () => {
    useInbox(notification({ typeKey: 'evil', type: '<img src=x onerror="window.__xss=1">', params: {} }))
    const { user } = await renderBell()
    await user.click(bell())
    const dropdown = await screen.findByTestId('notification-dropdown')
    expect(await within(dropdown).findByText('<img src=x onerror="window.__xss=1"> notification')).toBeTruthy()
    expect(dropdown.querySelector('img')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })
})

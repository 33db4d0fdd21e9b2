import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
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
import { NotificationBell } from '../bell/notification-bell'
import { NotificationsScreen } from './notifications-screen'

const BASE = '/notification-service/user-notifications'

let gateway: MockGateway
/** The signed-in mock account's user id (the token's subject): its inbox is the one on the page. */
let me: string
let hub: ScriptedHub

/** The bodies the page searched with, and those of "mark all as read" (spies: the gateway still answers). */
let searches: unknown[]
let markAllBodies: unknown[]
const spies = [
  http.post(api('notification', '/user-notifications/search'), async ({ request }) => {
    searches.push(await request.clone().json())
  }),
  http.post(api('notification', '/user-notifications/mark-as-read'), async ({ request }) => {
    const text = await request.clone().text()
    markAllBodies.push(text ? JSON.parse(text) : undefined)
  }),
]

beforeEach(() => {
  quietConsoleErrors()
  searches = []
  markAllBodies = []
  hub = new ScriptedHub()
  gateway = createGateway()
  me = accountOf(gateway.db, 'admin@demo.local').id
})

/** A notification created `minutesAgo` minutes ago, to seed for the signed-in account. */
const notification = (partial: Partial<Notification> & { minutesAgo?: number } = {}) => notificationFixture(gateway.db, partial)

/** The account's inbox on the gateway holds exactly these notifications. */
function useInbox(items: Notification[]) {
  gateway.db.notifications.seed(me, items)
}

/** The account's notifications as the gateway holds them now (newest first). */
const held = () => gateway.db.notifications.list(me)
const heldOne = (id: string) => held().find((n) => n.id === id)

/** The page with the bell beside it, as in the layout, so badge and list can be compared. */
function renderPage(options: { language?: 'tr' | 'en'; route?: string } = {}) {
  return renderScreen(
    <LiveHubContext.Provider value={hub}>
      <LiveNotifications />
      <NotificationBell />
      <NotificationsScreen />
    </LiveHubContext.Provider>,
    { gateway, handlers: spies, language: options.language ?? 'en', route: options.route ?? '/notifications', path: '/notifications' },
  )
}

const rows = () => screen.queryAllByTestId('notification-row')
const rowTitles = () => rows().map((row) => within(row).getByRole('heading').textContent)
const badge = () => screen.queryByTestId('notification-badge')?.textContent ?? null
const rowWith = (title: string) => {
  const row = rows().find((r) => within(r).getByRole('heading').textContent === title)
  if (!row) throw new Error(`No row titled ${title}; rows: ${rowTitles().join(', ')}`)
  return row
}
const loaded = () => waitFor(() => expect(rows().length).toBeGreaterThan(0))
/** Clicks Undo (`label`) in the toast that says `text`. */
const undoIn = async (user: Awaited<ReturnType<typeof renderPage>>['user'], text: string, label = 'Undo') => {
  const toast = (await screen.findByText(text)).closest('[role="listitem"]') as HTMLElement
  await user.click(within(toast).getByRole('button', { name: label }))
}

/** Notifications with distinct titles: notifications of an unknown kind whose type names them. */
const many = (count: number, read = false) =>
  Array.from({ length: count }, (_, i) =>
    notification({ typeKey: 'unknown_kind', type: `N${String(i + 1).padStart(2, '0')}`, params: {}, isRead: read, minutesAgo: i + 1 }),
  )
const title = (i: number) => `N${String(i).padStart(2, '0')} notification`

describe('the notifications page: list, filter, paging', () => {
  it('shows the newest page first with titles and messages rendered per typeKey', async () => {
    useInbox([
      notification({ typeKey: 'copyright', params: { claimcount: '3', channelTitle: 'Demo' }, minutesAgo: 1, link: 'https://studio.youtube.com/x' }),
      notification({ typeKey: 'system', params: { message: 'Maintenance tonight' }, minutesAgo: 2, isRead: true }),
    ])
    await renderPage()
    await loaded()
    expect(rowTitles()).toEqual(['Copyright claim', 'System notification'])
    expect(rows()[0]?.textContent).toContain('Demo received 3 copyright claims.')
    expect(rows()[0]?.getAttribute('data-read')).toBe('false')
    expect(rows()[1]?.getAttribute('data-read')).toBe('true')
    const link = within(rows()[0]!).getByRole('link', { name: 'Open the related page' })
    expect(link.getAttribute('href')).toBe('https://studio.youtube.com/x')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(searches[0]).toEqual({ index: 0, size: 10 })
  })

  it('pages through the server: next page asks for index 1', async () => {
    useInbox(many(13))
    const { user } = await renderPage()
    await loaded()
    expect(rows()).toHaveLength(10)
    expect(screen.getByTestId('list-range').textContent).toBe('1–10 of 13')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(rowTitles()).toEqual([title(11), title(12), title(13)]))
    expect(searches.at(-1)).toEqual({ index: 1, size: 10 })
  })

  it('filters read and unread through the contract’s isRead', async () => {
    useInbox([...many(2), ...many(1, true).map((n) => ({ ...n, type: 'Old' }))])
    const { user } = await renderPage()
    await loaded()
    await user.click(screen.getByRole('tab', { name: 'Unread' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, isRead: false })
    await user.click(screen.getByRole('tab', { name: 'Read' }))
    await waitFor(() => expect(rowTitles()).toEqual(['Old notification']))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, isRead: true })
  })

  it('says so when there is nothing, and when the filter leaves nothing', async () => {
    useInbox([])
    const { user } = await renderPage()
    expect(await screen.findByText('You have no notifications.')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Unread' }))
    expect(await screen.findByText('You have read everything.')).toBeTruthy()
  })

  it('a failed fetch shows the spec’s message and recovers on retry', async () => {
    useInbox(many(2))
    faults.set({ method: 'POST', path: `${BASE}/search`, status: 500 })
    const { user } = await renderPage({ language: 'tr' })
    expect(await screen.findByText('Bildirimler getirilemedi.')).toBeTruthy()
    faults.clear()
    await user.click(screen.getByRole('button', { name: 'Yeniden dene' }))
    await loaded()
  })
})

describe('search (spec §5, on the client over the newest window)', () => {
  const items = () => [
    notification({ typeKey: 'copyright', params: { claimcount: '3', channelTitle: 'Kırmızı Kanal' }, minutesAgo: 1 }),
    notification({ typeKey: 'strike', params: { channelTitle: 'Blue', strikeCount: '1' }, minutesAgo: 2 }),
    notification({ typeKey: 'report_ready', type: 'Digest', params: { period: '2026-10' }, minutesAgo: 3 }),
  ]

  it('finds by the rendered title in the current language and asks the server for the window without `search`', async () => {
    useInbox(items())
    const { user } = await renderPage({ language: 'tr' })
    await loaded()
    await user.type(screen.getByRole('searchbox', { name: 'Bildirimlerde ara' }), 'telif')
    await waitFor(() => expect(searches.at(-1)).toEqual({ index: 0, size: 500 }))
    await waitFor(() => expect(rowTitles()).toEqual(['Telif hakkı talebi']))
  })

  it('finds by a param value, the type and the typeKey, and says when nothing matches', async () => {
    useInbox(items())
    const { user } = await renderPage()
    await loaded()
    const box = screen.getByRole('searchbox', { name: 'Search notifications' })
    await user.type(box, 'KIRMIZI')
    await waitFor(() => expect(rowTitles()).toEqual(['Copyright claim']))
    await user.clear(box)
    await user.type(box, 'digest')
    await waitFor(() => expect(rowTitles()).toEqual(['Digest notification']))
    await user.clear(box)
    await user.type(box, 'strike')
    await waitFor(() => expect(rowTitles()).toEqual(['Channel strike']))
    await user.clear(box)
    await user.type(box, 'zzz')
    expect(await screen.findByText('No notification matches “zzz”.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
  })
})

describe('actions keep the badge and the list in agreement', () => {
  it('marks one read and one unread, each at once with Undo', async () => {
    const first = notification({ typeKey: 'warning', params: { message: 'W' }, minutesAgo: 1 })
    const second = notification({ typeKey: 'system', params: { message: 'S' }, minutesAgo: 2 })
    useInbox([first, second])
    const { user } = await renderPage()
    await loaded()
    await waitFor(() => expect(badge()).toBe('2'))
    // Marking applies at once; Undo in its toast sets it back.
    await user.click(within(rowWith('System notification')).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(badge()).toBe('1'))
    expect(heldOne(second.id)?.isRead).toBe(true)
    await undoIn(user, '1 notification marked as read.')
    expect(await screen.findByText('1 notification marked as unread.')).toBeTruthy()
    await waitFor(() => expect(badge()).toBe('2'))
    expect(heldOne(second.id)?.isRead).toBe(false)

    await user.click(within(rowWith('Warning')).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(badge()).toBe('1'))
    await waitFor(() => expect(rowWith('Warning').getAttribute('data-read')).toBe('true'))
    expect(heldOne(first.id)?.isRead).toBe(true)
    expect(heldOne(second.id)?.isRead).toBe(false)

    await user.click(within(rowWith('Warning')).getByRole('button', { name: 'Mark as unread' }))
    await waitFor(() => expect(badge()).toBe('2'))
    expect(heldOne(first.id)?.isRead).toBe(false)
  })

  it('selection survives paging; many are marked read at once and the selection clears', async () => {
    const inbox = many(13)
    useInbox(inbox)
    const { user } = await renderPage()
    await loaded()
    await user.click(within(rowWith(title(1))).getByRole('checkbox'))
    await user.click(within(rowWith(title(2))).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(rowTitles()[0]).toBe(title(11)))
    await user.click(within(rowWith(title(12))).getByRole('checkbox'))
    expect(screen.getByTestId('notifications-bulk-bar').textContent).toContain('3 selected')
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(rowTitles()[0]).toBe(title(1)))
    expect((within(rowWith(title(1))).getByRole('checkbox') as HTMLInputElement).checked).toBe(true)

    await user.click(within(screen.getByTestId('notifications-bulk-bar')).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(badge()).toBe('10'))
    expect(
      new Set(
        held()
          .filter((n) => n.isRead)
          .map((n) => n.id),
      ),
    ).toEqual(new Set([inbox[0]!.id, inbox[1]!.id, inbox[11]!.id]))
    expect(screen.queryByTestId('notifications-bulk-bar')).toBeNull()
    await undoIn(user, '3 notifications marked as read.')
    await waitFor(() => expect(badge()).toBe('13'))
    expect(held().every((n) => !n.isRead)).toBe(true)
  })

  it('the page checkbox selects the page; many are marked unread', async () => {
    useInbox(many(3, true))
    const { user } = await renderPage()
    await loaded()
    await user.click(screen.getByRole('checkbox', { name: 'Select every notification on this page' }))
    expect(screen.getByTestId('notifications-bulk-bar').textContent).toContain('3 selected')
    await user.click(within(screen.getByTestId('notifications-bulk-bar')).getByRole('button', { name: 'Mark as unread' }))
    await waitFor(() => expect(badge()).toBe('3'))
    expect(held().map((n) => n.isRead)).toEqual([false, false, false])
  })

  it('Undo of a bulk marking sets back only what it changed', async () => {
    const inbox = many(3, true)
    inbox[1]!.isRead = false
    useInbox(inbox)
    const { user } = await renderPage()
    await loaded()
    await waitFor(() => expect(badge()).toBe('1'))
    await user.click(screen.getByRole('checkbox', { name: 'Select every notification on this page' }))
    await user.click(within(screen.getByTestId('notifications-bulk-bar')).getByRole('button', { name: 'Mark as unread' }))
    await waitFor(() => expect(badge()).toBe('3'))
    await undoIn(user, '3 notifications marked as unread.')
    // The one that was unread before stays unread.
    await waitFor(() => expect(badge()).toBe('1'))
    expect(held().map((n) => n.isRead)).toEqual([true, false, true])
  })

  it('deletes one at once without asking, the badge follows, and the toast’s Undo brings it back unread', async () => {
    const doomed = notification({ typeKey: 'strike', params: { channelTitle: 'X', strikeCount: '1' }, minutesAgo: 1 })
    useInbox([doomed, notification({ minutesAgo: 2 })])
    const { user } = await renderPage()
    await loaded()
    await waitFor(() => expect(badge()).toBe('2'))
    await user.click(within(rowWith('Channel strike')).getByRole('button', { name: 'Delete', hidden: true }))
    expect(await screen.findByText('1 notification deleted.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    await waitFor(() => expect(rows()).toHaveLength(1))
    await waitFor(() => expect(badge()).toBe('1'))
    expect(heldOne(doomed.id)).toBeUndefined()

    await undoIn(user, '1 notification deleted.')
    expect(await screen.findByText('1 notification restored.')).toBeTruthy()
    await waitFor(() => expect(rowTitles()[0]).toBe('Channel strike'))
    await waitFor(() => expect(badge()).toBe('2'))
    expect(heldOne(doomed.id)).toMatchObject({ isRead: false })
  })

  it('deletes many at once; after a reload the Deleted view restores one and deletes one for good after asking', async () => {
    useInbox(many(4))
    const first = await renderPage()
    await loaded()
    await first.user.click(within(rowWith(title(1))).getByRole('checkbox'))
    await first.user.click(within(rowWith(title(3))).getByRole('checkbox'))
    await first.user.click(within(screen.getByTestId('notifications-bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    expect(await screen.findByText('2 notifications deleted.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    await waitFor(() => expect(rowTitles()).toEqual([title(2), title(4)]))
    await waitFor(() => expect(badge()).toBe('2'))
    expect(held().map((n) => n.type)).toEqual(['N02', 'N04'])
    first.unmount()

    // Another visit (the toast is gone): the Deleted view of the same page.
    const { user } = await renderPage({ route: '/notifications?status=deleted' })
    await waitFor(() => expect(rowTitles()).toEqual([title(1), title(3)]))
    expect(screen.getByRole('tab', { name: 'Deleted', selected: true })).toBeTruthy()
    expect(screen.getByText('Deleted notifications stay here for 30 days, then they are deleted for good.')).toBeTruthy()
    expect(within(rowWith(title(1))).getByText(/^Deleted /)).toBeTruthy()
    await user.click(within(rowWith(title(3))).getByRole('button', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 notification restored.')).toBeTruthy()
    await waitFor(() => expect(rowTitles()).toEqual([title(1)]))
    await waitFor(() => expect(badge()).toBe('3'))
    expect(held().map((n) => n.type)).toEqual(['N02', 'N03', 'N04'])

    await user.click(within(rowWith(title(1))).getByRole('button', { name: 'Delete for good', hidden: true }))
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    expect(dialog.textContent).toContain(`Delete “${title(1)}” for good?`)
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 notification deleted for good.')).toBeTruthy()
    expect(await screen.findByText('No deleted notifications.')).toBeTruthy()
    expect(held().map((n) => n.type)).toEqual(['N02', 'N03', 'N04'])
  })

  it('in Turkish: the Deleted view restores the selection and asks before deleting it for good', async () => {
    useInbox(many(3))
    const first = await renderPage({ language: 'tr' })
    await loaded()
    await first.user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm bildirimleri seç' }))
    await first.user.click(within(screen.getByTestId('notifications-bulk-bar')).getByRole('button', { name: 'Sil', hidden: true }))
    expect(await screen.findByText('3 bildirim silindi.')).toBeTruthy()
    await waitFor(() => expect(rows()).toHaveLength(0))
    await first.user.click(screen.getByRole('tab', { name: 'Silinenler' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
    await first.user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm bildirimleri seç' }))
    const bar = screen.getByTestId('notifications-bulk-bar')
    await first.user.click(within(bar).getByRole('button', { name: 'Kalıcı olarak sil', hidden: true }))
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    expect(dialog.textContent).toContain('3 bildirim kalıcı olarak silinsin mi?')
    await first.user.click(within(dialog).getByRole('button', { name: 'Vazgeç', hidden: true }))
    await first.user.click(within(bar).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('3 bildirim geri getirildi.')).toBeTruthy()
    expect(await screen.findByText('Silinen bildirim yok.')).toBeTruthy()
    expect(held()).toHaveLength(3)
  })

  it('marks all read up to the newest notification shown', async () => {
    const inbox = many(3)
    useInbox(inbox)
    const newest = inbox[0]!
    const { user } = await renderPage()
    await loaded()
    await waitFor(() => expect(badge()).toBe('3'))
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(badge()).toBeNull())
    await waitFor(() => expect(rows().every((row) => row.getAttribute('data-read') === 'true')).toBe(true))
    expect(markAllBodies).toEqual([{ before: newest.createdAt }])
    expect(held().every((n) => n.isRead)).toBe(true)
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true)
    await undoIn(user, 'All notifications are marked as read.')
    await waitFor(() => expect(badge()).toBe('3'))
    expect(held().every((n) => !n.isRead)).toBe(true)
  })

  it('in Turkish: "mark all" says so and its Undo marks only those it marked unread again', async () => {
    const inbox = many(3)
    inbox[2]!.isRead = true
    useInbox(inbox)
    const { user } = await renderPage({ language: 'tr' })
    await loaded()
    await waitFor(() => expect(badge()).toBe('2'))
    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }))
    await waitFor(() => expect(badge()).toBeNull())
    await undoIn(user, 'Tüm bildirimler okundu olarak işaretlendi.', 'Geri al')
    expect(await screen.findByText('2 bildirim okunmadı olarak işaretlendi.')).toBeTruthy()
    await waitFor(() => expect(badge()).toBe('2'))
    expect(held().map((n) => n.isRead)).toEqual([false, false, true])
  })

  it('a push while the page is open shows the new notification without a reload', async () => {
    useInbox(many(1))
    await renderPage()
    await loaded()
    gateway.db.notifications.add(me, notification({ typeKey: 'content_id', params: { channelTitle: 'Live', matchCount: '4' }, minutesAgo: 0 }))
    act(() => hub.pushReload())
    await waitFor(() => expect(rowTitles()[0]).toBe('Content ID match'))
    await waitFor(() => expect(badge()).toBe('2'))
  })
})

describe('failures show the spec’s messages (§8) and keep what the user did', () => {
  it.each([
    ['update' as const, 'Okundu işaretle', 'Bildirim okundu olarak işaretlenemedi.'],
    ['delete' as const, 'Sil', 'Bildirim silinemedi.'],
  ])('%s fails: toast "%s"', async (operation, button, message) => {
    const [only] = many(1)
    useInbox([only!])
    const { user } = await renderPage({ language: 'tr' })
    await loaded()
    faults.set({ method: operation === 'update' ? 'PATCH' : 'DELETE', path: `${BASE}/${only!.id}`, status: 500 })
    await user.click(within(rows()[0]!).getByRole('button', { name: button }))
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(rows()).toHaveLength(1)
    expect(held()).toEqual([expect.objectContaining({ id: only!.id, isRead: false })])
  })

  it('a failed bulk action says the bulk action failed and keeps the selection', async () => {
    useInbox(many(2))
    const { user } = await renderPage({ language: 'tr' })
    await loaded()
    faults.set({ method: 'PATCH', path: `${BASE}/bulk`, status: 404 })
    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm bildirimleri seç' }))
    await user.click(within(screen.getByTestId('notifications-bulk-bar')).getByRole('button', { name: 'Okundu işaretle' }))
    expect(await screen.findByText('Toplu işlem başarısız oldu.')).toBeTruthy()
    expect(screen.getByTestId('notifications-bulk-bar').textContent).toContain('2 seçili')
    expect(held().some((n) => n.isRead)).toBe(false)
  })

  it('a failed "mark all read" says so', async () => {
    useInbox(many(2))
    const { user } = await renderPage({ language: 'tr' })
    await loaded()
    await waitFor(() => expect(badge()).toBe('2'))
    faults.set({ method: 'POST', path: `${BASE}/mark-as-read`, status: 500 })
    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }))
    expect(await screen.findByText('Bildirimler okundu olarak işaretlenemedi.')).toBeTruthy()
    expect(badge()).toBe('2')
    expect(held().some((n) => n.isRead)).toBe(false)
  })
})

describe('server text is text', () => {
  it('markup in params and type stays visible text, and unsafe links are not links', async () => {
    useInbox([
      notification({
        typeKey: 'general',
        params: { message: '<img src=x onerror="window.__xss=1"><b>bold</b>' },
        link: 'javascript:window.__xss=2',
        minutesAgo: 1,
      }),
      notification({ typeKey: 'x', type: '<script>window.__xss=3</script>', params: { '<i>k</i>': '<a href="javascript:alert(1)">v</a>' }, minutesAgo: 2 }),
    ])
    await renderPage()
    await loaded()
    const list = screen.getByRole('list', { name: 'Notifications' })
    expect(list.querySelector('img, b, script, i, a[href^="javascript"]')).toBeNull()
    expect(list.textContent).toContain('<img src=x onerror="window.__xss=1"><b>bold</b>')
    expect(list.textContent).toContain('<script>window.__xss=3</script> notification')
    expect(list.textContent).toContain('<i>k</i>: <a href="javascript:alert(1)">v</a>')
    expect(within(list).queryByRole('link')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })
})

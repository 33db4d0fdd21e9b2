import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DashboardSummary } from '@/api/generated/channel/model'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { testClient } from '@tests/test-client'
import { grantOnly } from '@tests/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { DashboardScreen } from './dashboard-screen'
import { DASHBOARD_PERMISSIONS } from './access'

let gateway: MockGateway
let called: string[] = []
/** Notes each dashboard call and lets it through to the gateway. */
const tracker = [http.get(api('channel', '/dashboard/:widget'), ({ params }) => void called.push(`/dashboard/${String(params.widget)}`))]

beforeEach(() => {
  gateway = createGateway()
  called = []
})
afterEach(() => {
  onlineManager.setOnline(true)
})

/** What the gateway answers the admin for the summary, to compare the counters with. */
async function adminSummary(): Promise<DashboardSummary> {
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  return (await client.json<{ body: DashboardSummary }>('GET', '/channel-service/dashboard/summary')).data.body
}

describe('the dashboard', () => {
  it('shows every widget to an admin, and the welcome after sign-in', async () => {
    // A channel name with markup must come out as text.
    for (const channel of gateway.db.channel.channels) channel.name = `${channel.name} <i>TV</i>`
    const summary = await adminSummary()
    await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, route: { pathname: '/dashboard-panel', state: { fromLogin: true } } })
    expect(screen.getByTestId('welcome-banner').textContent).toContain('Hoş geldiniz, Deniz Yılmaz!')
    const drafts = await screen.findByTestId(`counter-${DASHBOARD_PERMISSIONS.draftVideo}`)
    await waitFor(() => expect(drafts.textContent).toContain(new Intl.NumberFormat('tr-TR').format(summary.draftVideoCount)))
    expect((await within(screen.getByTestId('widget-revenue-list')).findAllByText(/ <i>TV<\/i>$/)).length).toBeGreaterThan(0)
    for (const id of ['widget-revenue-graph', 'widget-revenue-list', 'widget-top-channels', 'widget-video-targets', 'widget-translations'])
      expect(screen.getByTestId(id)).toBeTruthy()
    expect(await within(screen.getByTestId('widget-translations')).findByText('İngilizce')).toBeTruthy()
    expect(new Set(called)).toEqual(
      new Set(['/dashboard/summary', '/dashboard/channel-revenue', '/dashboard/top-channels', '/dashboard/video-targets', '/dashboard/translations']),
    )
  })

  it('shows each widget only with its permission, and calls nothing else', async () => {
    grantOnly(gateway.db, 'editor@demo.local', [DASHBOARD_PERMISSIONS.draftVideo, DASHBOARD_PERMISSIONS.top10RevenueChannels])
    await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, signedInAs: 'editor@demo.local', route: '/dashboard-panel' })
    expect(await screen.findByTestId(`counter-${DASHBOARD_PERMISSIONS.draftVideo}`)).toBeTruthy()
    await screen.findByTestId('widget-top-channels')
    expect(screen.queryByTestId(`counter-${DASHBOARD_PERMISSIONS.publishedVideo}`)).toBeNull()
    expect(screen.queryByTestId('widget-revenue-graph')).toBeNull()
    expect(screen.queryByTestId('widget-translations')).toBeNull()
    expect(screen.queryByTestId('welcome-banner')).toBeNull()
    await waitFor(() => expect(called.sort()).toEqual(['/dashboard/summary', '/dashboard/top-channels']))
  })

  it('says so when no widget is allowed', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['user_read'])
    await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, signedInAs: 'editor@demo.local', route: '/dashboard-panel' })
    expect(await screen.findByText('Gösterilecek gösterge yok')).toBeTruthy()
    expect(called).toEqual([])
  })

  const cardHeading = (testId: string) => () => within(screen.getByTestId(testId)).getByRole('heading', { level: 2 })
  /**
   * Each widget's call, where its error shows, what it shows once it has its data, and where focus
   * goes when its Retry button is gone.
   */
  const WIDGETS: Array<{ call: string; where: () => HTMLElement; shown: () => Promise<unknown>; focus: () => HTMLElement }> = [
    {
      call: 'summary',
      where: () => screen.getByTestId('counters-notice'),
      focus: () => screen.getByRole('region', { name: 'Summary figures' }),
      shown: async () => {
        const summary = await adminSummary()
        const drafts = await screen.findByTestId(`counter-${DASHBOARD_PERMISSIONS.draftVideo}`)
        await waitFor(() => expect(drafts.textContent).toContain(new Intl.NumberFormat('en-US').format(summary.draftVideoCount)))
      },
    },
    {
      // One call, two cards: one Retry brings both back.
      call: 'channel-revenue',
      where: () => screen.getByTestId('widget-revenue-graph'),
      focus: cardHeading('widget-revenue-graph'),
      shown: async () => {
        expect(await within(screen.getByTestId('widget-revenue-graph')).findByRole('figure', { name: /^Total revenue over the last 30 days/ })).toBeTruthy()
        await waitFor(() => expect(within(screen.getByTestId('widget-revenue-list')).getAllByRole('row').length).toBeGreaterThan(1))
      },
    },
    {
      call: 'top-channels',
      where: () => screen.getByTestId('widget-top-channels'),
      focus: cardHeading('widget-top-channels'),
      shown: async () => expect(await within(screen.getByTestId('widget-top-channels')).findAllByRole('listitem')).toHaveLength(10),
    },
    {
      call: 'video-targets',
      where: () => screen.getByTestId('widget-video-targets'),
      focus: cardHeading('widget-video-targets'),
      shown: async () =>
        expect(
          await within(screen.getByTestId('widget-video-targets')).findByRole('figure', { name: /videos were published against a target of/ }),
        ).toBeTruthy(),
    },
    {
      call: 'translations',
      where: () => screen.getByTestId('widget-translations'),
      focus: cardHeading('widget-translations'),
      shown: async () => expect(await within(screen.getByTestId('widget-translations')).findByText('English')).toBeTruthy(),
    },
  ]

  it.each(WIDGETS)(
    'recovers the $call widget with Retry once the fault is cleared, showing the error and a busy, focused Retry while it tries',
    async ({ call, where, shown, focus }) => {
      const path = `/channel-service/dashboard/${call}`
      faults.set({ method: 'GET', path, status: 503 })
      const { user } = await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, route: '/dashboard-panel', language: 'en' })
      await waitFor(() => expect(within(where()).getByText('Injected fault: HTTP 503')).toBeTruthy())
      // Every widget has settled: no loading shape anywhere.
      await waitFor(() => expect(screen.queryAllByLabelText('Loading…')).toHaveLength(0))
      // Retry while the fault is still on (and the answer takes a while): the error stays, the same
      // Retry button says it is trying and keeps focus; then it is the error again.
      faults.set({ method: 'GET', path, status: 503, latencyMs: 150 })
      const before = called.filter((url) => url === `/dashboard/${call}`).length
      const retry = within(where()).getByRole('button', { name: 'Try again' })
      await user.click(retry)
      expect(await within(where()).findByRole('button', { name: 'Trying again…' })).toBe(retry)
      expect(document.activeElement).toBe(retry)
      expect(within(where()).getByText('Injected fault: HTTP 503')).toBeTruthy()
      expect(screen.queryAllByLabelText('Loading…')).toHaveLength(0)
      await waitFor(() => expect(called.filter((url) => url === `/dashboard/${call}`).length).toBe(before + 1))
      expect(await within(where()).findByRole('button', { name: 'Try again' })).toBe(retry)
      expect(within(where()).getByText('Injected fault: HTTP 503')).toBeTruthy()
      expect(document.activeElement).toBe(retry)

      faults.clear()
      await user.click(retry)
      await shown()
      expect(screen.queryByText('Injected fault: HTTP 503')).toBeNull()
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      // The button went away: focus stays with the widget instead of falling to the page.
      await waitFor(() => expect(document.activeElement).toBe(focus()))
    },
  )

  it.each(WIDGETS)('the failed $call widget loads by itself when the network comes back (online), without a click', async ({ call, where, shown }) => {
    faults.set({ method: 'GET', path: `/channel-service/dashboard/${call}`, network: true })
    await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, route: '/dashboard-panel', language: 'en' })
    await waitFor(() => expect(within(where()).getByText('This widget could not be loaded.')).toBeTruthy())
    await waitFor(() => expect(screen.queryAllByLabelText('Loading…')).toHaveLength(0))
    faults.clear()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await shown()
    expect(screen.queryByText('This widget could not be loaded.')).toBeNull()
  })

  const OFFLINE_TEXT = 'No network connectionThis widget will load by itself as soon as the connection is back.'
  const notices = () => screen.queryAllByText('No network connection').map((title) => title.closest('[data-state]')!)

  it('says each widget waits for the network instead of a skeleton forever, and loads them all when it is back', async () => {
    act(() => onlineManager.setOnline(false))
    await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, route: '/dashboard-panel', language: 'en' })
    // The counters and the four cards (the two revenue cards share one call and say it each).
    await waitFor(() => expect(notices()).toHaveLength(6))
    for (const notice of notices()) {
      expect(notice.textContent).toContain(OFFLINE_TEXT)
      expect(notice.getAttribute('data-state')).toBe('offline')
    }
    for (const { where } of WIDGETS) expect(within(where()).getByText('No network connection')).toBeTruthy()
    expect(screen.queryAllByLabelText('Loading…')).toHaveLength(0)
    expect(called).toEqual([])

    act(() => onlineManager.setOnline(true))
    // The counters (their figures depend on which channels' videos the other widgets opened first,
    // so only that they are there), then the cards.
    await waitFor(() => expect(screen.getByTestId(`counter-${DASHBOARD_PERMISSIONS.draftVideo}`).textContent).toMatch(/^Draft videos[\d,]+$/))
    for (const { call, shown } of WIDGETS) if (call !== 'summary') await shown()
    expect(notices()).toHaveLength(0)
    expect(new Set(called)).toEqual(
      new Set(['/dashboard/summary', '/dashboard/channel-revenue', '/dashboard/top-channels', '/dashboard/video-targets', '/dashboard/translations']),
    )
  })

  it('says it in Turkish too', async () => {
    const path = '/channel-service/dashboard/translations'
    act(() => onlineManager.setOnline(false))
    const { user } = await renderScreen(<DashboardScreen />, { gateway, route: '/dashboard-panel' })
    const widget = screen.getByTestId('widget-translations')
    expect(await within(widget).findByText('Ağ bağlantısı yok')).toBeTruthy()
    expect(widget.textContent).toContain('Bağlantı geri geldiğinde bu gösterge kendiliğinden yüklenecek.')
    faults.set({ method: 'GET', path, status: 500, times: 1 })
    act(() => onlineManager.setOnline(true))
    expect(await within(widget).findByText('Injected fault: HTTP 500')).toBeTruthy()
    faults.set({ method: 'GET', path, status: 500, latencyMs: 150 })
    await user.click(within(widget).getByRole('button', { name: 'Tekrar dene' }))
    expect(await within(widget).findByRole('button', { name: 'Tekrar deneniyor…' })).toBeTruthy()
    expect(await within(widget).findByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })

  it('a widget that failed and then lost the network says it waits for it; its Retry keeps focus and asks nothing until the network is back', async () => {
    const path = '/channel-service/dashboard/top-channels'
    faults.set({ method: 'GET', path, network: true })
    const { user } = await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, route: '/dashboard-panel', language: 'en' })
    const widget = screen.getByTestId('widget-top-channels')
    await waitFor(() => expect(within(widget).getByText('This widget could not be loaded.')).toBeTruthy())
    const retry = within(widget).getByRole('button', { name: 'Try again' })
    act(() => onlineManager.setOnline(false))
    expect(widget.textContent).toContain(OFFLINE_TEXT)
    const before = called.length
    await user.click(retry)
    // Still waiting, the same button (focused), nothing asked.
    expect(widget.textContent).toContain(OFFLINE_TEXT)
    expect(within(widget).getByRole('button', { name: 'Try again' })).toBe(retry)
    expect(document.activeElement).toBe(retry)
    expect(called.length).toBe(before)

    faults.clear()
    act(() => onlineManager.setOnline(true))
    expect(await within(widget).findAllByRole('listitem')).toHaveLength(10)
    expect(within(widget).queryByText('No network connection')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(within(widget).getByRole('heading', { level: 2 })))
  })

  it("shows a widget's error with the server message and a retry", async () => {
    faults.set({ method: 'GET', path: '/channel-service/dashboard/translations', status: 500, times: 1 })
    const { user } = await renderScreen(<DashboardScreen />, { gateway, route: '/dashboard-panel' })
    const widget = screen.getByTestId('widget-translations')
    expect(await within(widget).findByText('Injected fault: HTTP 500')).toBeTruthy()
    await user.click(within(widget).getByRole('button', { name: 'Tekrar dene' }))
    expect(await within(widget).findByText('İngilizce')).toBeTruthy()
    expect(within(widget).queryByText('Injected fault: HTTP 500')).toBeNull()
  })
})

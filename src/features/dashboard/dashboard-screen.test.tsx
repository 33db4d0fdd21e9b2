import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DashboardSummary } from '@/api/generated/channel/model'
import { DASHBOARD_PERMISSIONS } from '@/shared/lib/permissions'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { testClient } from '@mocks/lib/test-client'
import { grantOnly } from '@tests/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { DashboardScreen } from './dashboard-screen'

let gateway: MockGateway
let called: string[] = []
/** Notes each dashboard call and lets it through to the gateway. */
const tracker = [http.get(api('channel', '/dashboard/:widget'), ({ params }) => void called.push(`/dashboard/${String(params.widget)}`))]

beforeEach(() => {
  gateway = createGateway()
  called = []
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
    for (const id of ['widget-revenue-graph', 'widget-revenue-list', 'widget-top-channels', 'widget-video-targets', 'widget-translations']) expect(screen.getByTestId(id)).toBeTruthy()
    expect(await within(screen.getByTestId('widget-translations')).findByText('İngilizce')).toBeTruthy()
    expect(new Set(called)).toEqual(new Set(['/dashboard/summary', '/dashboard/channel-revenue', '/dashboard/top-channels', '/dashboard/video-targets', '/dashboard/translations']))
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

  /** Each widget's call, where its error shows, and what it shows once it has its data. */
  const WIDGETS: Array<{ call: string; where: () => HTMLElement; shown: () => Promise<unknown> }> = [
    {
      call: 'summary',
      where: () => screen.getByTestId('counters-error'),
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
      shown: async () => {
        expect(await within(screen.getByTestId('widget-revenue-graph')).findByRole('figure', { name: /^Total revenue over the last 30 days/ })).toBeTruthy()
        await waitFor(() => expect(within(screen.getByTestId('widget-revenue-list')).getAllByRole('row').length).toBeGreaterThan(1))
      },
    },
    {
      call: 'top-channels',
      where: () => screen.getByTestId('widget-top-channels'),
      shown: async () => expect(await within(screen.getByTestId('widget-top-channels')).findAllByRole('listitem')).toHaveLength(10),
    },
    {
      call: 'video-targets',
      where: () => screen.getByTestId('widget-video-targets'),
      shown: async () => expect(await within(screen.getByTestId('widget-video-targets')).findByRole('figure', { name: /videos were published against a target of/ })).toBeTruthy(),
    },
    {
      call: 'translations',
      where: () => screen.getByTestId('widget-translations'),
      shown: async () => expect(await within(screen.getByTestId('widget-translations')).findByText('English')).toBeTruthy(),
    },
  ]

  it.each(WIDGETS)('recovers the $call widget with Retry once the fault is cleared', async ({ call, where, shown }) => {
    const path = `/channel-service/dashboard/${call}`
    faults.set({ method: 'GET', path, status: 503 })
    const { user } = await renderScreen(<DashboardScreen />, { gateway, handlers: tracker, route: '/dashboard-panel', language: 'en' })
    await waitFor(() => expect(within(where()).getByText('Injected fault: HTTP 503')).toBeTruthy())
    // Retry while the fault is still on: asked again, still the error.
    const before = called.filter((url) => url === `/dashboard/${call}`).length
    await user.click(within(where()).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(called.filter((url) => url === `/dashboard/${call}`).length).toBe(before + 1))
    await waitFor(() => expect(within(where()).getByText('Injected fault: HTTP 503')).toBeTruthy())

    faults.clear()
    await user.click(within(where()).getByRole('button', { name: 'Try again' }))
    await shown()
    expect(screen.queryByText('Injected fault: HTTP 503')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
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

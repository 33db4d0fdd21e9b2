import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { DASHBOARD_PERMISSIONS } from '@/shared/lib/permissions'
import { api, envelope, handleInEveryTest, permissionsHandler } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { tokenExpiringIn } from '@tests/tokens'
import { DashboardScreen } from './dashboard-screen'

let called: string[] = []
const track = (path: string, body: unknown) =>
  http.get(api('channel', path), () => {
    called.push(path)
    return envelope(body)
  })

const server = handleInEveryTest(
  track('/dashboard/summary', { youtubeChannelCount: 60, cmsCount: 24, draftVideoCount: 1793, publishedVideoCount: 8936, copyrightClaimCount: 903, channelWatchCount: 2_600_000_000, yellowDollarCount: 2995 }),
  track('/dashboard/channel-revenue', { series: [{ date: '2026-11-01', revenue: 100, currency: 'USD' }], list: [{ channelId: 'c1', channelName: 'Atlas <i>TV</i>', revenue: 1234, currency: 'USD' }] }),
  track('/dashboard/top-channels', { metric: 'views', currency: null, items: [{ rank: 1, channelId: 'c1', channelName: 'Atlas TV', thumbnail: null, value: 1200 }] }),
  track('/dashboard/video-targets', { year: 2026, items: [{ month: '2026-01', target: 10, actual: 8 }] }),
  track('/dashboard/translations', { items: [{ languageCode: 'en', publishedCount: 4, draftCount: 2 }] }),
)

function signInAs(role: string) {
  session.signIn({ accessToken: tokenExpiringIn(3600, { role, given_name: 'Ada', family_name: 'Admin' }), refreshToken: 'r' }, 'a@d.l', true)
}

beforeEach(() => {
  session.resetForTests()
  called = []
})

describe('the dashboard', () => {
  it('shows every widget to an admin, and the welcome after sign-in', async () => {
    signInAs('admin')
    renderWithProviders(<DashboardScreen />, { route: { pathname: '/dashboard-panel', state: { fromLogin: true } } })
    expect(screen.getByTestId('welcome-banner').textContent).toContain('Hoş geldiniz, Ada Admin!')
    expect(await screen.findByText('1.793')).toBeTruthy()
    expect(await screen.findByText('Atlas <i>TV</i>')).toBeTruthy()
    for (const id of ['widget-revenue-graph', 'widget-revenue-list', 'widget-top-channels', 'widget-video-targets', 'widget-translations']) expect(screen.getByTestId(id)).toBeTruthy()
    expect(await screen.findByText('İngilizce')).toBeTruthy()
    expect(new Set(called)).toEqual(new Set(['/dashboard/summary', '/dashboard/channel-revenue', '/dashboard/top-channels', '/dashboard/video-targets', '/dashboard/translations']))
  })

  it('shows each widget only with its permission, and calls nothing else', async () => {
    signInAs('editor')
    server.use(permissionsHandler([DASHBOARD_PERMISSIONS.draftVideo, DASHBOARD_PERMISSIONS.top10RevenueChannels]))
    renderWithProviders(<DashboardScreen />, { route: '/dashboard-panel' })
    expect(await screen.findByTestId(`counter-${DASHBOARD_PERMISSIONS.draftVideo}`)).toBeTruthy()
    await screen.findByTestId('widget-top-channels')
    expect(screen.queryByTestId(`counter-${DASHBOARD_PERMISSIONS.publishedVideo}`)).toBeNull()
    expect(screen.queryByTestId('widget-revenue-graph')).toBeNull()
    expect(screen.queryByTestId('widget-translations')).toBeNull()
    expect(screen.queryByTestId('welcome-banner')).toBeNull()
    await waitFor(() => expect(called.sort()).toEqual(['/dashboard/summary', '/dashboard/top-channels']))
  })

  it('says so when no widget is allowed', async () => {
    signInAs('viewer')
    server.use(permissionsHandler(['user_read']))
    renderWithProviders(<DashboardScreen />, { route: '/dashboard-panel' })
    expect(await screen.findByText('Gösterilecek gösterge yok')).toBeTruthy()
    expect(called).toEqual([])
  })

  it('shows a widget\'s error with the server message and a retry', async () => {
    signInAs('admin')
    server.use(http.get(api('channel', '/dashboard/translations'), () => envelope(null, { status: 500, message: 'Çeviriler alınamadı.' })))
    const { user } = renderWithProviders(<DashboardScreen />, { route: '/dashboard-panel' })
    expect(await screen.findByText('Çeviriler alınamadı.')).toBeTruthy()
    server.use(track('/dashboard/translations', { items: [] }))
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('Bu dönem için veri yok.')).toBeTruthy()
  })
})

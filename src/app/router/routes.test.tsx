import { cleanup, screen } from '@testing-library/react'
import { http } from 'msw'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { LiveHubContext } from '@/features/notifications/live/live-hub'
import { ScriptedHub } from '@/features/notifications/test-hub'
import { api, envelope, setupTestServer } from '../../../tests/helpers/msw'
import { createTestQueryClient, renderWithProviders } from '../../../tests/helpers/render'
import { tokenExpiringIn } from '../../../tests/helpers/tokens'
import { appQueryClient } from '../query-client'
import { routes } from './routes'

const CHANNEL = '0b6f6a3c-1a43-4a57-9d0e-6b1f6b0b6d2f'
const ME = { id: 'u-1', email: 'admin@demo.local', firstName: 'Ada', lastName: 'Admin', phoneNumber: null, profilePicture: null, jobTitle: null, language: 'tr', roles: ['admin'], organizationId: null, createdAt: '2025-01-10T09:00:00Z' }

// Every call the pages below make; anything else fails loudly (setupTestServer).
setupTestServer(
  http.get(api('identity', '/account/menu-profile'), () => envelope({ id: ME.id, profilePicture: null, roles: ME.roles, firstName: ME.firstName, lastName: ME.lastName })),
  http.get(api('identity', '/account/my-profile'), () => envelope(ME)),
  http.get(api('notification', '/user-notifications/navbar'), () => envelope({ items: [], totalCount: 0 })),
  http.get(api('channel', '/dashboard/summary'), () => envelope({ youtubeChannelCount: 60, cmsCount: 24, draftVideoCount: 1793, publishedVideoCount: 8936, copyrightClaimCount: 903, channelWatchCount: 1000, yellowDollarCount: 2995 })),
  http.get(api('channel', '/dashboard/channel-revenue'), () => envelope({ series: [], list: [] })),
  http.get(api('channel', '/dashboard/top-channels'), () => envelope({ metric: 'views', currency: null, items: [] })),
  http.get(api('channel', '/dashboard/video-targets'), () => envelope({ year: 2026, items: [] })),
  http.get(api('channel', '/dashboard/translations'), () => envelope({ items: [] })),
  http.get(api('channel', '/channels/:id'), ({ params }) => envelope({ id: params.id, name: 'Atlas TV', companyId: 'c-1', cmsId: null, cmsName: null, thumbnail: null })),
)

/** The app's route table in a memory router, with a scripted live connection instead of a socket. */
function renderApp(route: string) {
  const hub = new ScriptedHub()
  const app = [{ element: <LiveHubContext.Provider value={hub}><Outlet /></LiveHubContext.Provider>, children: routes }]
  const { router } = renderWithProviders(<></>, { routes: app, route })
  return {
    where: () => `${router?.state.location.pathname}${router?.state.location.search}`,
    state: () => router?.state.location.state,
  }
}

const pageTitle = (name: string, level: 1 | 2 = 1) => screen.findByRole('heading', { level, name }, { timeout: 5000 })
/** A channel's pages sit under its name (the h1): their own title is an h2. */
const CHANNEL_PAGE = 2 as const

/** The layout is around the page (and done loading, so no call is left in flight). */
async function expectShell() {
  expect(await screen.findByText('Ada Admin')).toBeTruthy()
  expect(await screen.findByTestId('notification-bell')).toBeTruthy()
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeTruthy()
  expect(screen.getByRole('contentinfo')).toBeTruthy()
}

beforeEach(() => {
  session.resetForTests()
  // The route table brings its own QueryScope, which uses the app's client: a fresh one per test.
  appQueryClient.current = createTestQueryClient()
})

describe('the route table for a signed-in admin (spec §2)', () => {
  beforeEach(() => {
    session.signIn({ accessToken: tokenExpiringIn(3600, { role: 'admin' }), refreshToken: 'r' }, ME.email, true)
  })

  it.each<[string, string, string, (1 | 2)?]>([
    ['/', '/dashboard-panel', 'Kontrol Paneli'],
    ['/?cmsId=x', '/dashboard-panel?cmsId=x', 'Kontrol Paneli'],
    ['/profile', '/profile/profile-information', 'Profil Bilgileri'],
    ['/profile?cmsId=x&companyId=c', '/profile/profile-information?cmsId=x&companyId=c', 'Profil Bilgileri'],
    ['/cms-management?cmsId=x', '/cms-management/channels?cmsId=x', 'CMS Kanalları'],
    [`/cms-channels/${CHANNEL}?cmsId=x`, `/cms-channels/${CHANNEL}/contents/videos?cmsId=x`, 'Videolar', CHANNEL_PAGE],
    [`/my-channels/${CHANNEL}/contents?channelId=c`, `/my-channels/${CHANNEL}/contents/videos?channelId=c`, 'Videolar', CHANNEL_PAGE],
    ['/thumbnail', '/thumbnail', 'Küçük Resimler'],
    ['/THUMBNAIL', '/THUMBNAIL', 'Küçük Resimler'],
    // An admin may read every report: the first in the spec's order.
    ['/reports?companyId=c', '/reports/channel-reports?companyId=c', 'Kanal Raporları'],
  ])('%s ends on %s', async (from, to, title, level = 1) => {
    const app = renderApp(from)
    expect(await pageTitle(title, level)).toBeTruthy()
    expect(app.where()).toBe(to)
    await expectShell()
  })

  it('shows the same dashboard on /dashboard as on /dashboard-panel', async () => {
    for (const path of ['/dashboard', '/dashboard-panel']) {
      const app = renderApp(path)
      expect(await pageTitle('Kontrol Paneli')).toBeTruthy()
      expect(await screen.findByText('1.793')).toBeTruthy()
      expect(app.where()).toBe(path)
      await expectShell()
      cleanup()
    }
  })

  it('shows the channel above its videos on a channel-detail page', async () => {
    renderApp(`/my-channels/${CHANNEL}`)
    expect(await pageTitle('Atlas TV')).toBeTruthy()
    expect(await pageTitle('Videolar', CHANNEL_PAGE)).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expectShell()
  })

  it('shows the not-found page inside the layout for an unknown path', async () => {
    const app = renderApp('/no/such/page?cmsId=x')
    expect(await pageTitle('Sayfa bulunamadı')).toBeTruthy()
    expect(app.where()).toBe('/no/such/page?cmsId=x')
    await expectShell()
  })
})

describe('the route table without a session (spec §2)', () => {
  it('sends a visit to /users to /login, carrying the requested location', async () => {
    const app = renderApp('/users?channelId=7')
    expect(await screen.findByRole('button', { name: 'Giriş yap' }, { timeout: 5000 })).toBeTruthy()
    expect(app.where()).toBe('/login')
    expect(app.state()).toEqual({ from: { pathname: '/users', search: '?channelId=7', hash: '' } })
  })
})

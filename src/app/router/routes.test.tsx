import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createGateway } from '@mocks/gateway'
import { accountOf } from '@tests/gateway'
import { renderApp as renderWholeApp } from '@tests/app'
import { LONG_WAIT } from '@tests/waits'

// The route table against the stateful mock gateway: real tokens, the seeded channels and CMS.
const gateway = createGateway()
const CHANNEL = gateway.db.channel.channels[1]!
const CMS = gateway.db.channel.cms[0]!

/** The app's route table against the gateway, signed in as the admin unless told otherwise. */
const renderApp = (route: string, signedInAs: string | null = 'admin@demo.local') => renderWholeApp(route, { gateway, signedInAs })

const pageTitle = (name: string, level: 1 | 2 = 1) => screen.findByRole('heading', { level, name }, LONG_WAIT)
/** A channel's pages sit under its name (the h1): their own title is an h2. */
const CHANNEL_PAGE = 2 as const

const ADMIN = accountOf(gateway.db, 'admin@demo.local')

/** The layout is around the page (and done loading, so no call is left in flight). */
async function expectShell() {
  expect(await screen.findByText(`${ADMIN.firstName} ${ADMIN.lastName}`)).toBeTruthy()
  expect(await screen.findByTestId('notification-bell')).toBeTruthy()
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeTruthy()
  expect(screen.getByRole('contentinfo')).toBeTruthy()
}

describe('the route table for a signed-in admin (spec §2)', () => {
  it.each<[string, string, string, (1 | 2)?]>([
    ['/', '/dashboard-panel', 'Kontrol Paneli'],
    ['/?cmsId=x', '/dashboard-panel?cmsId=x', 'Kontrol Paneli'],
    ['/profile', '/profile/profile-information', 'Profil Bilgileri'],
    ['/profile?cmsId=x&companyId=c', '/profile/profile-information?cmsId=x&companyId=c', 'Profil Bilgileri'],
    [`/cms-management?cmsId=${CMS.id}`, `/cms-management/channels?cmsId=${CMS.id}`, CMS.name],
    [`/cms-channels/${CHANNEL.id}?cmsId=${CMS.id}`, `/cms-channels/${CHANNEL.id}/contents/videos?cmsId=${CMS.id}`, 'Videolar', CHANNEL_PAGE],
    [`/my-channels/${CHANNEL.id}/contents?channelId=c`, `/my-channels/${CHANNEL.id}/contents/videos?channelId=c`, 'Videolar', CHANNEL_PAGE],
    ['/thumbnail', '/thumbnail', 'Küçük Resimler'],
    ['/THUMBNAIL', '/THUMBNAIL', 'Küçük Resimler'],
    // An admin may read every report: the first in REPORT_ORDER.
    ['/reports?companyId=c', '/reports/channel-reports?companyId=c', 'Kanal Raporları'],
  ])('%s ends on %s', async (from, to, title, level = 1) => {
    const app = await renderApp(from)
    expect(await pageTitle(title, level)).toBeTruthy()
    expect(app.where()).toBe(to)
    await expectShell()
  })

  it('shows the same dashboard on /dashboard as on /dashboard-panel', async () => {
    for (const path of ['/dashboard', '/dashboard-panel']) {
      const app = await renderApp(path)
      expect(await pageTitle('Kontrol Paneli')).toBeTruthy()
      expect(await screen.findByTestId('counter-dashboard_draft_video')).toBeTruthy()
      expect(app.where()).toBe(path)
      await expectShell()
      cleanup()
    }
  })

  it('shows the channel above its videos on a channel-detail page', async () => {
    await renderApp(`/my-channels/${CHANNEL.id}`)
    expect(await pageTitle(CHANNEL.name)).toBeTruthy()
    expect(await pageTitle('Videolar', CHANNEL_PAGE)).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expectShell()
  })

  it('shows the not-found page inside the layout for an unknown path', async () => {
    const app = await renderApp('/no/such/page?cmsId=x')
    expect(await pageTitle('Sayfa bulunamadı')).toBeTruthy()
    expect(app.where()).toBe('/no/such/page?cmsId=x')
    await expectShell()
  })
})

describe('the route table without a session (spec §2)', () => {
  it('sends a visit to /users to /login, carrying the requested location', async () => {
    const app = await renderApp('/users?channelId=7', null)
    expect(await screen.findByRole('button', { name: 'Giriş yap' }, LONG_WAIT)).toBeTruthy()
    expect(app.where()).toBe('/login')
    expect(app.state()).toEqual({ from: { pathname: '/users', search: '?channelId=7', hash: '' } })
  })
})

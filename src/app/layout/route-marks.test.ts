import { matchRoutes, type UIMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from '../router/routes'
import { crumbLabels, menuKeyOf } from './route-marks'

const CHANNEL = '0b6f6a3c-1a43-4a57-9d0e-6b1f6b0b6d2f'

/** The matches the app's route table gives a path, as useMatches() hands them to the shell. */
function matchesOf(path: string): UIMatch[] {
  return (matchRoutes(routes, path) ?? []).map((match) => ({
    id: match.route.id ?? '',
    pathname: match.pathname,
    params: match.params,
    data: undefined,
    loaderData: undefined,
    handle: match.route.handle,
  }))
}

describe('the selected menu key, from the route (spec §2)', () => {
  it.each([
    ['/', '/dashboard-panel'],
    ['/dashboard', '/dashboard-panel'],
    ['/dashboard-panel', '/dashboard-panel'],
    ['/thumbnail', '/Thumbnail'],
    ['/Thumbnail', '/Thumbnail'],
    ['/cms', '/cms'],
    ['/cms-management', '/cms'],
    ['/cms-management/channels', '/cms'],
    ['/cms-management/policies', '/cms'],
    ['/cms-management/settings/', '/cms'],
    ['/cms-channels', '/cms'],
    ['/mychannels', '/mychannels'],
    [`/my-channels/${CHANNEL}/users`, '/mychannels'],
    ['/users', '/users'],
    ['/role-management', '/role-management'],
    ['/organization', '/organization'],
    ['/dynamicParameter/productParameter', '/dynamicParameter'],
    ['/reports/channel-reports', '/reports'],
    ['/profile/notification-preferences', '/profile/profile-information'],
    ['/translation', '/translation'],
    ['/documents', '/documents'],
  ])('%s selects %s', (path, key) => {
    expect(menuKeyOf(matchesOf(path))).toBe(key)
  })

  // Every page of one channel selects the same entry, whatever its depth, under /cms-channels too.
  it.each([
    `/cms-channels/${CHANNEL}/contents/videos`,
    `/cms-channels/${CHANNEL}/contents/playlists/playlistvideo/p-1`,
    `/cms-channels/${CHANNEL}/users`,
    `/cms-channels/${CHANNEL}/settings`,
    `/CMS-Channels/${CHANNEL}/settings/`,
  ])('the channel page %s selects /mychannels', (path) => {
    expect(menuKeyOf(matchesOf(path))).toBe('/mychannels')
  })

  it('has no key for pages outside the menu (the last chosen entry stays selected)', () => {
    expect(menuKeyOf(matchesOf('/notifications'))).toBeNull()
    expect(menuKeyOf(matchesOf('/no-such-page'))).toBeNull()
  })
})

describe('breadcrumb labels, from the route', () => {
  it('labels each segment a route adds, by segment index', () => {
    expect([...crumbLabels(matchesOf('/reports/channel-reports'))]).toEqual([
      [0, 'breadcrumb:segments.reports'],
      [1, 'breadcrumb:segments.channel-reports'],
    ])
  })

  it('labels a segment by its place (cms-management/channels), a two-segment route by both, and leaves the ids and a splat’s rest alone', () => {
    expect(crumbLabels(matchesOf('/cms-management/channels')).get(1)).toBe('breadcrumb:segments.cms-management/channels')
    const playlist = crumbLabels(matchesOf(`/my-channels/${CHANNEL}/contents/playlists/playlistvideo/p-1`))
    expect([...playlist]).toEqual([
      [0, 'breadcrumb:segments.my-channels'],
      [2, 'breadcrumb:segments.contents'],
      [3, 'breadcrumb:segments.playlists'],
      [4, 'breadcrumb:segments.playlistvideo'],
    ])
  })

  it('labels the settings sections of a channel', () => {
    expect(crumbLabels(matchesOf(`/my-channels/${CHANNEL}/settings/channelTargeting`)).get(3)).toBe('breadcrumb:segments.channelTargeting')
  })
})

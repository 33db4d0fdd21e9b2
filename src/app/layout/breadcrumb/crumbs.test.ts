import { describe, expect, it } from 'vitest'
import { carriedSearch } from '@/shared/routing'
import { buildCrumbs, isUuid } from './crumbs'

const CHANNEL = '0b6f6a3c-1a43-4a57-9d0e-6b1f6b0b6d2f'
const CMS = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a'

describe('breadcrumb crumbs (spec §2)', () => {
  it('has home and one item per segment, the last two not clickable', () => {
    const labels = new Map([
      [0, 'breadcrumb:segments.reports'],
      [1, 'breadcrumb:segments.channel-reports'],
    ])
    const crumbs = buildCrumbs('/reports/channel-reports', '', labels)
    expect(crumbs.map((crumb) => (crumb.kind === 'label' ? crumb.keys.at(-1) : crumb.entityId))).toEqual([
      'breadcrumb:segments.home',
      'breadcrumb:segments.reports',
      'breadcrumb:segments.channel-reports',
    ])
    expect(crumbs.map((crumb) => crumb.clickable)).toEqual([true, false, false])
    expect(crumbs.map((crumb) => crumb.to)).toEqual(['/dashboard-panel', '/reports', '/reports/channel-reports'])
  })

  it("ends a playlist's videos page with the playlist itself (named from its record), linking the page", () => {
    const PLAYLIST = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
    const crumbs = buildCrumbs(`/my-channels/${CHANNEL}/contents/playlists/playlistvideo`, `?playlistId=${PLAYLIST}`)
    expect(crumbs.at(-1)).toMatchObject({
      kind: 'entity',
      entity: 'playlist',
      entityId: PLAYLIST,
      clickable: false,
      to: `/my-channels/${CHANNEL}/contents/playlists/playlistvideo?playlistId=${PLAYLIST}`,
    })
    expect(crumbs.at(-2)).toMatchObject({ kind: 'label', fallback: 'playlists', clickable: false })
    // Elsewhere a playlistId names nothing.
    expect(buildCrumbs(`/my-channels/${CHANNEL}/contents/playlists`, `?playlistId=${PLAYLIST}`).at(-1)).toMatchObject({ kind: 'label' })
  })

  it('stands a UUID segment for the channel, or for the CMS after a cms segment', () => {
    const channel = buildCrumbs(`/my-channels/${CHANNEL}/contents/videos`, '')[2]
    expect(channel).toMatchObject({ kind: 'entity', entity: 'channel', entityId: CHANNEL })
    const cms = buildCrumbs(`/cms/${CMS}/settings`, '')[2]
    expect(cms).toMatchObject({ kind: 'entity', entity: 'cms', entityId: CMS })
  })

  it("gives a UUID segment its route's label when the route names it (a job)", () => {
    expect(
      buildCrumbs(
        `/jobs/${CMS}`,
        '',
        new Map([
          [0, 'breadcrumb:segments.jobs'],
          [1, 'jobs:detail.crumb'],
        ]),
      ).at(-1),
    ).toMatchObject({
      kind: 'label',
      keys: ['jobs:detail.crumb'],
    })
  })

  it("names a video's own page (its subtitles) after the video, linking it open in the videos list", () => {
    const crumbs = buildCrumbs(`/my-channels/${CHANNEL}/contents/videos/${CMS}/subtitles`, '')
    expect(crumbs.at(-2)).toMatchObject({ kind: 'entity', entity: 'video', entityId: CMS, to: `/my-channels/${CHANNEL}/contents/videos?editor=${CMS}` })
    expect(crumbs.at(2)).toMatchObject({ kind: 'entity', entity: 'channel', entityId: CHANNEL })
  })

  it('inserts the CMS and channel named by the query, unless the path names them, and carries cmsId, channelId, companyId', () => {
    const crumbs = buildCrumbs('/cms-management/channels', `?cmsId=${CMS}&channelId=${CHANNEL}&companyId=c1&page=2`)
    expect(crumbs.slice(1, 3)).toMatchObject([
      { kind: 'entity', entity: 'cms', entityId: CMS },
      { kind: 'entity', entity: 'channel', entityId: CHANNEL, to: `/cms-channels/${CHANNEL}?cmsId=${CMS}&channelId=${CHANNEL}&companyId=c1` },
    ])
    expect(crumbs.every((crumb) => !crumb.to.includes('page=2'))).toBe(true)
    expect(buildCrumbs(`/my-channels/${CHANNEL}/users`, `?channelId=${CHANNEL}`).filter((crumb) => crumb.kind === 'entity')).toHaveLength(1)
  })

  it('labels a segment with the key its route declares, and a segment no route labels with itself', () => {
    const crumb = buildCrumbs('/cms-management/channels', '', new Map([[1, 'breadcrumb:segments.cms-management/channels']]))[2]
    expect(crumb).toMatchObject({ kind: 'label', keys: ['breadcrumb:segments.cms-management/channels'], fallback: 'channels' })
    expect(buildCrumbs('/no-such-page', '')[1]).toMatchObject({ keys: [], fallback: 'no-such-page' })
  })

  it('keeps only the carried parameters, and recognises ids by the UUID pattern', () => {
    expect(carriedSearch('?a=1&cmsId=x&companyId=y')).toBe('?cmsId=x&companyId=y')
    expect(carriedSearch('?a=1')).toBe('')
    expect(isUuid(CHANNEL)).toBe(true)
    expect(isUuid('not-a-uuid')).toBe(false)
  })
})

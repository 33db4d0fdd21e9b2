import type { Db } from '@mocks/db'
import { jobsOf } from '@mocks/db/jobs'

/**
 * The fault sweep's sample URLs: every route of the app's route table (routes-covered.test.ts
 * fails when one has none), plus the side panels a URL opens (`?editor=`, `?detail=`,
 * `?permissions=`, `?thumbnail=`), whose own calls are queries too. Ids are the seeded ones of
 * the mock gateway (deterministic: every file's gateway has the same).
 *
 * A new screen: add its URL (and its panels) to the area it belongs to.
 */
/** One test file each (vitest runs files in parallel): split so their run times are close. */
export type Area = 'shell' | 'channels' | 'cms' | 'admin' | 'parameters' | 'tools'

export interface Sample {
  url: string
  /** The mock account: `null` signed out (the public pages); default the admin. */
  as?: string | null
}

const first = <T>(items: readonly T[], what: string): T => {
  const item = items[0]
  if (item === undefined) throw new Error(`The seed has no ${what}.`)
  return item
}

export function samplesFor(db: Db): Record<Area, Sample[]> {
  const cms = first(db.channel.cms, 'CMS')
  // Not the first channel (its 10,000 videos are made on first read): one of the CMS's.
  const channel = first(
    db.channel.channels.filter((c, index) => index > 0 && c.cmsId === cms.id),
    'channel under the first CMS',
  )
  const playlist = first(
    db.playlists.filter((p) => p.channelId === channel.id),
    'playlist of the channel',
  )
  const video = first(db.videos.list(channel.id), 'video of the channel')
  const policy = first(
    db.channel.policies.filter((p) => p.cmsId === cms.id),
    'policy of the CMS',
  )
  const user = first(db.identity.users, 'user')
  const role = first(db.identity.roles, 'role')
  const organization = first(db.identity.organizations, 'organization')
  const { products, companies, licensors, producers } = db.parameter
  const translation = first(db.translations, 'translation')
  const claim = first(db.claims.of(channel.id), 'claim of the channel')
  // The seed has no jobs: one of a single video, by the admin, as the bulk edit starts it.
  const admin = first(
    db.identity.users.filter((u) => u.email === 'admin@demo.local'),
    'admin account',
  )
  const job = jobsOf(db).start({
    kind: 'videoUpdate',
    channels: [channel.id],
    ids: [video.id],
    changes: { privacyStatus: video.privacyStatus },
    basedOn: {},
    userId: admin.id,
    lang: 'tr',
    operation: 'POST /jobs',
    requestId: 'fault-sweep',
    sourceJobId: null,
  })

  const channelPages = (base: string, search: string) => [
    `${base}${search}`,
    `${base}/${channel.id}${search}`,
    `${base}/${channel.id}/contents${search}`,
    `${base}/${channel.id}/contents/videos${search}`,
    `${base}/${channel.id}/contents/videos/trash${search}`,
    `${base}/${channel.id}/contents/shortvideos${search}`,
    `${base}/${channel.id}/contents/playlists${search}`,
    `${base}/${channel.id}/contents/playlists/playlistvideo${search ? `${search}&` : '?'}playlistId=${playlist.id}`,
    `${base}/${channel.id}/contents/playlists/playlistvideo/removed${search ? `${search}&` : '?'}playlistId=${playlist.id}`,
    `${base}/${channel.id}/contents/playlists/trash${search}`,
    `${base}/${channel.id}/users${search}`,
    `${base}/${channel.id}/users/removed${search}`,
    `${base}/${channel.id}/settings${search}`,
    `${base}/${channel.id}/settings/channelSettings${search}`,
    `${base}/${channel.id}/settings/installationDefaults${search}`,
    `${base}/${channel.id}/settings/channelTargeting${search}`,
    // A section that does not exist goes to the first one.
    `${base}/${channel.id}/settings/no-such-section${search}`,
  ]
  const cmsSearch = `?cmsId=${cms.id}`
  const withPanel = (url: string, panel: string) => `${url}${url.includes('?') ? '&' : '?'}${panel}`

  return {
    shell: [
      // The layout alone (header, sidebar, bell, permissions): its calls are swept here only.
      { url: '/no/such/page' },
      { url: '/' },
      { url: '/dashboard-panel' },
      { url: '/dashboard' },
      { url: '/profile' },
      { url: '/profile/profile-information' },
      { url: '/profile/notification-preferences' },
      { url: '/notifications' },
      // An admin's permissions come from the token; anyone else's from the permissions call.
      { url: '/no/such/page', as: 'editor@demo.local' },
      { url: '/dashboard-panel', as: 'editor@demo.local' },
      { url: '/login', as: null },
      { url: '/forgot-password', as: null },
      { url: '/introduction-steps', as: null },
    ],
    channels: [
      { url: '/mychannels' },
      { url: '/mychannels?view=list' },
      ...channelPages('/my-channels', '').map((url) => ({ url })),
      { url: withPanel(`/my-channels/${channel.id}/contents/videos`, `editor=${video.id}`) },
      { url: withPanel(`/my-channels/${channel.id}/contents/videos`, `thumbnail=${video.id}`) },
      { url: `/my-channels/${channel.id}/contents/videos/${video.id}/subtitles` },
      { url: withPanel(`/my-channels/${channel.id}/contents/playlists`, `editor=${playlist.id}`) },
      { url: withPanel(`/my-channels/${channel.id}/contents/playlists`, 'editor=new') },
      { url: `/my-channels/${channel.id}/claims` },
      { url: `/my-channels/${channel.id}/claims?claim=${claim.id}` },
      { url: '/claims' },
    ],
    cms: [
      { url: '/cms' },
      { url: '/cms?editor=new' },
      { url: `/cms?editor=${cms.id}` },
      { url: '/cms/trash' },
      { url: `/cms-management${cmsSearch}` },
      { url: `/cms-management/channels${cmsSearch}` },
      { url: `/cms-management/policies${cmsSearch}` },
      { url: `/cms-management/policies${cmsSearch}&editor=new` },
      { url: `/cms-management/policies${cmsSearch}&editor=${policy.id}` },
      { url: `/cms-management/policies/trash${cmsSearch}` },
      { url: `/cms-management/settings${cmsSearch}` },
      { url: `/cms-management/claims${cmsSearch}` },
      ...channelPages('/cms-channels', cmsSearch).map((url) => ({ url })),
    ],
    admin: [
      { url: '/users' },
      { url: '/users?editor=new' },
      { url: `/users?editor=${user.id}` },
      { url: '/users/trash' },
      { url: '/role-management' },
      { url: '/role-management?editor=new' },
      { url: `/role-management?editor=${role.id}` },
      { url: `/role-management?permissions=${role.id}` },
      { url: '/role-management/trash' },
      { url: '/audit' },
      // The first seeded audit event (mocks/db/audit.ts).
      { url: '/audit?event=00000000-0000-4000-8000-000000000000' },
    ],
    // The organizations and the parameter lists (many option lists: a file of their own).
    parameters: [
      { url: '/organization' },
      { url: '/organization?editor=new' },
      { url: `/organization?editor=${organization.id}` },
      { url: `/organization?detail=${organization.id}` },
      { url: '/organization/trash' },
      { url: '/dynamicParameter' },
      { url: '/dynamicParameter/productParameter' },
      { url: '/dynamicParameter/productParameter?editor=new' },
      { url: `/dynamicParameter/productParameter?editor=${first(products, 'product').id}` },
      { url: '/dynamicParameter/companyParameter' },
      { url: '/dynamicParameter/companyParameter?editor=new' },
      { url: `/dynamicParameter/companyParameter?editor=${first(companies, 'company').id}` },
      { url: '/dynamicParameter/licansorParameter' },
      { url: `/dynamicParameter/licansorParameter?editor=${first(licensors, 'licensor').id}` },
      { url: '/dynamicParameter/producerParameter' },
      { url: `/dynamicParameter/producerParameter?editor=${first(producers, 'producer').id}` },
      { url: '/dynamicParameter/productParameter/trash' },
      { url: '/dynamicParameter/companyParameter/trash' },
      { url: '/dynamicParameter/licansorParameter/trash' },
      { url: '/dynamicParameter/producerParameter/trash' },
    ],
    tools: [
      { url: '/Thumbnail' },
      { url: `/Thumbnail?channelId=${channel.id}&video=${video.id}` },
      { url: '/Thumbnail/trash' },
      { url: '/translation' },
      { url: '/translation/trash' },
      { url: '/translation?editor=new' },
      { url: `/translation?editor=${translation.id}` },
      { url: `/translation?view=coverage&channelId=${channel.id}` },
      { url: `/translation?view=missing&lang=de&channelId=${channel.id}` },
      { url: '/documents' },
      { url: '/documents/trash' },
      { url: '/jobs' },
      { url: `/jobs/${job.id}` },
      { url: '/reports' },
      { url: '/reports/channel-reports' },
      { url: '/reports/content-reports' },
      { url: '/reports/user-reports' },
      { url: '/reports/revenue-reports' },
      { url: '/reports/companyReports' },
    ],
  }
}

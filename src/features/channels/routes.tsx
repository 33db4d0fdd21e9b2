import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen, RedirectKeepingSearch } from '@/shared/routing'
import { CLAIMS_ACCESS, CMS_ACCESS, MY_CHANNELS_ACCESS } from './access'
import { SETTINGS_SECTIONS } from './channel-settings/sections'

const CHANNEL_NS = ['channels']
/** The videos and short-videos lists (their own page namespace). */
const VIDEO_NS = ['videos']
const PLAYLIST_NS = ['playlists']
const CLAIMS_NS = ['claims']
const SUBTITLES_NS = ['subtitles']

/** The channel-detail pages shared by /cms-channels/:channelId and /my-channels/:channelId. */
const channelDetail: RouteObject = {
  path: ':channelId',
  // Every page of one channel selects My channels, under /cms-channels too.
  ...withHandle({ menuKey: '/mychannels' }),
  lazy: lazyScreen(
    () => import('./channel-detail/channel-detail-layout'),
    (m) => m.ChannelDetailLayout,
    CHANNEL_NS,
  ),
  children: [
    { index: true, element: <RedirectKeepingSearch to="contents/videos" /> },
    {
      path: 'contents',
      ...withHandle({ crumb: 'breadcrumb:segments.contents' }),
      children: [
        { index: true, element: <RedirectKeepingSearch to="videos" /> },
        {
          // Before videos/*: a video's subtitle tracks and their editor.
          path: 'videos/:videoId/subtitles',
          ...withHandle({ crumb: ['breadcrumb:segments.videos', 'subtitles:video', 'subtitles:crumb'] }),
          lazy: lazyScreen(
            () => import('./subtitles/subtitles-screen'),
            (m) => m.SubtitlesScreen,
            SUBTITLES_NS,
          ),
        },
        {
          path: 'videos/trash',
          ...withHandle({ crumb: ['breadcrumb:segments.videos', 'breadcrumb:segments.trash'] }),
          lazy: lazyScreen(
            () => import('./video-trash/video-trash-screen'),
            (m) => m.VideoTrashScreen,
            VIDEO_NS,
          ),
        },
        {
          path: 'videos/*',
          ...withHandle({ crumb: 'breadcrumb:segments.videos' }),
          lazy: lazyScreen(
            () => import('./videos/videos-screen'),
            (m) => m.ChannelVideosScreen,
            VIDEO_NS,
          ),
        },
        {
          path: 'playlists/playlistvideo/removed',
          ...withHandle({ crumb: ['breadcrumb:segments.playlists', 'breadcrumb:segments.playlistvideo', 'breadcrumb:segments.removed'] }),
          lazy: lazyScreen(
            () => import('./playlist-removed/playlist-removed-screen'),
            (m) => m.PlaylistRemovedScreen,
            PLAYLIST_NS,
          ),
        },
        {
          path: 'playlists/playlistvideo/*',
          ...withHandle({ crumb: ['breadcrumb:segments.playlists', 'breadcrumb:segments.playlistvideo'] }),
          lazy: lazyScreen(
            () => import('./playlist-videos/playlist-videos-screen'),
            (m) => m.PlaylistVideosScreen,
            PLAYLIST_NS,
          ),
        },
        {
          path: 'playlists/trash',
          ...withHandle({ crumb: ['breadcrumb:segments.playlists', 'breadcrumb:segments.trash'] }),
          lazy: lazyScreen(
            () => import('./playlist-trash/playlist-trash-screen'),
            (m) => m.PlaylistTrashScreen,
            PLAYLIST_NS,
          ),
        },
        {
          path: 'playlists/*',
          ...withHandle({ crumb: 'breadcrumb:segments.playlists' }),
          lazy: lazyScreen(
            () => import('./playlists/playlists-screen'),
            (m) => m.ChannelPlaylistsScreen,
            PLAYLIST_NS,
          ),
        },
        {
          path: 'shortvideos/*',
          ...withHandle({ crumb: 'breadcrumb:segments.shortvideos' }),
          lazy: lazyScreen(
            () => import('./short-videos/short-videos-screen'),
            (m) => m.ShortVideosScreen,
            VIDEO_NS,
          ),
        },
      ],
    },
    {
      path: 'claims/*',
      ...withHandle({ access: CLAIMS_ACCESS, crumb: 'breadcrumb:segments.claims' }),
      lazy: lazyScreen(
        () => import('./claims/claims-screens'),
        (m) => m.ChannelClaimsScreen,
        CLAIMS_NS,
      ),
    },
    {
      path: 'users/removed',
      ...withHandle({ crumb: ['breadcrumb:segments.users', 'breadcrumb:segments.removed'] }),
      lazy: lazyScreen(
        () => import('./channel-users-removed/channel-users-removed-screen'),
        (m) => m.ChannelUsersRemovedScreen,
        CHANNEL_NS,
      ),
    },
    {
      path: 'users/*',
      ...withHandle({ crumb: 'breadcrumb:segments.users' }),
      lazy: lazyScreen(
        () => import('./channel-users/channel-users-screen'),
        (m) => m.ChannelUsersScreen,
        CHANNEL_NS,
      ),
    },
    {
      path: 'settings',
      ...withHandle({ crumb: 'breadcrumb:segments.settings' }),
      lazy: lazyScreen(
        () => import('./channel-settings/channel-settings-screen'),
        (m) => m.ChannelSettingsScreen,
        CHANNEL_NS,
      ),
      // The sections name their crumbs; the screen shows the current one and sends any other path to the first.
      children: [
        { index: true },
        ...SETTINGS_SECTIONS.map((section) => ({ path: section, ...withHandle({ crumb: `breadcrumb:segments.${section}` }) })),
        { path: '*' },
      ],
    },
  ],
}

/** CMS accounts, one CMS's channels/policies/settings, the user's channels and a channel's pages. */
export const routes: RouteObject[] = [
  {
    path: 'cms',
    ...withHandle({ access: CMS_ACCESS, crumb: 'breadcrumb:segments.cms', menuKey: '/cms' }),
    lazy: lazyScreen(
      () => import('./cms/cms-screen'),
      (m) => m.CmsScreen,
      ['cms'],
    ),
  },
  {
    path: 'cms/trash',
    ...withHandle({ access: CMS_ACCESS, crumb: ['breadcrumb:segments.cms', 'breadcrumb:segments.trash'], menuKey: '/cms' }),
    lazy: lazyScreen(
      () => import('./cms-trash/cms-trash-screen'),
      (m) => m.CmsTrashScreen,
      ['cms'],
    ),
  },
  {
    path: 'mychannels',
    ...withHandle({ access: MY_CHANNELS_ACCESS, crumb: 'breadcrumb:segments.mychannels', menuKey: '/mychannels' }),
    lazy: lazyScreen(
      () => import('./my-channels/my-channels-screen'),
      (m) => m.MyChannelsScreen,
      CHANNEL_NS,
    ),
  },
  {
    path: 'cms-management',
    ...withHandle({ access: CMS_ACCESS, crumb: 'breadcrumb:segments.cms-management', menuKey: '/cms' }),
    lazy: lazyScreen(
      () => import('./cms-management/cms-management-layout'),
      (m) => m.CmsManagementLayout,
      ['cms'],
    ),
    children: [
      { index: true, element: <RedirectKeepingSearch to="channels" /> },
      {
        path: 'channels',
        ...withHandle({ crumb: 'breadcrumb:segments.cms-management/channels' }),
        lazy: lazyScreen(
          () => import('./cms-management/cms-channels-screen'),
          (m) => m.CmsChannelsScreen,
          ['cms-channel'],
        ),
      },
      {
        path: 'policies/trash',
        ...withHandle({ crumb: ['breadcrumb:segments.cms-management/policies', 'breadcrumb:segments.trash'] }),
        lazy: lazyScreen(
          () => import('./cms-management/policy-trash-screen'),
          (m) => m.PolicyTrashScreen,
          ['cms-policies'],
        ),
      },
      {
        path: 'policies',
        ...withHandle({ crumb: 'breadcrumb:segments.cms-management/policies' }),
        lazy: lazyScreen(
          () => import('./cms-management/cms-policies-screen'),
          (m) => m.CmsPoliciesScreen,
          ['cms-policies'],
        ),
      },
      {
        path: 'claims',
        ...withHandle({ access: CLAIMS_ACCESS, crumb: 'breadcrumb:segments.cms-management/claims' }),
        lazy: lazyScreen(
          () => import('./claims/claims-screens'),
          (m) => m.CmsClaimsScreen,
          CLAIMS_NS,
        ),
      },
      {
        path: 'settings',
        ...withHandle({ crumb: 'breadcrumb:segments.cms-management/settings' }),
        lazy: lazyScreen(
          () => import('./cms-management/cms-settings-screen'),
          (m) => m.CmsSettingsScreen,
          ['cms-settings'],
        ),
      },
    ],
  },
  {
    path: 'claims',
    ...withHandle({ access: CLAIMS_ACCESS, crumb: 'breadcrumb:segments.claims', menuKey: '/cms' }),
    lazy: lazyScreen(
      () => import('./claims/claims-screens'),
      (m) => m.AllClaimsScreen,
      CLAIMS_NS,
    ),
  },
  {
    path: 'cms-channels',
    ...withHandle({ access: CMS_ACCESS, crumb: 'breadcrumb:segments.cms-channels', menuKey: '/cms' }),
    children: [{ index: true, element: <RedirectKeepingSearch to="/cms" /> }, channelDetail],
  },
  {
    path: 'my-channels',
    ...withHandle({ access: MY_CHANNELS_ACCESS, crumb: 'breadcrumb:segments.my-channels', menuKey: '/mychannels' }),
    children: [{ index: true, element: <RedirectKeepingSearch to="/mychannels" /> }, channelDetail],
  },
]

import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen, RedirectKeepingSearch } from '@/shared/routing'
import { CMS_ACCESS, MY_CHANNELS_ACCESS } from './access'

const CHANNEL_NS = ['channels']
/** The videos and short-videos lists (their own page namespace). */
const VIDEO_NS = ['videos']
const PLAYLIST_NS = ['playlists']

/** The channel-detail pages shared by /cms-channels/:channelId and /my-channels/:channelId. */
const channelDetail: RouteObject = {
  path: ':channelId',
  lazy: lazyScreen(() => import('./channel-detail/channel-detail-layout'), (m) => m.ChannelDetailLayout, CHANNEL_NS),
  children: [
    { index: true, element: <RedirectKeepingSearch to="contents/videos" /> },
    {
      path: 'contents',
      children: [
        { index: true, element: <RedirectKeepingSearch to="videos" /> },
        { path: 'videos/*', lazy: lazyScreen(() => import('./videos/videos-screen'), (m) => m.ChannelVideosScreen, VIDEO_NS) },
        { path: 'playlists/playlistvideo/*', lazy: lazyScreen(() => import('./playlist-videos/playlist-videos-screen'), (m) => m.PlaylistVideosScreen, PLAYLIST_NS) },
        { path: 'playlists/*', lazy: lazyScreen(() => import('./playlists/playlists-screen'), (m) => m.ChannelPlaylistsScreen, PLAYLIST_NS) },
        { path: 'shortvideos/*', lazy: lazyScreen(() => import('./short-videos/short-videos-screen'), (m) => m.ShortVideosScreen, VIDEO_NS) },
      ],
    },
    { path: 'users/*', lazy: lazyScreen(() => import('./channel-users/channel-users-screen'), (m) => m.ChannelUsersScreen, CHANNEL_NS) },
    { path: 'settings/*', lazy: lazyScreen(() => import('./channel-settings/channel-settings-screen'), (m) => m.ChannelSettingsScreen, CHANNEL_NS) },
  ],
}

/** CMS accounts, one CMS's channels/policies/settings, the user's channels and a channel's pages (spec §2). */
export const routes: RouteObject[] = [
  { path: 'cms', ...withAccess(CMS_ACCESS), lazy: lazyScreen(() => import('./cms/cms-screen'), (m) => m.CmsScreen, ['cms']) },
  { path: 'mychannels', ...withAccess(MY_CHANNELS_ACCESS), lazy: lazyScreen(() => import('./my-channels/my-channels-screen'), (m) => m.MyChannelsScreen, CHANNEL_NS) },
  {
    path: 'cms-management',
    ...withAccess(CMS_ACCESS),
    lazy: lazyScreen(() => import('./cms-management/cms-management-layout'), (m) => m.CmsManagementLayout, ['cms']),
    children: [
      { index: true, element: <RedirectKeepingSearch to="channels" /> },
      { path: 'channels', lazy: lazyScreen(() => import('./cms-management/cms-channels-screen'), (m) => m.CmsChannelsScreen, ['cms-channel']) },
      { path: 'policies', lazy: lazyScreen(() => import('./cms-management/cms-policies-screen'), (m) => m.CmsPoliciesScreen, ['cms-policies']) },
      { path: 'settings', lazy: lazyScreen(() => import('./cms-management/cms-settings-screen'), (m) => m.CmsSettingsScreen, ['cms-settings']) },
    ],
  },
  {
    path: 'cms-channels',
    ...withAccess(CMS_ACCESS),
    children: [{ index: true, element: <RedirectKeepingSearch to="/cms" /> }, channelDetail],
  },
  {
    path: 'my-channels',
    ...withAccess(MY_CHANNELS_ACCESS),
    children: [{ index: true, element: <RedirectKeepingSearch to="/mychannels" /> }, channelDetail],
  },
]

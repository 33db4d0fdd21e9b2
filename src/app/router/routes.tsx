import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { preferencesRoute as notificationPreferencesRoute, routes as notificationRoutes } from '@/features/notifications'
import { routes as organizationRoutes } from '@/features/organizations'
import { routes as parameterRoutes } from '@/features/parameters'
import { routes as roleRoutes } from '@/features/roles'
import { routes as userRoutes } from '@/features/users'
import { ROUTE_ACCESS, type RouteAccess } from '@/shared/lib/permissions'
import { preloadNamespaces } from '../i18n/i18n'
import { SHARED_NAMESPACES } from '../i18n/namespaces'
import { FullPageSpinner } from '@/shared/ui/spinner/full-page-spinner'
import { ProtectedRoute, PublicOnlyRoute, type RouteHandle } from './guards'
import { RedirectKeepingSearch } from './redirect'
import { RootRoute, RouteError } from './root-route'

/**
 * THE route table (spec §2). Every screen is its own lazy module, so a screen's code loads
 * when its route is first visited; swapping a frame for the finished screen is a one-line
 * change of its `lazy` import here.
 */
const lazy =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: readonly string[] = []) =>
  async () => {
    // A screen's translations load next to its code: the router shows it once both are there,
    // rather than the screen suspending (and React holding the reveal back) after it arrives.
    const [module] = await Promise.all([load(), preloadNamespaces(namespaces)])
    return { Component: pick(module) }
  }

/** TanStack Query, for every page but login (see query-scope.tsx). */
const queryScope = lazy(() => import('./query-scope'), (m) => m.QueryScope)

const access = (rule: RouteAccess): { handle: RouteHandle } => ({ handle: { access: rule } })

/** The channel-detail pages shared by cms-channels and my-channels. */
const channelDetailChildren: RouteObject[] = [
  { index: true, element: <RedirectKeepingSearch to="contents/videos" /> },
  {
    path: 'contents',
    children: [
      { index: true, element: <RedirectKeepingSearch to="videos" /> },
      { path: 'videos/*', lazy: lazy(() => import('@/features/channels/videos/videos-screen'), (m) => m.ChannelVideosScreen) },
      { path: 'playlists/playlistvideo/*', lazy: lazy(() => import('@/features/channels/playlist-videos/playlist-videos-screen'), (m) => m.PlaylistVideosScreen) },
      { path: 'playlists/*', lazy: lazy(() => import('@/features/channels/playlists/playlists-screen'), (m) => m.ChannelPlaylistsScreen) },
      { path: 'shortvideos/*', lazy: lazy(() => import('@/features/channels/short-videos/short-videos-screen'), (m) => m.ShortVideosScreen) },
    ],
  },
  { path: 'users/*', lazy: lazy(() => import('@/features/channels/channel-users/channel-users-screen'), (m) => m.ChannelUsersScreen) },
  { path: 'settings/*', lazy: lazy(() => import('@/features/channels/channel-settings/channel-settings-screen'), (m) => m.ChannelSettingsScreen) },
]

const channelDetailLayout = lazy(() => import('@/features/channels/channel-detail/channel-detail-layout'), (m) => m.ChannelDetailLayout)

/** Pages inside the layout (header, sidebar, breadcrumb, content, footer). */
const layoutChildren: RouteObject[] = [
  { index: true, element: <RedirectKeepingSearch to="/dashboard-panel" /> },
  { path: 'dashboard', lazy: lazy(() => import('@/features/dashboard/dashboard-screen'), (m) => m.DashboardScreen, ['dashboard']) },
  { path: 'dashboard-panel', lazy: lazy(() => import('@/features/dashboard/dashboard-screen'), (m) => m.DashboardScreen, ['dashboard']) },
  {
    path: 'profile',
    children: [
      { index: true, element: <RedirectKeepingSearch to="profile-information" /> },
      { path: 'profile-information', lazy: lazy(() => import('@/features/profile/profile-information-screen'), (m) => m.ProfileInformationScreen, ['user-profile']) },
      notificationPreferencesRoute,
    ],
  },
  ...userRoutes,
  ...roleRoutes,
  ...notificationRoutes,
  ...organizationRoutes,
  { path: 'cms', ...access(ROUTE_ACCESS.cms), lazy: lazy(() => import('@/features/channels/cms/cms-screen'), (m) => m.CmsScreen) },
  { path: 'mychannels', ...access(ROUTE_ACCESS.myChannels), lazy: lazy(() => import('@/features/channels/my-channels/my-channels-screen'), (m) => m.MyChannelsScreen) },
  { path: 'documents', lazy: lazy(() => import('@/features/documents/documents-screen'), (m) => m.DocumentsScreen) },
  // Paths match case-insensitively, so /thumbnail opens it too; the sidebar links /Thumbnail (spec §2).
  { path: 'Thumbnail', ...access(ROUTE_ACCESS.thumbnail), lazy: lazy(() => import('@/features/thumbnails/thumbnail-screen'), (m) => m.ThumbnailScreen) },
  { path: 'translation', lazy: lazy(() => import('@/features/translations/translation-screen'), (m) => m.TranslationScreen) },
  {
    path: 'cms-management',
    ...access(ROUTE_ACCESS.cms),
    children: [
      { index: true, element: <RedirectKeepingSearch to="channels" /> },
      { path: 'channels', lazy: lazy(() => import('@/features/channels/cms-management/cms-channels-screen'), (m) => m.CmsChannelsScreen) },
      { path: 'policies', lazy: lazy(() => import('@/features/channels/cms-management/cms-policies-screen'), (m) => m.CmsPoliciesScreen) },
      { path: 'settings', lazy: lazy(() => import('@/features/channels/cms-management/cms-settings-screen'), (m) => m.CmsSettingsScreen) },
    ],
  },
  {
    path: 'cms-channels',
    ...access(ROUTE_ACCESS.cms),
    children: [
      { index: true, element: <RedirectKeepingSearch to="/cms" /> },
      { path: ':channelId', lazy: channelDetailLayout, children: channelDetailChildren },
    ],
  },
  {
    path: 'my-channels',
    ...access(ROUTE_ACCESS.myChannels),
    children: [
      { index: true, element: <RedirectKeepingSearch to="/mychannels" /> },
      { path: ':channelId', lazy: channelDetailLayout, children: channelDetailChildren },
    ],
  },
  {
    path: 'reports',
    ...access(ROUTE_ACCESS.reports),
    children: [
      { index: true, lazy: lazy(() => import('./index-redirects'), (m) => m.ReportsIndex) },
      { path: 'channel-reports', ...access(ROUTE_ACCESS.channelReports), lazy: lazy(() => import('@/features/reports/report-screens'), (m) => m.ChannelReportsScreen) },
      { path: 'content-reports', ...access(ROUTE_ACCESS.contentReports), lazy: lazy(() => import('@/features/reports/report-screens'), (m) => m.ContentReportsScreen) },
      { path: 'user-reports', ...access(ROUTE_ACCESS.userReports), lazy: lazy(() => import('@/features/reports/report-screens'), (m) => m.UserReportsScreen) },
      { path: 'revenue-reports', ...access(ROUTE_ACCESS.revenueReports), lazy: lazy(() => import('@/features/reports/report-screens'), (m) => m.RevenueReportsScreen) },
      { path: 'companyReports', ...access(ROUTE_ACCESS.companyReports), lazy: lazy(() => import('@/features/reports/report-screens'), (m) => m.CompanyReportsScreen) },
    ],
  },
  ...parameterRoutes,
  { path: '*', lazy: lazy(() => import('@/shared/ui/not-found/not-found-page'), (m) => m.NotFoundPage) },
]

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [{ path: 'login', lazy: lazy(() => import('@/features/auth/login/login-screen'), (m) => m.LoginScreen, ['login', 'common']) }],
      },
      {
        lazy: queryScope,
        children: [
          { path: 'forgot-password', lazy: lazy(() => import('@/features/auth/forgot-password/forgot-password-screen'), (m) => m.ForgotPasswordScreen, ['forgot-password', 'common']) },
          { path: 'introduction-steps', lazy: lazy(() => import('@/features/auth/introduction/introduction-screen'), (m) => m.IntroductionScreen, ['introduction', 'common']) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: queryScope,
            children: [
              {
                lazy: lazy(() => import('../layout/app-layout'), (m) => m.AppLayout, SHARED_NAMESPACES),
                children: [{ lazy: lazy(() => import('./access-gate'), (m) => m.RouteAccessGate), errorElement: <RouteError />, children: layoutChildren }],
              },
            ],
          },
        ],
      },
    ],
  },
]

import type { RouteObject } from 'react-router'
import * as auth from '@/features/auth'
import * as channels from '@/features/channels'
import * as dashboard from '@/features/dashboard'
import * as documents from '@/features/documents'
import * as notifications from '@/features/notifications'
import * as audit from '@/features/audit'
import * as jobs from '@/features/jobs'
import * as organizations from '@/features/organizations'
import * as parameters from '@/features/parameters'
import * as profile from '@/features/profile'
import * as reports from '@/features/reports'
import * as roles from '@/features/roles'
import * as thumbnails from '@/features/thumbnails'
import * as translations from '@/features/translations'
import * as users from '@/features/users'
import { lazyScreen, RedirectKeepingSearch, withHandle } from '@/shared/routing'
import { FullPageSpinner, loadNotFoundPage } from '@/shared/feedback'
import { SHARED_NAMESPACES } from '../i18n/namespaces'
import { ProtectedRoute, PublicOnlyRoute } from './guards'
import { RootRoute, RouteError } from './root-route'

/**
 * THE route table. It only composes: each feature's index.ts declares its screens
 * (lazy, with their namespaces and access rule); this file places them in the shell.
 */

/** TanStack Query, for every page but login (see query-scope.tsx). */
const queryScope = lazyScreen(
  () => import('./query-scope'),
  (m) => m.QueryScope,
)

/** Pages inside the layout (header, sidebar, breadcrumb, content, footer). */
const layoutChildren: RouteObject[] = [
  { index: true, ...withHandle({ menuKey: '/dashboard-panel' }), element: <RedirectKeepingSearch to="/dashboard-panel" /> },
  ...dashboard.routes,
  ...profile.routes,
  {
    path: 'profile',
    ...withHandle({ crumb: 'breadcrumb:segments.profile', menuKey: '/profile/profile-information' }),
    children: [notifications.preferencesRoute],
  },
  ...notifications.routes,
  ...thumbnails.routes,
  ...translations.routes,
  ...documents.routes,
  ...channels.routes,
  ...users.routes,
  ...roles.routes,
  ...organizations.routes,
  ...audit.routes,
  ...jobs.routes,
  ...parameters.routes,
  ...reports.routes,
  { path: '*', lazy: lazyScreen(loadNotFoundPage, (m) => m.NotFoundPage) },
]

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { element: <PublicOnlyRoute />, children: auth.signInRoutes },
      { lazy: queryScope, children: auth.publicRoutes },
      {
        element: <ProtectedRoute />,
        children: [
          {
            lazy: queryScope,
            children: [
              {
                lazy: lazyScreen(
                  () => import('../layout/app-layout'),
                  (m) => m.AppLayout,
                  SHARED_NAMESPACES,
                ),
                children: [
                  {
                    lazy: lazyScreen(
                      () => import('./access-gate'),
                      (m) => m.RouteAccessGate,
                    ),
                    errorElement: <RouteError />,
                    children: layoutChildren,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]

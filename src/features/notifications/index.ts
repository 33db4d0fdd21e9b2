import type { RouteObject } from 'react-router'
import { lazyScreen, withHandle } from '@/shared/routing'

/**
 * Live notifications: the notifications page, the preferences page (under profile), the
 * navbar bell, and the live connection the authenticated layout mounts once.
 */
export const routes: RouteObject[] = [
  {
    path: 'notifications',
    ...withHandle({ crumb: 'breadcrumb:segments.notifications' }),
    lazy: lazyScreen(
      () => import('./inbox/notifications-screen'),
      (m) => m.NotificationsScreen,
      ['notifications'],
    ),
  },
]

/** `profile/notification-preferences`: the app places it under /profile. */
export const preferencesRoute: RouteObject = {
  path: 'notification-preferences',
  ...withHandle({ crumb: 'breadcrumb:segments.notification-preferences' }),
  lazy: lazyScreen(
    () => import('./preferences/notification-preferences-screen'),
    (m) => m.NotificationPreferencesScreen,
    ['notifications'],
  ),
}

// Both load on demand (see lazy-entries.tsx): importing this file costs the first page nothing.
export { LiveNotifications, NotificationBell } from './lazy-entries'

import type { RouteObject } from 'react-router'

/**
 * Live notifications (issue 4): the notifications page, the preferences page (under profile),
 * the navbar bell, and the live connection the authenticated layout mounts once.
 */
export const routes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('./inbox/notifications-screen')).NotificationsScreen }),
  },
]

/** `profile/notification-preferences`. */
export const preferencesRoute: RouteObject = {
  path: 'notification-preferences',
  lazy: async () => ({ Component: (await import('./preferences/notification-preferences-screen')).NotificationPreferencesScreen }),
}

// Both load on demand (see lazy-entries.tsx): importing this file costs the first page nothing.
export { LiveNotifications, NotificationBell } from './lazy-entries'

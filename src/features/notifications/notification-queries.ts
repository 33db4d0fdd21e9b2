import type { QueryClient } from '@tanstack/react-query'
import type { GetNavbarNotificationsParams } from '@/api/generated/notification/model'
import {
  getGetNavbarNotificationsQueryKey,
  getSearchUserNotificationsQueryKey,
  getSearchUserNotificationTrashQueryKey,
} from '@/api/generated/notification/endpoints/user-notifications/user-notifications'

/** Spec §9: the bell reads the first page of 10 unread notifications, cached 30 s. */
export const NAVBAR_PARAMS: GetNavbarNotificationsParams = { index: 0, size: 10, isRead: false }
export const NAVBAR_STALE_TIME_MS = 30_000
/** Spec §9: the dropdown shows at most 7. */
export const DROPDOWN_LIMIT = 7

/**
 * The roots of every cached notification list: the page's searches (any filter, any page), its
 * Deleted view and the navbar list. Taken from the generated key helpers, never written by hand.
 */
const NOTIFICATION_LIST_ROOTS = [
  getSearchUserNotificationsQueryKey()[0],
  getSearchUserNotificationTrashQueryKey()[0],
  getGetNavbarNotificationsQueryKey()[0],
] as const

/**
 * ReloadNotifications, a reconnect and every change the user makes: refetch the lists (and only
 * the lists) so the badge and the page agree without a reload.
 */
export function invalidateNotificationLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(NOTIFICATION_LIST_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(() => undefined)
}

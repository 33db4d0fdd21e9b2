import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useDeleteUserNotification,
  useDeleteUserNotificationsBulk,
  useMarkAllUserNotificationsAsRead,
  useUpdateUserNotification,
  useUpdateUserNotificationsBulk,
} from '@/api/generated/notification/endpoints/user-notifications/user-notifications'
import { describeError } from '@/lib/error-text'
import { useNotify } from '@/shared/feedback'
import { invalidateNotificationLists } from './notification-queries'

export interface NotificationActions {
  setRead(id: string, isRead: boolean): Promise<boolean>
  setReadMany(ids: string[], isRead: boolean): Promise<boolean>
  remove(id: string): Promise<boolean>
  removeMany(ids: string[]): Promise<boolean>
  /** `before`: createdAt of the newest notification the user has seen (contract). */
  markAllRead(before?: string): Promise<boolean>
  busy: boolean
}

/**
 * The notification changes a user can make, each followed by a refetch of both lists (page and
 * bell) whether it worked or not, so they always agree. Failures show spec §8's message as a
 * toast, with the server's own text under it when it sent one. Each resolves to whether it worked.
 */
export function useNotificationActions(): NotificationActions {
  const { t } = useTranslation(['notifications', 'common'])
  const notify = useNotify()
  const queryClient = useQueryClient()
  const update = useUpdateUserNotification()
  const updateMany = useUpdateUserNotificationsBulk()
  const del = useDeleteUserNotification()
  const delMany = useDeleteUserNotificationsBulk()
  const markAll = useMarkAllUserNotificationsAsRead()

  const run = useCallback(
    async (call: () => Promise<unknown>, failureKey: string, success?: string): Promise<boolean> => {
      try {
        await call()
        if (success) notify.success(success)
        return true
      } catch (error) {
        const { serverMessage, messageKey } = describeError(error)
        notify.error(t(failureKey), { body: serverMessage ?? (messageKey ? t(`common:${messageKey}`) : undefined) })
        return false
      } finally {
        void invalidateNotificationLists(queryClient)
      }
    },
    [notify, queryClient, t],
  )

  const busy = update.isPending || updateMany.isPending || del.isPending || delMany.isPending || markAll.isPending

  return useMemo<NotificationActions>(
    () => ({
      setRead: (id, isRead) => run(() => update.mutateAsync({ id, data: { isRead } }), isRead ? 'errors.markRead' : 'errors.markUnread'),
      setReadMany: (ids, isRead) =>
        run(
          () => updateMany.mutateAsync({ data: { ids, isRead } }),
          'errors.bulk',
          t(isRead ? 'success.markedRead' : 'success.markedUnread', { count: ids.length }),
        ),
      remove: (id) => run(() => del.mutateAsync({ id }), 'errors.delete', t('success.deleted', { count: 1 })),
      removeMany: (ids) => run(() => delMany.mutateAsync({ data: { ids } }), 'errors.bulk', t('success.deleted', { count: ids.length })),
      markAllRead: (before) => run(() => markAll.mutateAsync({ data: before ? { before } : {} }), 'errors.markAllRead', t('success.allRead')),
      busy,
    }),
    // The mutation objects change identity every render; their mutateAsync functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [run, t, busy, update.mutateAsync, updateMany.mutateAsync, del.mutateAsync, delMany.mutateAsync, markAll.mutateAsync],
  )
}

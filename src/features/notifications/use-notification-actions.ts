import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useDeleteUserNotification,
  useDeleteUserNotificationsBulk,
  useMarkAllUserNotificationsAsRead,
  usePurgeUserNotifications,
  useRestoreUserNotifications,
  useUpdateUserNotification,
  useUpdateUserNotificationsBulk,
} from '@/api/generated/notification/endpoints/user-notifications/user-notifications'
import { describeError } from '@/lib/error-text'
import { useNotify, useUndo } from '@/shared/feedback'
import { invalidateNotificationLists } from './notification-queries'

export interface NotificationActions {
  /** `undoable`: a toast says so and offers Undo (the inbox's toggle); opening one from the bell marks it quietly. */
  setRead(id: string, isRead: boolean, undoable?: boolean): Promise<boolean>
  setReadMany(ids: string[], isRead: boolean): Promise<boolean>
  /** Deleting applies at once and offers Undo (the deleted ones are kept 30 days: the page's Deleted view). */
  remove(id: string): Promise<boolean>
  removeMany(ids: string[]): Promise<boolean>
  /** The Deleted view: back to the inbox at once; for good only after the page has asked. */
  restoreMany(ids: string[]): Promise<boolean>
  purgeMany(ids: string[]): Promise<boolean>
  /** `before`: createdAt of the newest notification the user has seen (contract). */
  markAllRead(before?: string): Promise<boolean>
  busy: boolean
}

/** The most ids one updateUserNotificationsBulk call takes (contract). */
const BULK_MAX = 1000

/**
 * The notification changes a user can make, each followed by a refetch of both lists (page and
 * bell) whether it worked or not, so they always agree. Failures show spec §8's message as a
 * toast, with the server's own text under it when it sent one. Each resolves to whether it worked.
 * Marking read or unread applies at once and offers Undo for 10 s: the gateway answers which
 * notifications changed, and Undo sets exactly those back (one already so stays as it was).
 * Deleting applies at once too: the gateway keeps deleted notifications 30 days, and Undo is its
 * restore (docs/decisions.md "Trash and Undo").
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
  const restore = useRestoreUserNotifications()
  const purge = usePurgeUserNotifications()

  const offerUndo = useUndo()

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

  /** Sets the notifications back to `isRead`, in parts the contract takes; then both lists refetch. */
  const setBack = useCallback(
    async (ids: readonly string[], isRead: boolean) => {
      try {
        for (let start = 0; start < ids.length; start += BULK_MAX) await updateMany.mutateAsync({ data: { ids: ids.slice(start, start + BULK_MAX), isRead } })
      } finally {
        void invalidateNotificationLists(queryClient)
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [updateMany.mutateAsync, queryClient],
  )
  /** The toast of a marking: what changed, and Undo when something did. */
  const marked = useCallback(
    (title: string, changed: readonly string[], isRead: boolean) => {
      if (!changed.length) return notify.success(title)
      offerUndo({
        title,
        undo: () => setBack(changed, !isRead),
        undone: t(isRead ? 'success.markedUnread' : 'success.markedRead', { count: changed.length }),
      })
    },
    [notify, offerUndo, setBack, t],
  )

  /** The toast of a deletion, with Undo: the server's restore (the same one the Deleted view uses). */
  const deleted = useCallback(
    (ids: string[]) =>
      offerUndo({
        title: t('success.deleted', { count: ids.length }),
        undo: async () => {
          try {
            await restore.mutateAsync({ data: { ids } })
          } finally {
            void invalidateNotificationLists(queryClient)
          }
        },
        undone: t('success.restored', { count: ids.length }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [offerUndo, restore.mutateAsync, queryClient, t],
  )

  const busy = update.isPending || updateMany.isPending || del.isPending || delMany.isPending || markAll.isPending || restore.isPending || purge.isPending

  return useMemo<NotificationActions>(
    () => ({
      setRead: (id, isRead, undoable = false) =>
        run(
          async () => {
            await update.mutateAsync({ id, data: { isRead } })
            if (undoable) marked(t(isRead ? 'success.markedRead' : 'success.markedUnread', { count: 1 }), [id], isRead)
          },
          isRead ? 'errors.markRead' : 'errors.markUnread',
        ),
      setReadMany: (ids, isRead) =>
        run(async () => {
          const { ids: changed } = await updateMany.mutateAsync({ data: { ids, isRead } })
          marked(t(isRead ? 'success.markedRead' : 'success.markedUnread', { count: ids.length }), changed, isRead)
        }, 'errors.bulk'),
      remove: (id) =>
        run(async () => {
          await del.mutateAsync({ id })
          deleted([id])
        }, 'errors.delete'),
      removeMany: (ids) =>
        run(async () => {
          await delMany.mutateAsync({ data: { ids } })
          deleted(ids)
        }, 'errors.bulk'),
      restoreMany: (ids) => run(() => restore.mutateAsync({ data: { ids } }), 'errors.restore', t('success.restored', { count: ids.length })),
      purgeMany: (ids) => run(() => purge.mutateAsync({ data: { ids } }), 'errors.purge', t('success.purged', { count: ids.length })),
      markAllRead: (before) =>
        run(async () => {
          const { ids: changed } = await markAll.mutateAsync({ data: before ? { before } : {} })
          marked(t('success.allRead'), changed, true)
        }, 'errors.markAllRead'),
      busy,
    }),
    // The mutation objects change identity every render; their mutateAsync functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      run,
      marked,
      deleted,
      t,
      busy,
      update.mutateAsync,
      updateMany.mutateAsync,
      del.mutateAsync,
      delMany.mutateAsync,
      markAll.mutateAsync,
      restore.mutateAsync,
      purge.mutateAsync,
    ],
  )
}

import { DeleteRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '@/shared/feedback'
import type { BulkAction } from './types'

type Refresh = () => Promise<unknown>

/**
 * Deleting rows of a list, one or many: the delete call, a refresh of the list, a toast. The
 * texts come from the list's namespace (`actions.delete`, `actions.deleteTitle`,
 * `actions.deleteMessage`, `actions.deleted`). Returns `remove` for row menus and the bulk
 * action, which asks first and names the count.
 */
export function useDeleteRows<Row>(
  namespace: string,
  permission: string,
  deleteMany: (variables: { data: { ids: string[] } }) => Promise<unknown>,
  refresh: Refresh,
  /** `keyPrefix`: where the list's keys sit in a namespace shared by several pages (`pages.channels.users`). */
  options: { keyPrefix?: string } = {},
) {
  const { t } = useTranslation(namespace, options.keyPrefix ? { keyPrefix: options.keyPrefix } : undefined)
  const notify = useNotify()
  const remove = useCallback(
    async (ids: string[]) => {
      await deleteMany({ data: { ids } })
      await refresh()
      notify.success(t('actions.deleted', { count: ids.length }))
    },
    [deleteMany, refresh, notify, t],
  )
  const bulkDelete = useMemo<BulkAction<Row>>(
    () => ({
      id: 'delete',
      label: t('actions.delete'),
      icon: <DeleteRegular />,
      permission,
      destructive: true,
      confirm: (count) => ({ title: t('actions.deleteTitle', { count }), message: t('actions.deleteMessage', { count }), confirmLabel: t('actions.delete') }),
      run: remove,
    }),
    [t, permission, remove],
  )
  return { remove, bulkDelete }
}

/**
 * Activating or making a row passive: the status call, a refresh, a toast naming the row
 * (`actions.activated` / `actions.deactivated` of the list's namespace).
 */
export function useStatusChange<Row extends { id: string }>(
  namespace: string,
  setStatus: (variables: { id: string; data: { status: 'active' | 'passive' } }) => Promise<unknown>,
  refresh: Refresh,
  nameOf: (row: Row) => string,
) {
  const { t } = useTranslation(namespace)
  const notify = useNotify()
  return useCallback(
    async (row: Row, status: 'active' | 'passive') => {
      await setStatus({ id: row.id, data: { status } })
      await refresh()
      notify.success(t(status === 'active' ? 'actions.activated' : 'actions.deactivated', { name: nameOf(row) }))
    },
    [setStatus, refresh, notify, t, nameOf],
  )
}

import { DeleteRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify, useUndo } from '@/shared/feedback'
import type { BulkAction } from './types'

type Refresh = () => Promise<unknown>

type IdsCall = (variables: { data: { ids: string[] } }) => Promise<unknown>

/**
 * Deleting rows of a list, one or many: the delete call, a refresh of the list, a toast. The
 * texts come from the list's namespace (`actions.delete`, `actions.deleteTitle`,
 * `actions.deleteMessage`, `actions.deleted`). Returns `remove` for row menus and the bulk
 * action, which asks first and names the count.
 *
 * A list whose records go to a Trash passes `restore` (the Trash's restore call): then nothing
 * asks first; the delete applies at once and its toast offers Undo for 10 s (`actions.restored`
 * after it), and `undoable` is true so the row menu asks nothing either (`confirmDelete: !undoable`).
 */
export function useDeleteRows<Row>(
  namespace: string,
  permission: string,
  deleteMany: IdsCall,
  refresh: Refresh,
  /** `keyPrefix`: where the list's keys sit in a namespace shared by several pages (`pages.channels.users`). */
  options: { keyPrefix?: string; restore?: IdsCall } = {},
) {
  const { t } = useTranslation(namespace, options.keyPrefix ? { keyPrefix: options.keyPrefix } : undefined)
  const notify = useNotify()
  const offerUndo = useUndo()
  const { restore } = options
  const remove = useCallback(
    async (ids: string[]) => {
      await deleteMany({ data: { ids } })
      await refresh()
      const title = t('actions.deleted', { count: ids.length })
      if (!restore) return notify.success(title)
      offerUndo({
        title,
        undo: async () => {
          await restore({ data: { ids } })
          await refresh()
        },
        undone: t('actions.restored', { count: ids.length }),
      })
    },
    [deleteMany, refresh, notify, offerUndo, restore, t],
  )
  const bulkDelete = useMemo<BulkAction<Row>>(
    () => ({
      id: 'delete',
      label: t('actions.delete'),
      icon: <DeleteRegular />,
      permission,
      // An undoable delete is not destructive: the bulk bar asks nothing first.
      destructive: !restore,
      ...(restore
        ? {}
        : {
            confirm: (count: number) => ({
              title: t('actions.deleteTitle', { count }),
              message: t('actions.deleteMessage', { count }),
              confirmLabel: t('actions.delete'),
            }),
          }),
      run: remove,
    }),
    [t, permission, remove, restore],
  )
  return { remove, bulkDelete, undoable: Boolean(restore) }
}

/**
 * Activating or making a row passive: the status call, a refresh, a toast naming the row
 * (`actions.activated` / `actions.deactivated` of the list's namespace) with Undo for 10 s,
 * which sets the status back (so a list may drop the deactivate question: `confirmDeactivate: false`).
 */
export function useStatusChange<Row extends { id: string }>(
  namespace: string,
  setStatus: (variables: { id: string; data: { status: 'active' | 'passive' } }) => Promise<unknown>,
  refresh: Refresh,
  nameOf: (row: Row) => string,
) {
  const { t } = useTranslation(namespace)
  const offerUndo = useUndo()
  const said = useCallback(
    (status: 'active' | 'passive', row: Row) => t(status === 'active' ? 'actions.activated' : 'actions.deactivated', { name: nameOf(row) }),
    [t, nameOf],
  )
  return useCallback(
    async (row: Row, status: 'active' | 'passive') => {
      await setStatus({ id: row.id, data: { status } })
      await refresh()
      const before = status === 'active' ? 'passive' : 'active'
      offerUndo({
        title: said(status, row),
        undo: async () => {
          await setStatus({ id: row.id, data: { status: before } })
          await refresh()
        },
        undone: said(before, row),
      })
    },
    [setStatus, refresh, offerUndo, said],
  )
}

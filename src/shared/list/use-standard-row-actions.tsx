import { CheckmarkCircleRegular, DeleteRegular, DismissCircleRegular, EditRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { RowAction } from './types'

type Status = 'active' | 'passive'

export interface StandardRowActionsOptions<Row> {
  /**
   * The list's namespace. It names the actions (`actions.edit`, `actions.activate`,
   * `actions.deactivate`, `actions.delete`) and may word the questions: `actions.deactivateTitle`
   * ({{name}}), `actions.deactivateMessage`, `actions.deleteOneTitle` ({{name}}),
   * `actions.deleteMessage` ({{count}}: 1). The kit says it in general words where a key is absent.
   */
  namespace: string
  /** Where the list's keys sit in the namespace, for a namespace shared by several pages: `pages.channels.users` reads `pages.channels.users.actions.delete`. */
  keyPrefix?: string
  /** The list's write permission: every standard action needs it. */
  permission: string | readonly string[]
  /** A row's name in the questions (a module-level function, like the other callbacks: stable). */
  name: (row: Row) => string
  /** "Edit" with the row's id: usually the editor panel's `open`. Left out without it. */
  onEdit?: (id: string) => unknown
  /** From `useStatusChange`: "Activate" on a passive row, "Deactivate" (asks first) on an active one. */
  statusChange?: (row: Row, status: Status) => Promise<unknown>
  /** From `useDeleteRows`: "Delete" (asks first) removes the one row. */
  remove?: (ids: string[]) => Promise<unknown>
  /** False to deactivate at once: the toast's Undo (useStatusChange) sets the row active again. Default true. */
  confirmDeactivate?: boolean
  /** False for a delete that can be undone (`useDeleteRows` with `restore`: pass `!undoable`): it applies at once. Default true. */
  confirmDelete?: boolean
  /** What the delete question says about a row, when it knows more than the namespace's `actions.deleteMessage`. */
  deleteMessage?: (row: Row) => string
  /**
   * "Activate" asks first too, with the namespace's `actions.activateTitle` ({{name}}) and
   * `actions.activateMessage` (the list must have both). Default: only "Deactivate" asks.
   */
  confirmActivate?: boolean
}

/**
 * The operation menu every list offers, built the same way everywhere: edit, activate /
 * deactivate (asks first), delete (asks first), each behind the list's write permission. Screens
 * put their own actions before or after: `[detail, ...standard]`.
 *
 *   const changeStatus = useStatusChange('users', setStatus, refresh, fullName)
 *   const { remove, bulkDelete } = useDeleteRows<User>('users', 'user_write', deleteUsers, refresh)
 *   const rowActions = useStandardRowActions<User>({ namespace: 'users', permission: 'user_write', name: fullName, onEdit: editor.open, statusChange: changeStatus, remove })
 */
export function useStandardRowActions<Row extends { id: string; status?: string }>({
  namespace,
  keyPrefix,
  permission,
  name,
  onEdit,
  statusChange,
  remove,
  deleteMessage,
  confirmDelete = true,
  confirmDeactivate = true,
  confirmActivate = false,
}: StandardRowActionsOptions<Row>): RowAction<Row>[] {
  const { t: translate } = useTranslation([namespace, 'list-kit'])
  return useMemo(() => {
    // The list's own keys under its prefix; the kit's fallbacks ('list-kit:…') as they are.
    const own = (key: string) => (keyPrefix && !key.startsWith('list-kit:') ? `${keyPrefix}.${key}` : key)
    const t = (key: string | string[], values: Record<string, unknown> = {}): string => translate(Array.isArray(key) ? key.map(own) : own(key), values)
    const actions: RowAction<Row>[] = []
    if (onEdit) actions.push({ id: 'edit', label: t('actions.edit'), icon: <EditRegular />, permission, onSelect: (row) => onEdit(row.id) })
    if (statusChange) {
      const deactivate = t('actions.deactivate')
      const activate = t('actions.activate')
      actions.push(
        {
          id: 'activate',
          label: activate,
          icon: <CheckmarkCircleRegular />,
          permission,
          visible: (row) => row.status !== 'active',
          ...(confirmActivate
            ? {
                confirm: (row: Row) => ({
                  title: t('actions.activateTitle', { name: name(row) }),
                  message: t('actions.activateMessage'),
                  confirmLabel: activate,
                }),
              }
            : {}),
          onSelect: (row) => statusChange(row, 'active'),
        },
        {
          id: 'deactivate',
          label: deactivate,
          icon: <DismissCircleRegular />,
          permission,
          visible: (row) => row.status === 'active',
          destructive: confirmDeactivate,
          ...(confirmDeactivate
            ? {
                confirm: (row: Row) => ({
                  title: t(['actions.deactivateTitle', 'list-kit:rowActions.deactivateTitle'], { name: name(row) }),
                  message: t(['actions.deactivateMessage', 'list-kit:rowActions.deactivateMessage']),
                  confirmLabel: deactivate,
                }),
              }
            : {}),
          onSelect: (row) => statusChange(row, 'passive'),
        },
      )
    }
    if (remove) {
      const label = t('actions.delete')
      actions.push({
        id: 'delete',
        label,
        icon: <DeleteRegular />,
        permission,
        // An undoable delete is not destructive: the list asks nothing first (a destructive action always asks).
        destructive: confirmDelete,
        ...(confirmDelete
          ? {
              confirm: (row: Row) => ({
                title: t(['actions.deleteOneTitle', 'list-kit:rowActions.deleteTitle'], { name: name(row) }),
                message: deleteMessage?.(row) ?? t(['actions.deleteMessage', 'list-kit:rowActions.deleteMessage'], { count: 1 }),
                confirmLabel: label,
              }),
            }
          : {}),
        onSelect: (row) => remove([row.id]),
      })
    }
    return actions
  }, [translate, keyPrefix, permission, name, onEdit, statusChange, remove, deleteMessage, confirmDelete, confirmDeactivate, confirmActivate])
}

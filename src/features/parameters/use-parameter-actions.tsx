import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeleteRows, useStandardRowActions, useStatusChange } from '@/shared/list'

interface ParameterRow {
  id: string
  name: string
  status: 'active' | 'passive'
}

const nameOf = (row: ParameterRow) => row.name

export interface ParameterActionsOptions {
  /** The list's write permission (product_write, company_write, licensor_write, producer_write). */
  permission: string
  setStatus: (variables: { id: string; data: { status: 'active' | 'passive' } }) => Promise<unknown>
  deleteMany: (variables: { data: { ids: string[] } }) => Promise<unknown>
  /** The list's Trash restore: the delete's Undo (a delete moves records to the list's Trash). */
  restoreMany: (variables: { data: { ids: string[] } }) => Promise<unknown>
  refresh: () => Promise<unknown>
  openEditor: (id: string) => void
}

/**
 * The operation menu and bulk delete every parameter list shares: the kit's standard actions
 * (edit, activate / make passive, delete one or many; the contract deletes all or none and
 * names what blocks it), in the dynamic-parameter texts. A delete moves the records to the
 * list's Trash at once, without asking; the toast's Undo restores them.
 */
export function useParameterActions<Row extends ParameterRow>({
  permission,
  setStatus,
  deleteMany,
  restoreMany,
  refresh,
  openEditor,
}: ParameterActionsOptions) {
  const changeStatus = useStatusChange<Row>('dynamic-parameter', setStatus, refresh, nameOf)
  const { remove, bulkDelete, undoable } = useDeleteRows<Row>('dynamic-parameter', permission, deleteMany, refresh, { restore: restoreMany })
  const rowActions = useStandardRowActions<Row>({
    namespace: 'dynamic-parameter',
    permission,
    name: nameOf,
    onEdit: openEditor,
    statusChange: changeStatus,
    // A status change applies at once; the toast's Undo sets it back (docs/decisions.md "Trash and Undo").
    confirmDeactivate: false,
    remove,
    confirmDelete: !undoable,
  })
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])
  return { rowActions, bulkActions }
}

/** Status options of the parameter lists (the service has no status enum list). */
export function useStatusOptions() {
  const { t } = useTranslation('dynamic-parameter')
  return useMemo(() => (['active', 'passive'] as const).map((value) => ({ value, label: t(`status.${value}`) })), [t])
}

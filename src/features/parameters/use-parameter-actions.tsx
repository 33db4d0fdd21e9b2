import { CheckmarkCircleRegular, DeleteRegular, DismissCircleRegular, EditRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeleteRows, useStatusChange, type RowAction } from '@/shared/ui/list'

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
  refresh: () => Promise<unknown>
  openEditor: (id: string) => void
}

/**
 * The operation menu and bulk delete every parameter list shares: edit, activate / make
 * passive, delete (one or many; the contract deletes all or none and names what blocks it).
 */
export function useParameterActions<Row extends ParameterRow>({ permission, setStatus, deleteMany, refresh, openEditor }: ParameterActionsOptions) {
  const { t } = useTranslation('dynamic-parameter')
  const changeStatus = useStatusChange<Row>('dynamic-parameter', setStatus, refresh, nameOf)
  const { remove, bulkDelete } = useDeleteRows<Row>('dynamic-parameter', permission, deleteMany, refresh)

  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      { id: 'edit', label: t('actions.edit'), icon: <EditRegular />, permission, onSelect: (row) => openEditor(row.id) },
      { id: 'activate', label: t('actions.activate'), icon: <CheckmarkCircleRegular />, permission, visible: (row) => row.status !== 'active', onSelect: (row) => changeStatus(row, 'active') },
      {
        id: 'deactivate',
        label: t('actions.deactivate'),
        icon: <DismissCircleRegular />,
        permission,
        visible: (row) => row.status === 'active',
        onSelect: (row) => changeStatus(row, 'passive'),
      },
      {
        id: 'delete',
        label: t('actions.delete'),
        icon: <DeleteRegular />,
        permission,
        destructive: true,
        confirm: (row) => ({ title: t('actions.deleteOneTitle', { name: row.name }), message: t('actions.deleteMessage', { count: 1 }), confirmLabel: t('actions.delete') }),
        onSelect: (row) => remove([row.id]),
      },
    ],
    [t, permission, openEditor, changeStatus, remove],
  )

  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  return { rowActions, bulkActions }
}

/** Status options of the parameter lists (the service has no status enum list). */
export function useStatusOptions() {
  const { t } = useTranslation('dynamic-parameter')
  return useMemo(() => (['active', 'passive'] as const).map((value) => ({ value, label: t(`status.${value}`) })), [t])
}

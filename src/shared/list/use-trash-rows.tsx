import { ArrowUndoRegular, DeleteDismissRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '@/shared/feedback'
import { useFormatters } from '@/shared/hooks'
import type { BulkAction, ListColumn, RowAction } from './types'

/** A date and time column's width: "Dec 28, 2026, 12:59 PM" whole, also in a wide fallback font (DejaVu Sans: 151 px) with the cell's padding. */
const DATE_TIME_WIDTH = 170

type IdsCall = (variables: { data: { ids: string[] } }) => Promise<unknown>
type Refresh = () => Promise<unknown>

/** What every Trash row carries (the contracts' Trashed… records). */
interface TrashRow {
  id: string
  deletedAt: string
  deletedBy: { id: string; name: string }
  purgeAt: string
}

interface TrashRowsOptions<Row> {
  /**
   * The area's namespace: `trash.restored` and `trash.purged` ({{count}}), `trash.purgeTitle`
   * ({{count}}), `trash.purgeOneTitle` ({{name}}) and `trash.purgeMessage` ({{count}}).
   */
  namespace: string
  /** Where those keys are in the namespace, instead of `trash` (a page with a second such list). */
  keyPrefix?: string
  /** The area's write permission: restore and purge need it. */
  permission: string
  name: (row: Row) => string
  restore: IdsCall
  /** Absent: nothing to delete for good (what was removed from a list, not a record): Restore only. */
  purge?: IdsCall
  refresh: Refresh
  /** Column labels other than the kit's "Deleted by", "Deleted", "Gone for good on" (removed rather than deleted). */
  labels?: Partial<Record<'deletedBy' | 'deletedAt' | 'purgeAt', string>>
}

/**
 * An area's Trash page (docs/decisions.md "Trash and Undo"): the row and bulk actions Restore
 * (at once) and Delete for good (the one action that still asks first: it cannot be undone), and
 * the columns every Trash shows: who deleted the record, when, and when it goes for good.
 */
export function useTrashRows<Row extends TrashRow>({
  namespace,
  keyPrefix = 'trash',
  permission,
  name,
  restore,
  purge,
  refresh,
  labels,
}: TrashRowsOptions<Row>) {
  const { t } = useTranslation([namespace, 'list-kit'])
  const notify = useNotify()
  const format = useFormatters()

  const restoreIds = useCallback(
    async (ids: string[]) => {
      await restore({ data: { ids } })
      await refresh()
      notify.success(t(`${keyPrefix}.restored`, { count: ids.length }))
    },
    [restore, refresh, notify, t, keyPrefix],
  )
  const purgeIds = useCallback(
    async (ids: string[]) => {
      await purge?.({ data: { ids } })
      await refresh()
      notify.success(t(`${keyPrefix}.purged`, { count: ids.length }))
    },
    [purge, refresh, notify, t, keyPrefix],
  )

  return useMemo(() => {
    const restoreLabel = t('list-kit:trash.restore')
    const purgeLabel = t('list-kit:trash.purge')
    const rowActions: RowAction<Row>[] = [
      { id: 'restore', label: restoreLabel, icon: <ArrowUndoRegular />, permission, onSelect: (row) => restoreIds([row.id]) },
      ...(purge
        ? [
            {
              id: 'purge',
              label: purgeLabel,
              icon: <DeleteDismissRegular />,
              permission,
              destructive: true,
              confirm: (row: Row) => ({
                title: t(`${keyPrefix}.purgeOneTitle`, { name: name(row) }),
                message: t(`${keyPrefix}.purgeMessage`, { count: 1 }),
                confirmLabel: purgeLabel,
              }),
              onSelect: (row: Row) => purgeIds([row.id]),
            },
          ]
        : []),
    ]
    const bulkActions: BulkAction<Row>[] = [
      { id: 'restore', label: restoreLabel, icon: <ArrowUndoRegular />, permission, run: restoreIds },
      ...(purge
        ? [
            {
              id: 'purge',
              label: purgeLabel,
              icon: <DeleteDismissRegular />,
              permission,
              destructive: true,
              confirm: (count: number) => ({
                title: t(`${keyPrefix}.purgeTitle`, { count }),
                message: t(`${keyPrefix}.purgeMessage`, { count }),
                confirmLabel: purgeLabel,
              }),
              run: purgeIds,
            },
          ]
        : []),
    ]
    const columns: ListColumn<Row, 'deletedAt'>[] = [
      {
        id: 'deletedBy',
        label: labels?.deletedBy ?? t('list-kit:trash.deletedBy'),
        width: 160,
        minWidth: 110,
        render: (row) => row.deletedBy.name,
        csv: (row) => row.deletedBy.name,
      },
      {
        id: 'deletedAt',
        label: labels?.deletedAt ?? t('list-kit:trash.deletedAt'),
        sortKey: 'deletedAt',
        phone: true,
        width: DATE_TIME_WIDTH,
        minWidth: DATE_TIME_WIDTH,
        render: (row) => format.dateTime(row.deletedAt),
        csv: (row) => row.deletedAt,
      },
      {
        id: 'purgeAt',
        label: labels?.purgeAt ?? t('list-kit:trash.purgeAt'),
        width: DATE_TIME_WIDTH,
        minWidth: DATE_TIME_WIDTH,
        render: (row) => format.dateTime(row.purgeAt),
        csv: (row) => row.purgeAt,
      },
    ]
    return { rowActions, bulkActions, columns }
  }, [t, permission, name, restoreIds, purgeIds, purge, format, keyPrefix, labels])
}

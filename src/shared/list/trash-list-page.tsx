import { Button } from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ListPage, type ListPageProps } from './list-page'
import type { ListFilterControl } from './list-filters'
import type { BulkAction, ListColumn, RowAction } from './types'

type TrashFilters = { search: string }

/**
 * How narrow an area's column of a Trash page may get (unless it says its own `minWidth`): the
 * area's texts give way, so who deleted a record, when, and when it goes for good show whole
 * beside the row's actions (at 1366 px in English the purge date's "AM"/"PM" was under them).
 */
const TRASH_TEXT_MIN_WIDTH = 96
const withTextsGivingWay = <Row, S extends string>(columns: ReadonlyArray<ListColumn<Row, S>>): ListColumn<Row, S>[] =>
  columns.map((column) =>
    column.minWidth === undefined ? { ...column, minWidth: Math.min(column.width ?? TRASH_TEXT_MIN_WIDTH, TRASH_TEXT_MIN_WIDTH) } : column,
  )

/** The words a Trash page takes from its namespace unless given here. */
interface TrashWords {
  title: string
  backLabel: string
  exportFileName: string
  searchLabel: string
  /** `null`: the search box has no placeholder. */
  searchPlaceholder: string | null
}

interface TrashListPageProps<Row, S extends string> extends Omit<
  ListPageProps<Row, TrashFilters, S>,
  'title' | 'subtitle' | 'pageActions' | 'filters' | 'rowActions' | 'bulkActions' | 'exportFileName' | 'emptyMessage'
> {
  /**
   * The area's namespace: `trash.title`, `trash.subtitle`, `trash.back`, `trash.exportFile`,
   * `trash.empty`, and the search's `filters.search` and `filters.searchPlaceholder`.
   */
  namespace: string
  /** Where the `trash.…` keys are in the namespace, instead of `trash` (a page with a second such list). */
  keyPrefix?: string
  /** Where "Back" goes: the area's list (with the view the user left, where the area keeps it). */
  back: string
  /** What `useTrashRows` returned: Restore and Delete for good, per row and for the selection. */
  trash: { rowActions: RowAction<Row>[]; bulkActions: BulkAction<Row>[] }
  /** Words other than the namespace's (an export file name with a value, another search label). */
  words?: Partial<TrashWords>
}

/**
 * An area's Trash page (docs/decisions.md "Trash and Undo"): the list kit's page with the Trash's
 * title, a way back to the area's list, a search, Restore and Delete for good, CSV export and the
 * empty text. A screen gives it its server list, its columns (its own plus `useTrashRows().columns`)
 * and its namespace:
 *
 *   <TrashListPage namespace="organization" back="/organization" server={server} trash={trash}
 *     columns={columns} defaultColumns={DEFAULT_COLUMNS} getRowId={(o) => o.id} rowLabel={nameOf} />
 */
export function TrashListPage<Row, S extends string>({
  namespace,
  keyPrefix = 'trash',
  back,
  trash,
  words = {},
  columns,
  ...listProps
}: TrashListPageProps<Row, S>) {
  const { t } = useTranslation(namespace)
  const navigate = useNavigate()
  const searchLabel = words.searchLabel ?? t('filters.search')
  const placeholder = words.searchPlaceholder === undefined ? t('filters.searchPlaceholder') : words.searchPlaceholder
  const filters = useMemo<ListFilterControl<TrashFilters>[]>(
    () => [{ kind: 'search', key: 'search', label: searchLabel, ...(placeholder === null ? {} : { placeholder }) }],
    [searchLabel, placeholder],
  )
  const fitted = useMemo(() => withTextsGivingWay(columns), [columns])
  return (
    <ListPage
      {...listProps}
      columns={fitted}
      title={words.title ?? t(`${keyPrefix}.title`)}
      subtitle={t(`${keyPrefix}.subtitle`)}
      pageActions={
        <Button appearance="secondary" icon={<ArrowLeftRegular />} onClick={() => void navigate(back)}>
          {words.backLabel ?? t(`${keyPrefix}.back`)}
        </Button>
      }
      filters={filters}
      rowActions={trash.rowActions}
      bulkActions={trash.bulkActions}
      exportFileName={words.exportFileName ?? t(`${keyPrefix}.exportFile`)}
      emptyMessage={t(`${keyPrefix}.empty`)}
    />
  )
}

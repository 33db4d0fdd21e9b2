import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react'
import { usePermissions } from '@/shared/auth'
import { useConfirm, useNotify } from '@/shared/feedback'
import { useErrorText, useIsPhone, useOnline } from '@/shared/hooks'
import { useTranslation } from 'react-i18next'
import { BulkBar, DEFAULT_BULK_LIMIT } from './bulk-bar'
import { ColumnChooser } from './column-chooser'
import type { FetchPage } from './fetch-all'
import { ListExport } from './list-export'
import { ListFilters, type ListFilterControl } from './list-filters'
import { ListGrid } from './list-grid'
import { ListPagination } from './list-pagination'
import { usePhoneColumns } from './phone-row'
import { ListEmpty, ListError, ListOffline, ListSkeleton } from './list-states'
import { lastPage } from './list-url-state'
import { SelectionStore } from './selection'
import type { BulkAction, LeadingCell, ListColumn, ListQueryResult, RowAction } from './types'
import { useColumnChoice } from './use-column-choice'
import type { ListController } from './use-list-state'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  filters: { flexGrow: 1, minWidth: 0 },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { height: tokens.strokeWidthThick },
  // Rows of the previous view while this one loads: visibly not the answer yet (as the grid's).
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationFaster },
})

export interface ListViewProps<Row, F extends object, S extends string> {
  /** From `useListState(spec)`: the view in the URL. */
  list: ListController<F, S>
  /** Accessible name of the table, e.g. the page heading. */
  ariaLabel: string
  /** Every column the list can show (the kit adds the operation column itself). */
  columns: ReadonlyArray<ListColumn<Row, S>>
  /** The default visible columns, in order. */
  defaultColumns: readonly string[]
  getRowId: (row: Row) => string
  /** A row's name for screen readers ("Select Ayşe Yılmaz", "Actions for Ayşe Yılmaz"). */
  rowLabel?: (row: Row) => string
  /** The generated search hook's result for `list.request` plus the list's filters. */
  query: ListQueryResult<Row>
  filters?: ReadonlyArray<ListFilterControl<F>>
  /** The operation menu; each action is shown only with its permission. */
  rowActions?: ReadonlyArray<RowAction<Row>>
  /** Enables row selection; each action is shown only with its permission. */
  bulkActions?: ReadonlyArray<BulkAction<Row>>
  /**
   * The search call with the current filters and sort, for CSV export and "select all N
   * matching". Build it from the generated call: `(index, size, signal) => searchX({...body,
   * index, size}, undefined, signal)`.
   */
  fetchPage?: FetchPage<Row>
  /** Offer "select all N matching" up to this many rows; false never. Default: the bulk limit. */
  selectAllLimit?: number | false
  /** Enables CSV export (needs fetchPage); the file is named `<exportFileName>-<date>.csv`. */
  exportFileName?: string
  /** Primary actions of the page (e.g. "New user"), at the end of the toolbar. */
  actions?: ReactNode
  /** Text of the empty state when no filter is on. */
  emptyMessage?: string
  virtualizeAbove?: number
  /**
   * Shows the page's rows another way (cards) instead of the table; filters, loading, empty and
   * error states and paging stay the kit's. The column chooser is left out, as is selection.
   */
  renderRows?: (rows: Row[]) => ReactNode
  /** A fixed cell first in every row of the table (a drag handle); see `LeadingCell`. */
  leadingCell?: LeadingCell<Row>
}

/**
 * A server-paged list page: filters, column chooser, export and actions on top; selection bar;
 * the grid (skeleton while loading, empty and error states); paging at the bottom. Filter, sort
 * and page live in the URL; the column choice in localStorage.
 */
export function ListView<Row, F extends object, S extends string>(props: ListViewProps<Row, F, S>) {
  const { list, query, columns, getRowId, rowLabel, rowActions, bulkActions, fetchPage, exportFileName } = props
  const styles = useStyles()
  const { t } = useTranslation('list-kit')
  const { can } = usePermissions()
  const notify = useNotify()
  const errorText = useErrorText()
  const [confirm, confirmDialog] = useConfirm()
  const [selection] = useState(() => new SelectionStore<Row>())

  const allowedRowActions = useMemo(() => (rowActions ?? []).filter((action) => can(action.permission)), [rowActions, can])
  const allowedBulkActions = useMemo(() => (bulkActions ?? []).filter((action) => can(action.permission)), [bulkActions, can])
  const selectable = allowedBulkActions.length > 0 && !props.renderRows

  const choice = useColumnChoice(
    list.spec.id,
    {
      all: columns.map((column) => column.id),
      defaults: props.defaultColumns,
      required: columns.filter((column) => column.required).map((column) => column.id),
    },
    list.spec.columnsKey,
  )
  const visibleColumns = useMemo(
    () => choice.visible.flatMap((id) => columns.filter((column) => column.id === id)) as ReadonlyArray<ListColumn<Row>>,
    [choice.visible, columns],
  )

  const phone = useIsPhone()
  const gridColumns = usePhoneColumns(phone, visibleColumns, columns as ReadonlyArray<ListColumn<Row>>)

  // A new filter means a new set of matching rows: the old selection no longer applies.
  useEffect(() => {
    selection.clear()
  }, [list.filtersKey, selection])

  const { page, size, sort } = list.state
  const online = useOnline()
  const placeholder = Boolean(query.isPlaceholderData)
  // Waiting for the network: TanStack Query paused the call, or it failed while the browser is offline.
  const offline = query.isPaused || (query.isError && !online)
  // The rows on hand are another view's (the previous page or filter, kept while this one loads)
  // and this view's call failed or waits for the network: they are not shown under its pager.
  const failed = placeholder && (offline || query.isError)
  const data = failed ? undefined : query.data
  const rows = useMemo(() => data?.items ?? [], [data])
  // A new page of rows arrives in a synchronous render (the query store is read with
  // useSyncExternalStore): the grid takes it in a second, interruptible render, so the page's other
  // parts and the grid's rows do not share one long task (a search keystroke's results). The grid
  // stays marked busy until its rows catch up; a first page after none is shown at once.
  const deferredRows = useDeferredValue(rows)
  const gridRows = deferredRows.length > 0 ? deferredRows : rows
  // The total of the view on screen; the last one known for these filters while a page fails.
  const settledTotal = query.data && !placeholder ? query.data.totalCount : undefined
  const [known, setKnown] = useState<{ filtersKey: string; total: number } | null>(null)
  if (settledTotal !== undefined && (known?.filtersKey !== list.filtersKey || known.total !== settledTotal))
    setKnown({ filtersKey: list.filtersKey, total: settledTotal })
  const total = data?.totalCount ?? (known?.filtersKey === list.filtersKey ? known.total : undefined)

  useEffect(() => {
    if (settledTotal !== undefined) selection.updateTotal(settledTotal)
  }, [settledTotal, selection])

  // A stale link or deleted rows left us past the end: go to the last page that exists.
  useEffect(() => {
    if (data && !placeholder && data.items.length === 0 && data.totalCount > 0 && page > lastPage(data.totalCount, size)) {
      list.setPage(lastPage(data.totalCount, size), { replace: true })
    }
  }, [data, placeholder, page, size, list])

  const onSort = useCallback((sortKey: string) => list.toggleSort(sortKey as S), [list])

  const onAction = useCallback(
    async (action: RowAction<Row>, row: Row) => {
      const question =
        action.confirm?.(row) ??
        (action.destructive
          ? { title: t('actions.confirmTitle', { action: action.label }), message: t('actions.confirmMessage'), confirmLabel: action.label }
          : null)
      if (question && !(await confirm({ destructive: action.destructive, ...question }))) return
      try {
        await action.onSelect(row)
      } catch (error) {
        notify.error(t('actions.failed', { action: action.label }), { body: errorText(error) })
      }
    },
    [confirm, notify, t, errorText],
  )

  const onActionSync = useCallback((action: RowAction<Row>, row: Row) => void onAction(action, row), [onAction])

  const filtered = list.activeFilters > 0
  // Rows on screen while a call is under way: the previous view's until this one arrives, or a refresh.
  const busy = Boolean(query.isFetching && data) || gridRows !== rows
  const retry = () => void query.refetch()
  let content: ReactNode
  if (!data && offline) content = <ListOffline page={page + 1} onRetry={retry} />
  else if (!data && query.isError) content = <ListError message={errorText(query.error)} page={page + 1} onRetry={retry} />
  else if (!data) content = <ListSkeleton rows={size} />
  else if (rows.length === 0 && !placeholder) content = <ListEmpty filtered={filtered} message={props.emptyMessage} onClearFilters={list.clearFilters} />
  else if (props.renderRows)
    content = (
      <div aria-busy={busy} className={busy ? styles.busy : undefined}>
        {props.renderRows(rows)}
      </div>
    )
  else
    content = (
      <ListGrid
        ariaLabel={props.ariaLabel}
        rows={gridRows}
        getRowId={getRowId}
        columns={gridColumns}
        sort={sort}
        onSort={onSort}
        selection={selectable ? selection : undefined}
        actions={allowedRowActions}
        onAction={onActionSync}
        busy={busy}
        firstRowIndex={page * size + 1}
        totalCount={data.totalCount}
        rowLabel={rowLabel}
        virtualizeAbove={props.virtualizeAbove}
        leadingCell={props.leadingCell}
        compact={phone}
      />
    )

  const selectAllLimit =
    props.selectAllLimit === false ? undefined : (props.selectAllLimit ?? Math.min(...allowedBulkActions.map((action) => action.limit ?? DEFAULT_BULK_LIMIT)))

  return (
    <section className={styles.root} aria-label={props.ariaLabel} data-list={list.spec.id}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>{props.filters ? <ListFilters list={list as ListController<F, string>} controls={props.filters} /> : null}</div>
        <div className={styles.tools}>
          {props.renderRows || phone ? null : (
            <ColumnChooser
              columns={columns}
              visible={choice.visible}
              context={choice.context}
              isDefault={choice.isDefault}
              onChange={choice.setVisible}
              onReset={choice.reset}
            />
          )}
          {exportFileName && fetchPage ? (
            <ListExport fetchPage={fetchPage} columns={visibleColumns} fileName={exportFileName} total={total ?? 0} disabled={!data} />
          ) : null}
          {props.actions}
        </div>
      </div>
      {selectable ? (
        <BulkBar
          selection={selection}
          actions={allowedBulkActions}
          pageIds={rows.map(getRowId)}
          total={total ?? 0}
          selectAllLimit={selectAllLimit}
          fetchPage={fetchPage}
          getRowId={getRowId}
        />
      ) : null}
      <div className={styles.progress}>{busy ? <ProgressBar thickness="medium" aria-label={t('states.loading')} /> : null}</div>
      {/* A refresh of the rows on screen failed or waits: they stay, with why above them. */}
      {data && offline ? (
        <ListOffline page={page + 1} onRetry={retry} />
      ) : data && query.isError ? (
        <ListError message={errorText(query.error)} page={page + 1} onRetry={retry} />
      ) : null}
      {content}
      {total !== undefined ? (
        <ListPagination page={page} size={size} total={total} pageSizes={list.spec.pageSizes} onPage={(next) => list.setPage(next)} onSize={list.setPageSize} />
      ) : null}
      {confirmDialog}
    </section>
  )
}

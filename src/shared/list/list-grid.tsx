import { makeStyles, mergeClasses, Table, TableBody, TableHeader, TableHeaderCell, TableRow, TableSelectionCell, tokens } from '@fluentui/react-components'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ACTIONS_STYLE,
  ACTIONS_WIDTH,
  COMPACT_ACTIONS_STYLE,
  COMPACT_ACTIONS_WIDTH,
  fixedCell,
  GridRow,
  growingCell,
  ROW_HEIGHT,
  SELECT_STYLE,
  SELECT_WIDTH,
  useRowClasses,
  type RowLabels,
} from './grid-row'
import { GridMotion, GridMotionContext } from './grid-motion'
import type { ListSort } from './list-url-state'
import { PHONE_ROW_HEIGHT } from './phone-row'
import { pageSelectionState, type SelectionStore } from './selection'
import type { LeadingCell, ListColumn, RowAction } from './types'

/** Pages with more rows than this are virtualized (the mock gateway serves 500-row pages). */
const VIRTUALIZE_ABOVE = 60
const DEFAULT_COLUMN_WIDTH = 160

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: 'min(70vh, 760px)',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'relative',
  },
  table: { minWidth: '100%' },
  header: {
    position: 'sticky',
    top: 0,
    // Above the rows' sticky actions cells (z-index 1), which would otherwise scroll over the
    // header and hide the line under its actions cell.
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `0 ${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  // As the rows' operation cell: held at the end of the view (see grid-row.tsx).
  actionsHeader: {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    // Its own line under it too: the header's line stopped where this cell began.
    boxShadow: `-${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}, 0 ${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  // A virtualized body is as tall as all its rows (GridRow places them at their offsets).
  virtualBody: { position: 'relative', contain: 'strict' },
  end: { justifyContent: 'flex-end', textAlign: 'end' },
  // Read out, not shown: a phone's operation column is as wide as its buttons.
  hiddenLabel: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationFaster },
})

const NAME_MARK = '\u2060name\u2060'

export interface ListGridProps<Row> {
  ariaLabel: string
  rows: readonly Row[]
  getRowId: (row: Row) => string
  /** Visible columns, in the user's order. */
  columns: ReadonlyArray<ListColumn<Row>>
  sort: ListSort | null
  onSort: (sortKey: string) => void
  /** Absent: no selection column. */
  selection?: SelectionStore<Row>
  /** Row actions the user may run (already filtered by permission); absent or empty: no operation column. */
  actions?: ReadonlyArray<RowAction<Row>>
  onAction?: (action: RowAction<Row>, row: Row) => void
  /** A newer page is loading behind these rows. */
  busy?: boolean
  /** One-based index of the first row in the whole result (aria-rowindex). */
  firstRowIndex: number
  totalCount: number
  /** Label of a row for screen readers ("Select Ayşe Yılmaz"). */
  rowLabel?: (row: Row) => string
  virtualizeAbove?: number
  /** A cell before the others in every row (e.g. a drag handle); see {@link LeadingCell}. */
  leadingCell?: LeadingCell<Row>
  /** A phone's grid: a narrower operation column, taller (two-line) rows. */
  compact?: boolean
}

/**
 * The table of a list page: Fluent v9 Table, sticky header, sortable headers, a selection
 * column and an operation menu. Rows are memoized and read their own selection bit from the
 * store, so ticking one row re-renders only that row. Large pages are virtualized: only the
 * rows in view (plus a few) are in the DOM.
 */
export function ListGrid<Row>(props: ListGridProps<Row>) {
  const { ariaLabel, rows, getRowId, columns, sort, onSort, selection, actions, onAction, busy, firstRowIndex, totalCount, rowLabel, leadingCell, compact } =
    props
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const rowClasses = useRowClasses()
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = rows.length > (props.virtualizeAbove ?? VIRTUALIZE_ABOVE)
  const hasActions = Boolean(actions && actions.length > 0)
  const [motion] = useState(() => new GridMotion())
  // Registered before the virtualizer's own listener (a layout effect declared ahead of it), so
  // the rows it renders on a scroll already know how fast the grid is moving.
  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const onScroll = (event: Event) => motion.scrolled(scroller.scrollTop, event.timeStamp)
    scroller.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      motion.stop()
    }
  }, [motion])

  // The app does not use the React Compiler; rows are memoized by hand (GridRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (compact ? PHONE_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 6,
    // jsdom and the first paint have no layout yet: assume a viewport-sized window.
    initialRect: { width: 1024, height: 720 },
  })
  const items = virtual ? virtualizer.getVirtualItems() : []
  const visibleIndexes = virtual ? items.map((item) => item.index) : rows.map((_, index) => index)
  const totalWidth =
    columns.reduce((sum, column) => sum + Math.min(column.minWidth ?? Infinity, column.width ?? DEFAULT_COLUMN_WIDTH), 0) +
    (selection ? SELECT_WIDTH : 0) +
    (hasActions ? (compact ? COMPACT_ACTIONS_WIDTH : ACTIONS_WIDTH) : 0) +
    (leadingCell?.width ?? 0)
  // Stable per column set, so memoized rows are not re-rendered by a new style object.
  const cellStyles = useMemo(() => columns.map((column) => growingCell(column.width ?? DEFAULT_COLUMN_WIDTH, column.minWidth)), [columns])
  // Built once here, so rows need no translation hook of their own.
  // Translated once with a marker, then filled per row: no i18next lookup per row mount.
  const labels = useMemo<RowLabels>(() => {
    const select = t('selection.selectRow', { name: NAME_MARK })
    const actions = t('grid.rowActions', { name: NAME_MARK })
    return { select: (name) => select.replace(NAME_MARK, () => name), actions: (name) => actions.replace(NAME_MARK, () => name) }
  }, [t])

  return (
    <GridMotionContext value={motion}>
      <div ref={scrollRef} className={mergeClasses(styles.scroller, busy && styles.busy)} data-testid="list-grid-scroller">
        <Table
          noNativeElements
          className={styles.table}
          aria-label={ariaLabel}
          aria-rowcount={totalCount + 1}
          aria-busy={Boolean(busy)}
          style={{ minWidth: `${totalWidth}px` }}
        >
          <GridHeader
            columns={columns as ReadonlyArray<ListColumn<unknown>>}
            cellStyles={cellStyles}
            sort={sort}
            onSort={onSort}
            selection={selection as SelectionStore<unknown> | undefined}
            rows={rows as readonly unknown[]}
            getRowId={getRowId as (row: unknown) => string}
            hasActions={hasActions}
            actionsStyle={compact ? COMPACT_ACTIONS_STYLE : ACTIONS_STYLE}
            leading={leadingCell as LeadingCell<unknown> | undefined}
          />
          <TableBody className={virtual ? styles.virtualBody : undefined} style={virtual ? { height: `${virtualizer.getTotalSize()}px` } : undefined}>
            {visibleIndexes.map((index, position) => {
              const row = rows[index] as Row
              const id = getRowId(row)
              return (
                <GridRow
                  key={id}
                  row={row}
                  id={id}
                  offset={virtual ? (items[position]?.start ?? 0) : null}
                  ariaRowIndex={firstRowIndex + index + 1}
                  columns={columns as ReadonlyArray<ListColumn<unknown>>}
                  cellStyles={cellStyles}
                  selection={selection as SelectionStore<unknown> | undefined}
                  actions={actions as ReadonlyArray<RowAction<unknown>> | undefined}
                  onAction={onAction as ((action: RowAction<unknown>, row: unknown) => void) | undefined}
                  label={rowLabel ? rowLabel(row) : id}
                  labels={labels}
                  classes={rowClasses}
                  leading={leadingCell as LeadingCell<unknown> | undefined}
                  actionsStyle={compact ? COMPACT_ACTIONS_STYLE : ACTIONS_STYLE}
                  height={compact ? PHONE_ROW_HEIGHT : undefined}
                />
              )
            })}
          </TableBody>
        </Table>
      </div>
    </GridMotionContext>
  )
}

interface GridHeaderProps {
  columns: ReadonlyArray<ListColumn<unknown>>
  cellStyles: readonly CSSProperties[]
  sort: ListSort | null
  onSort: (sortKey: string) => void
  selection?: SelectionStore<unknown>
  rows: readonly unknown[]
  getRowId: (row: unknown) => string
  hasActions: boolean
  actionsStyle: CSSProperties
  leading?: LeadingCell<unknown>
}

/** The header row; memoized, so scrolling (which re-renders the grid) leaves it alone. */
const GridHeader = memo(function GridHeader({
  columns,
  cellStyles,
  sort,
  onSort,
  selection,
  rows,
  getRowId,
  hasActions,
  actionsStyle,
  leading,
}: GridHeaderProps) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  return (
    <TableHeader className={styles.header}>
      <TableRow aria-rowindex={1}>
        {leading ? (
          <TableHeaderCell className={styles.headerCell} style={fixedCell(leading.width)}>
            {leading.header}
          </TableHeaderCell>
        ) : null}
        {selection ? <PageCheckbox selection={selection} rows={rows} getRowId={getRowId} /> : null}
        {columns.map((column, index) => {
          const direction = column.sortKey && sort?.key === column.sortKey ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
          return (
            <TableHeaderCell
              key={column.id}
              className={mergeClasses(styles.headerCell, column.align === 'end' && styles.end)}
              sortable={Boolean(column.sortKey)}
              sortDirection={direction}
              onClick={column.sortKey ? () => onSort(column.sortKey as string) : undefined}
              data-column={column.id}
              style={cellStyles[index]}
            >
              {column.label}
            </TableHeaderCell>
          )
        })}
        {hasActions ? (
          <TableHeaderCell className={mergeClasses(styles.headerCell, styles.actionsHeader)} style={actionsStyle} data-column="actions">
            <span className={actionsStyle === COMPACT_ACTIONS_STYLE ? styles.hiddenLabel : undefined}>{t('grid.operation')}</span>
          </TableHeaderCell>
        ) : null}
      </TableRow>
    </TableHeader>
  )
})

function PageCheckbox<Row>({ selection, rows, getRowId }: { selection: SelectionStore<Row>; rows: readonly Row[]; getRowId: (row: Row) => string }) {
  const { t } = useTranslation('list-kit')
  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot)
  const ids = rows.map(getRowId)
  const state = pageSelectionState(snapshot, ids)
  const toggle = () =>
    selection.setPage(
      rows.map((row) => ({ id: getRowId(row), row })),
      state !== 'all',
    )
  return (
    <TableSelectionCell
      type="checkbox"
      style={SELECT_STYLE}
      checked={state === 'all' ? true : state === 'some' ? 'mixed' : false}
      onClick={toggle}
      checkboxIndicator={{ 'aria-label': t('selection.selectPage') }}
    />
  )
}

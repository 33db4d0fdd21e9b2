import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  tokens,
} from '@fluentui/react-components'
import { MoreHorizontalRegular } from '@fluentui/react-icons'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useRef, useSyncExternalStore, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListSort } from './list-url-state'
import { pageSelectionState, type SelectionStore } from './selection'
import type { ListColumn, RowAction } from './types'

/** Fixed row height: the virtualizer needs it, and a fixed layout keeps columns from jumping. */
export const ROW_HEIGHT = 44
/** Pages with more rows than this are virtualized (the mock gateway serves 500-row pages). */
export const VIRTUALIZE_ABOVE = 60
const SELECT_WIDTH = 44
const ACTIONS_WIDTH = 72
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
  table: { tableLayout: 'fixed', minWidth: '100%' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `0 ${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  row: { height: `${ROW_HEIGHT}px` },
  selectedRow: { backgroundColor: tokens.colorNeutralBackground1Selected },
  cell: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  end: { textAlign: 'end' },
  spacer: { padding: 0, border: 'none' },
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationFaster },
})

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
}

/**
 * The table of a list page: Fluent v9 Table, sticky header, sortable headers, a selection
 * column and an operation menu. Rows are memoized and read their own selection bit from the
 * store, so ticking one row re-renders only that row. Large pages are virtualized: only the
 * rows in view (plus a few) are in the DOM.
 */
export function ListGrid<Row>(props: ListGridProps<Row>) {
  const { ariaLabel, rows, getRowId, columns, sort, onSort, selection, actions, onAction, busy, firstRowIndex, totalCount, rowLabel } = props
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = rows.length > (props.virtualizeAbove ?? VIRTUALIZE_ABOVE)
  const hasActions = Boolean(actions && actions.length > 0)

  // The app does not use the React Compiler; rows are memoized by hand (GridRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // jsdom and the first paint have no layout yet: assume a viewport-sized window.
    initialRect: { width: 1024, height: 720 },
  })
  const items = virtual ? virtualizer.getVirtualItems() : []
  const paddingTop = virtual && items.length > 0 ? (items[0]?.start ?? 0) : 0
  const paddingBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0
  const visibleIndexes = virtual ? items.map((item) => item.index) : rows.map((_, index) => index)
  const span = columns.length + (selection ? 1 : 0) + (hasActions ? 1 : 0)

  return (
    <div ref={scrollRef} className={mergeClasses(styles.scroller, busy && styles.busy)} data-testid="list-grid-scroller">
      <Table
        className={styles.table}
        aria-label={ariaLabel}
        aria-rowcount={totalCount + 1}
        aria-busy={busy || undefined}
        style={{ minWidth: `${columns.reduce((sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0) + (selection ? SELECT_WIDTH : 0) + (hasActions ? ACTIONS_WIDTH : 0)}px` }}
      >
        <colgroup>
          {selection ? <col style={{ width: `${SELECT_WIDTH}px` }} /> : null}
          {columns.map((column) => (
            <col key={column.id} style={{ width: `${column.width ?? DEFAULT_COLUMN_WIDTH}px` }} />
          ))}
          {hasActions ? <col style={{ width: `${ACTIONS_WIDTH}px` }} /> : null}
        </colgroup>
        <TableHeader className={styles.header}>
          <TableRow aria-rowindex={1}>
            {selection ? <PageCheckbox selection={selection} rows={rows} getRowId={getRowId} /> : null}
            {columns.map((column) => {
              const direction = column.sortKey && sort?.key === column.sortKey ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
              return (
                <TableHeaderCell
                  key={column.id}
                  className={mergeClasses(styles.headerCell, column.align === 'end' && styles.end)}
                  sortable={Boolean(column.sortKey)}
                  sortDirection={direction}
                  onClick={column.sortKey ? () => onSort(column.sortKey as string) : undefined}
                  data-column={column.id}
                >
                  {column.label}
                </TableHeaderCell>
              )
            })}
            {hasActions ? <TableHeaderCell className={styles.headerCell}>{t('grid.operation')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {paddingTop > 0 ? <SpacerRow height={paddingTop} span={span} className={styles.spacer} /> : null}
          {visibleIndexes.map((index) => {
            const row = rows[index] as Row
            const id = getRowId(row)
            return (
              <GridRow
                key={id}
                row={row}
                id={id}
                ariaRowIndex={firstRowIndex + index + 1}
                columns={columns as ReadonlyArray<ListColumn<unknown>>}
                selection={selection as SelectionStore<unknown> | undefined}
                actions={actions as ReadonlyArray<RowAction<unknown>> | undefined}
                onAction={onAction as ((action: RowAction<unknown>, row: unknown) => void) | undefined}
                label={rowLabel ? rowLabel(row) : id}
              />
            )
          })}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} span={span} className={styles.spacer} /> : null}
        </TableBody>
      </Table>
    </div>
  )
}

function SpacerRow({ height, span, className }: { height: number; span: number; className: string }) {
  return (
    <tr aria-hidden="true" style={{ height: `${height}px` } satisfies CSSProperties}>
      <td colSpan={span} className={className} />
    </tr>
  )
}

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
      checked={state === 'all' ? true : state === 'some' ? 'mixed' : false}
      onClick={toggle}
      checkboxIndicator={{ 'aria-label': t('selection.selectPage') }}
    />
  )
}

interface GridRowProps {
  row: unknown
  id: string
  ariaRowIndex: number
  columns: ReadonlyArray<ListColumn<unknown>>
  selection?: SelectionStore<unknown>
  actions?: ReadonlyArray<RowAction<unknown>>
  onAction?: (action: RowAction<unknown>, row: unknown) => void
  label: string
}

const noSelection = () => () => undefined
const notSelected = () => false

/** One row. Memoized: it re-renders when its data, the columns or its own selection bit change. */
const GridRow = memo(function GridRow({ row, id, ariaRowIndex, columns, selection, actions, onAction, label }: GridRowProps) {
  const styles = useStyles()
  const { t } = useTranslation('list-kit')
  const isSelected = useCallback(() => selection?.isSelected(id) ?? false, [selection, id])
  const selected = useSyncExternalStore(selection?.subscribe ?? noSelection, selection ? isSelected : notSelected)
  const applicable = actions?.filter((action) => action.visible?.(row) ?? true) ?? []
  return (
    <TableRow
      className={mergeClasses(styles.row, selected && styles.selectedRow)}
      aria-rowindex={ariaRowIndex}
      aria-selected={selection ? selected : undefined}
      data-row-id={id}
    >
      {selection ? (
        <TableSelectionCell
          type="checkbox"
          checked={selected}
          onClick={() => selection.toggle(id, !selected, row)}
          checkboxIndicator={{ 'aria-label': t('selection.selectRow', { name: label }) }}
        />
      ) : null}
      {columns.map((column) => (
        <TableCell key={column.id} className={mergeClasses(styles.cell, column.align === 'end' && styles.end)} data-column={column.id}>
          {column.render(row)}
        </TableCell>
      ))}
      {actions && actions.length > 0 ? (
        <TableCell>
          {applicable.length > 0 ? (
            <Menu positioning={{ autoSize: true }}>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('grid.rowActions', { name: label })} />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {applicable.map((action) => (
                    <MenuItem key={action.id} icon={action.icon} disabled={action.disabled?.(row)} onClick={() => onAction?.(action, row)}>
                      {action.label}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  )
})

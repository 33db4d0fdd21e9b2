import { createFocusOutlineStyle, makeStyles, mergeClasses, Menu, MenuItem, MenuList, MenuPopover, shorthands, tokens } from '@fluentui/react-components'
import { Checkmark12Filled } from '@fluentui/react-icons'
import { memo, useCallback, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react'
import type { SelectionStore } from './selection'
import type { LeadingCell, ListColumn, RowAction } from './types'

/** Fixed row height: the virtualizer needs it, and a fixed layout keeps columns from jumping. */
export const ROW_HEIGHT = 44
const MORE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M6.25 10a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0m5 0a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0M15 11.25a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5"/></svg>'

/**
 * The body rows of the list grid. They look like Fluent's TableRow, TableCell, TableSelectionCell
 * and subtle icon Button (the same tokens), but are plain elements: a 500-row page mounts a few
 * rows on every scrolled frame, and each Fluent row, cell, checkbox and button brought its own
 * hooks (focus-within trackers, tabster attributes, style hooks) — most of the grid's script time
 * while scrolling (bench:list --profile). The header row stays Fluent's.
 */
const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'stretch',
    boxSizing: 'border-box',
    height: `${ROW_HEIGHT}px`,
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // Opaque, so the sticky actions cell (which inherits it) hides the cells scrolled under it.
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1Hover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground1Pressed },
    '@media (forced-colors: active)': { ':hover': { color: 'Highlight', ...shorthands.borderColor('Highlight') } },
  },
  // Rows of a virtualized body sit at their offset, so a row coming into view never makes the
  // browser lay out the others again.
  virtualRow: { position: 'absolute', top: 0, left: 0, width: '100%' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  cell: { display: 'flex', alignItems: 'center', position: 'relative', minWidth: 0, padding: `0 ${tokens.spacingHorizontalS}` },
  // Cells end with an ellipsis instead of wrapping (rows have a fixed height). A cell of plain
  // text holds it directly (one element less per cell); other content sits in a span.
  // Every cell's text is isolated (unicode-bidi): a name with right-to-left text or bidi control
  // characters cannot reorder the cells around it.
  textCell: {
    display: 'block',
    unicodeBidi: 'isolate',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    // The line where a flex cell centres its content (the row's height less its border).
    lineHeight: tokens.lineHeightBase300,
    padding: `calc((${ROW_HEIGHT - 1}px - ${tokens.lineHeightBase300}) / 2) ${tokens.spacingHorizontalS}`,
  },
  cellText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, unicodeBidi: 'isolate' },
  end: { justifyContent: 'flex-end', textAlign: 'end' },
  // The operation cell stays at the end of the scroller's view at every width: a row's actions
  // never need a sideways scroll. It takes the row's background (hover, selected) as its own.
  actionsCell: {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    justifyContent: 'center',
    backgroundColor: 'inherit',
    boxShadow: `-${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
  },
  selectCell: { justifyContent: 'center', padding: 0 },
  // A native checkbox (opacity 0, over the whole cell: all of it toggles) and Fluent's indicator beside it.
  checkbox: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    ':hover + span': { ...shorthands.borderColor(tokens.colorNeutralStrokeAccessibleHover) },
    ':active + span': { ...shorthands.borderColor(tokens.colorNeutralStrokeAccessiblePressed) },
    ':checked + span': {
      backgroundColor: tokens.colorCompoundBrandBackground,
      ...shorthands.borderColor(tokens.colorCompoundBrandBackground),
      color: tokens.colorNeutralForegroundInverted,
    },
    ':checked:hover + span': { backgroundColor: tokens.colorCompoundBrandBackgroundHover, ...shorthands.borderColor(tokens.colorCompoundBrandBackgroundHover) },
    ':checked:active + span': {
      backgroundColor: tokens.colorCompoundBrandBackgroundPressed,
      ...shorthands.borderColor(tokens.colorCompoundBrandBackgroundPressed),
    },
    ':focus-visible + span': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: tokens.strokeWidthThick },
    '@media (forced-colors: active)': { ':checked + span': { backgroundColor: 'Highlight', ...shorthands.borderColor('Highlight'), color: 'HighlightText' } },
  },
  indicator: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '16px',
    height: '16px',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    fill: 'currentColor',
    fontSize: tokens.fontSizeBase200,
    pointerEvents: 'none',
  },
  // Fluent's subtle, icon-only medium Button; its "more" icon (MoreHorizontalRegular's path) is
  // drawn by the button's ::before in the text colour, so a row has no icon element to mount.
  menuButton: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: '32px',
    height: '32px',
    padding: 0,
    margin: 0,
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorSubtleBackground,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase500,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2BrandHover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground2BrandPressed },
    ...createFocusOutlineStyle(),
    '::before': {
      content: '""',
      width: '1em',
      height: '1em',
      backgroundColor: 'currentColor',
      maskImage: `url("data:image/svg+xml,${encodeURIComponent(MORE_ICON)}")`,
      maskSize: '100% 100%',
    },
    // Forced colours would paint the icon's background (its ink) as Canvas: keep it the button text's colour.
    '@media (forced-colors: active)': {
      ':hover': { color: 'Highlight', ...shorthands.borderColor('Highlight') },
      '::before': { forcedColorAdjust: 'none', backgroundColor: 'ButtonText' },
    },
  },
})

/**
 * Flex sizing shared by header and rows, so their columns line up. Border-box: a cell's padding
 * counts in its width, so the row is exactly the table's minimum width (a virtualized body
 * contains its paint, and would cut off whatever stuck out past it on a narrow screen).
 */
export const fixedCell = (width: number): CSSProperties => ({ flex: `0 0 ${width}px`, minWidth: `${width}px`, boxSizing: 'border-box' })
/** A cell at its width, growing into a wider view and, down to `minWidth`, giving way in a narrower one. */
export const growingCell = (width: number, minWidth = width): CSSProperties => ({
  flex: `1 ${minWidth < width ? 1 : 0} ${width}px`,
  minWidth: `${Math.min(minWidth, width)}px`,
  boxSizing: 'border-box',
})
export const SELECT_WIDTH = 44
export const ACTIONS_WIDTH = 72
export const SELECT_STYLE = fixedCell(SELECT_WIDTH)
export const ACTIONS_STYLE = fixedCell(ACTIONS_WIDTH)
/** On a phone the operation column is as wide as its button. */
export const COMPACT_ACTIONS_WIDTH = 48
export const COMPACT_ACTIONS_STYLE = fixedCell(COMPACT_ACTIONS_WIDTH)

export interface RowLabels {
  select(name: string): string
  actions(name: string): string
}

/** Class names of the row parts, made once per grid (not per row). */
export interface RowClasses {
  row: string
  virtualRow: string
  selectedRow: string
  selectedVirtualRow: string
  cell: string
  endCell: string
  textCell: string
  endTextCell: string
  selectCell: string
  actionsCell: string
  cellText: string
  checkbox: string
  indicator: string
  menuButton: string
}

export function useRowClasses(): RowClasses {
  const s = useStyles()
  // Stable for the grid's life: rows are memoized on it.
  return useMemo(
    () => ({
      row: mergeClasses('fui-TableRow', s.row),
      virtualRow: mergeClasses('fui-TableRow', s.row, s.virtualRow),
      selectedRow: mergeClasses('fui-TableRow', s.row, s.selected),
      selectedVirtualRow: mergeClasses('fui-TableRow', s.row, s.virtualRow, s.selected),
      cell: mergeClasses('fui-TableCell', s.cell),
      endCell: mergeClasses('fui-TableCell', s.cell, s.end),
      textCell: mergeClasses('fui-TableCell', s.textCell),
      endTextCell: mergeClasses('fui-TableCell', s.textCell, s.end),
      selectCell: mergeClasses('fui-TableSelectionCell', s.cell, s.selectCell),
      actionsCell: mergeClasses('fui-TableCell', s.cell, s.actionsCell),
      cellText: s.cellText,
      checkbox: s.checkbox,
      indicator: s.indicator,
      menuButton: s.menuButton,
    }),
    [s],
  )
}

/**
 * The operation button of a row. The menu itself mounts only while open: a Fluent Menu per
 * row would cost every newly scrolled-in row its providers and hooks.
 */
function RowActionsMenu({
  row,
  actions,
  onAction,
  label,
  className,
}: {
  row: unknown
  actions: ReadonlyArray<RowAction<unknown>>
  onAction?: (action: RowAction<unknown>, row: unknown) => void
  label: string
  className: string
}) {
  // The button the open menu hangs from; null while closed. Set on click, so mounting a row
  // renders it once (a state set from a ref callback rendered every new row twice).
  const [target, setTarget] = useState<HTMLButtonElement | null>(null)
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={target !== null}
        onClick={(event) => setTarget(event.currentTarget)}
      />
      {target ? (
        <Menu
          open
          onOpenChange={(_, data) => {
            if (data.open) return
            setTarget(null)
            target.focus()
          }}
          positioning={{ target, autoSize: true, position: 'below', align: 'end' }}
        >
          <MenuPopover>
            <MenuList>
              {actions.map((action) => (
                <MenuItem
                  key={action.id}
                  icon={action.icon}
                  disabled={action.disabled?.(row)}
                  onClick={() => {
                    setTarget(null)
                    onAction?.(action, row)
                  }}
                >
                  {action.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </>
  )
}

export interface GridRowProps {
  row: unknown
  id: string
  /** Offset from the top of a virtualized body; null in normal flow. */
  offset: number | null
  cellStyles: readonly CSSProperties[]
  ariaRowIndex: number
  columns: ReadonlyArray<ListColumn<unknown>>
  selection?: SelectionStore<unknown>
  actions?: ReadonlyArray<RowAction<unknown>>
  onAction?: (action: RowAction<unknown>, row: unknown) => void
  label: string
  labels: RowLabels
  classes: RowClasses
  leading?: LeadingCell<unknown>
  /** The operation cell's width (ACTIONS_STYLE, or COMPACT_ACTIONS_STYLE on a phone). */
  actionsStyle?: CSSProperties
  /** A row taller than ROW_HEIGHT (a phone's two-line row). */
  height?: number
}

const noSelection = () => () => undefined
const notSelected = () => false

/** One row. Memoized: it re-renders when its data, the columns or its own selection bit change. */
export const GridRow = memo(function GridRow({
  row,
  id,
  offset,
  cellStyles,
  ariaRowIndex,
  columns,
  selection,
  actions,
  onAction,
  label,
  labels,
  classes,
  leading,
  actionsStyle = ACTIONS_STYLE,
  height,
}: GridRowProps) {
  const isSelected = useCallback(() => selection?.isSelected(id) ?? false, [selection, id])
  const selected = useSyncExternalStore(selection?.subscribe ?? noSelection, selection ? isSelected : notSelected)
  const applicable = actions?.filter((action) => action.visible?.(row) ?? true) ?? []
  const virtual = offset !== null
  return (
    <div
      role="row"
      className={selected ? (virtual ? classes.selectedVirtualRow : classes.selectedRow) : virtual ? classes.virtualRow : classes.row}
      style={virtual || height ? { ...(virtual ? { transform: `translateY(${offset}px)` } : {}), ...(height ? { height: `${height}px` } : {}) } : undefined}
      aria-rowindex={ariaRowIndex}
      aria-selected={selection ? selected : undefined}
      data-row-id={id}
    >
      {leading ? (
        <div role="cell" className={classes.cell} style={fixedCell(leading.width)}>
          {leading.render(row)}
        </div>
      ) : null}
      {selection ? (
        <div role="cell" className={classes.selectCell} style={SELECT_STYLE}>
          <input
            type="checkbox"
            className={classes.checkbox}
            checked={selected}
            onChange={() => selection.toggle(id, !selected, row)}
            aria-label={labels.select(label)}
          />
          <span className={classes.indicator} aria-hidden="true">
            {selected ? <Checkmark12Filled /> : null}
          </span>
        </div>
      ) : null}
      {columns.map((column, index) => {
        const content = column.render(row)
        const end = column.align === 'end'
        return typeof content === 'string' || typeof content === 'number' ? (
          <div role="cell" key={column.id} className={end ? classes.endTextCell : classes.textCell} style={cellStyles[index]} data-column={column.id}>
            {content}
          </div>
        ) : (
          <div role="cell" key={column.id} className={end ? classes.endCell : classes.cell} style={cellStyles[index]} data-column={column.id}>
            <span className={classes.cellText}>{content}</span>
          </div>
        )
      })}
      {actions && actions.length > 0 ? (
        <div role="cell" className={classes.actionsCell} style={actionsStyle} data-column="actions">
          {applicable.length > 0 ? (
            <RowActionsMenu row={row} actions={applicable} onAction={onAction} label={labels.actions(label)} className={classes.menuButton} />
          ) : null}
        </div>
      ) : null}
    </div>
  )
})

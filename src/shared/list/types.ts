import type { ReactElement, ReactNode } from 'react'
import type { CsvValue } from '@/lib/csv'

/**
 * One column of a list. Labels are already translated by the screen (`t('columns.firstName')`),
 * so the kit never guesses a namespace.
 */
export interface ListColumn<Row, S extends string = string> {
  /** Stable id, saved in the column choice; named after the field it shows (firstName, status…). */
  id: string
  label: string
  /** The cell. Keep it cheap: it runs for every visible row. Server text is rendered as text. */
  render: (row: Row) => ReactNode
  /** The contract's sortKey for this column; present means the header sorts. */
  sortKey?: S
  /** The value written to CSV; columns without it are left out of exports. */
  csv?: (row: Row) => CsvValue
  /** Ideal width in px (the grid uses a fixed layout so virtualized rows never jump). */
  width?: number
  /**
   * The narrowest it gets (px) when the columns are wider than the grid's view: text that may end
   * in an ellipsis gives way so that the columns that must show whole (a date) fit beside the
   * sticky actions. Absent: never narrower than `width` (the grid scrolls sideways instead).
   */
  minWidth?: number
  /** Cannot be hidden in the column chooser. */
  required?: boolean
  align?: 'start' | 'end'
  /**
   * Shown on a phone too (a row's status): there the grid shows the first visible column (the
   * row's title), the columns marked so, and the actions.
   */
  phone?: boolean
}

/**
 * A cell the grid puts first in every row, before the selection box, with a fixed width and
 * an optional header: a drag handle, a position number. Its content is inside the row element
 * (`[data-row-id]`), so a handle can make its row draggable or a drop target. Keep `render`
 * and the object stable (module level or memoized): rows are memoized on it.
 */
export interface LeadingCell<Row> {
  width: number
  header?: ReactNode
  render: (row: Row) => ReactNode
}

/** What a confirm dialog says before a destructive action runs. */
interface ConfirmOptions {
  title: string
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Red confirm button. */
  destructive?: boolean
}

/** One entry of a row's operation menu. */
export interface RowAction<Row> {
  id: string
  label: string
  icon?: ReactElement
  /** Shown only to users holding any of these permissions (usePermissions().can). */
  permission?: string | readonly string[]
  /** Leaves the action out for rows it does not apply to (e.g. "activate" on an active user). */
  visible?: (row: Row) => boolean
  disabled?: (row: Row) => boolean
  destructive?: boolean
  /** Asks first; the action runs only when confirmed. */
  confirm?: (row: Row) => ConfirmOptions
  onSelect: (row: Row) => unknown
}

/** An action on the selected rows (across pages, or all matching). */
export interface BulkAction<Row> {
  id: string
  label: string
  icon?: ReactElement
  permission?: string | readonly string[]
  destructive?: boolean
  confirm?: (count: number) => ConfirmOptions
  /**
   * Runs with the selected ids; `rows` holds the selected rows seen on a page (empty in
   * "all matching" mode). A rejected promise shows its message and keeps the selection.
   */
  run: (ids: string[], rows: Row[]) => Promise<unknown>
  /** Most ids the bulk call accepts (the contracts' IdsRequest: 1000). */
  limit?: number
}

/** The part of a TanStack Query result the list reads; pass the generated hook's result as is. */
export interface ListQueryResult<Row> {
  data: { items: Row[]; totalCount: number } | undefined
  isPending: boolean
  isError: boolean
  /** True while a call is under way (a newer page behind the previous one, or a refresh). */
  isFetching?: boolean
  /**
   * The rows are the previous view's (placeholderData: keepPreviousData) while the requested
   * page or filter has not arrived: the list marks them busy, and hides them once that call
   * fails or waits for the network, so its pager never stands over rows of another page.
   */
  isPlaceholderData?: boolean
  /**
   * The call waits for the network: TanStack Query pauses fetches while offline (networkMode
   * 'online') and runs them when the browser is back online. Neither fetching nor failed, so
   * without this the list could not tell "waiting" from "done".
   */
  isPaused: boolean
  /** 'fetching' | 'paused' | 'idle', as TanStack Query reports it. */
  fetchStatus?: 'fetching' | 'paused' | 'idle'
  error: unknown
  refetch: () => unknown
}

/**
 * Row selection across pages. Two modes:
 * - `ids`: the rows the user ticked, on any page (ids survive paging and sorting);
 * - `all`: every row matching the current filters ("select all N matching"), minus the rows
 *   the user unticked afterwards. Nothing is fetched until a bulk action needs the ids.
 *
 * The store is external to React so each row subscribes to its own "am I selected" bit
 * (useSyncExternalStore with a per-row selector): ticking one row re-renders that row and the
 * bulk bar, not the other 499.
 */

export type SelectionSnapshot = { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'all'; excluded: ReadonlySet<string>; total: number }

export type PageSelectionState = 'none' | 'some' | 'all'

const EMPTY: SelectionSnapshot = { mode: 'ids', ids: new Set() }

const isSelectedIn = (snapshot: SelectionSnapshot, id: string) => (snapshot.mode === 'ids' ? snapshot.ids.has(id) : !snapshot.excluded.has(id))

export const selectedCount = (snapshot: SelectionSnapshot) =>
  snapshot.mode === 'ids' ? snapshot.ids.size : Math.max(0, snapshot.total - snapshot.excluded.size)

export function pageSelectionState(snapshot: SelectionSnapshot, pageIds: readonly string[]): PageSelectionState {
  if (pageIds.length === 0) return 'none'
  const selected = pageIds.filter((id) => isSelectedIn(snapshot, id)).length
  return selected === 0 ? 'none' : selected === pageIds.length ? 'all' : 'some'
}

function withRow(snapshot: SelectionSnapshot, id: string, selected: boolean): SelectionSnapshot {
  if (isSelectedIn(snapshot, id) === selected) return snapshot
  if (snapshot.mode === 'ids') {
    const ids = new Set(snapshot.ids)
    if (selected) ids.add(id)
    else ids.delete(id)
    return { mode: 'ids', ids }
  }
  const excluded = new Set(snapshot.excluded)
  if (selected) excluded.delete(id)
  else excluded.add(id)
  // Unticking every matching row is the same as selecting nothing.
  return excluded.size >= snapshot.total ? EMPTY : { ...snapshot, excluded }
}

function withRows(snapshot: SelectionSnapshot, ids: readonly string[], selected: boolean): SelectionSnapshot {
  return ids.reduce((current, id) => withRow(current, id, selected), snapshot)
}

type Listener = () => void

export class SelectionStore<Row = unknown> {
  private snapshot: SelectionSnapshot = EMPTY
  private readonly listeners = new Set<Listener>()
  /** Rows seen while selected, so bulk actions can name them without another call. */
  private readonly known = new Map<string, Row>()

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.snapshot

  isSelected = (id: string) => isSelectedIn(this.snapshot, id)

  count = () => selectedCount(this.snapshot)

  private set(next: SelectionSnapshot) {
    if (next === this.snapshot) return
    this.snapshot = next
    for (const listener of [...this.listeners]) listener()
  }

  toggle(id: string, selected = !this.isSelected(id), row?: Row) {
    if (row !== undefined) this.known.set(id, row)
    this.set(withRow(this.snapshot, id, selected))
  }

  /** The page's header checkbox. */
  setPage(rows: ReadonlyArray<{ id: string; row?: Row }>, selected: boolean) {
    for (const { id, row } of rows) if (row !== undefined) this.known.set(id, row)
    this.set(
      withRows(
        this.snapshot,
        rows.map((r) => r.id),
        selected,
      ),
    )
  }

  selectAllMatching(total: number) {
    this.set(total > 0 ? { mode: 'all', excluded: new Set(), total } : EMPTY)
  }

  /** The matching total changed (a row was added or deleted elsewhere): keep "all" honest. */
  updateTotal(total: number) {
    if (this.snapshot.mode === 'all' && this.snapshot.total !== total) this.set(total > 0 ? { ...this.snapshot, total } : EMPTY)
  }

  clear() {
    this.known.clear()
    this.set(EMPTY)
  }

  /** Selected rows already seen on a page, for `ids` mode. */
  knownRows(): Row[] {
    const snapshot = this.snapshot
    if (snapshot.mode !== 'ids') return []
    return [...snapshot.ids].flatMap((id) => (this.known.has(id) ? [this.known.get(id) as Row] : []))
  }
}

/**
 * The ids a bulk action works on. In `all` mode they are collected with `fetchIds`, which pages
 * through the list's search call; `limit` is the most the bulk call accepts (the contracts'
 * IdsRequest takes 1000).
 */
export async function resolveSelectedIds(
  snapshot: SelectionSnapshot,
  fetchIds: (signal?: AbortSignal) => Promise<string[]>,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<string[]> {
  const ids = snapshot.mode === 'ids' ? [...snapshot.ids] : (await fetchIds(options.signal)).filter((id) => !snapshot.excluded.has(id))
  if (options.limit !== undefined && ids.length > options.limit) throw new SelectionLimitError(ids.length, options.limit)
  return ids
}

export class SelectionLimitError extends Error {
  constructor(
    readonly count: number,
    readonly limit: number,
  ) {
    super(`Selection of ${count} exceeds the limit of ${limit}`)
    this.name = 'SelectionLimitError'
  }
}

import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import {
  activeFilterCount,
  emptyFilters,
  filtersKey,
  nextSort,
  pageAfterResize,
  parseListState,
  toSearchRequest,
  writeListState,
  type ListSpec,
  type ListState,
  type SortOrder,
} from './list-url-state'

interface NavigateOptions {
  /** Replace the history entry instead of adding one (e.g. while the user keeps typing). */
  replace?: boolean
}

/** A list's view (from the URL) and the ways to change it. Pass it to `<ListView list={…}>`. */
export interface ListController<F extends object, S extends string = string> {
  spec: ListSpec<F, S>
  state: ListState<F, S>
  /** The paging and sort part of the contract's search body: `{index, size, sortKey?, sortOrder?}`. */
  request: { index: number; size: number; sortKey?: S; sortOrder?: SortOrder }
  /** Number of filters that filter something. */
  activeFilters: number
  /** Changes exactly when the filters change (the selection is cleared on it). */
  filtersKey: string
  setFilter<K extends keyof F>(key: K, value: F[K], options?: NavigateOptions): void
  setFilters(patch: Partial<F>, options?: NavigateOptions): void
  clearFilters(): void
  setPage(page: number, options?: NavigateOptions): void
  setPageSize(size: number): void
  /**
   * Sorts by a column, or turns its order over, or stops sorting by it (`nextSort`), from the
   * newest sort written: two clicks before the page rendered the first sort descending.
   */
  toggleSort(key: S): void
}

/** The list's own URL writes that the page may not have rendered yet, and the URL rendered when it last wrote. */
export interface PendingWrites {
  pending: string[]
  rendered: string
}

/**
 * The query string a change must start from: the newest write of this list that the page has not
 * rendered yet, or else the rendered one. The router renders a new URL in a transition, later
 * than it writes it; a second change made meanwhile (a date typed right after a privacy choice,
 * on a busy machine) would otherwise start from the URL before the first and drop it.
 */
export function baseOfNextWrite(writes: PendingWrites, rendered: string): string {
  if (rendered !== writes.rendered) {
    const caughtUp = writes.pending.indexOf(rendered)
    // The page rendered one of these writes (keep the later ones), or another URL altogether
    // (Back, a link): then that URL is the truth and the writes before it are history.
    writes.pending = caughtUp === -1 ? [] : writes.pending.slice(caughtUp + 1)
    writes.rendered = rendered
  }
  return writes.pending.at(-1) ?? rendered
}

/**
 * Binds a list spec to the URL: the view is read from the query string on every render, and
 * every change writes a new history entry (so Back returns to the previous view). Changing a
 * filter or the sort goes back to the first page.
 */
export function useListState<F extends object, S extends string>(spec: ListSpec<F, S>): ListController<F, S> {
  const [searchParams, setSearchParams] = useSearchParams()
  const query = searchParams.toString()
  // Parse once per distinct query string, so the state object is stable between renders.
  const state = useMemo(() => parseListState(spec, new URLSearchParams(query)), [spec, query])

  const writes = useRef<PendingWrites>({ pending: [], rendered: query })

  const update = useCallback(
    (change: (current: ListState<F, S>) => ListState<F, S>, options: NavigateOptions = {}) => {
      const previous = new URLSearchParams(baseOfNextWrite(writes.current, query))
      const next = writeListState(spec, change(parseListState(spec, previous)), previous)
      writes.current.pending.push(next.toString())
      setSearchParams(next, { replace: options.replace, preventScrollReset: true })
    },
    [spec, setSearchParams, query],
  )

  return useMemo<ListController<F, S>>(
    () => ({
      spec,
      state,
      request: toSearchRequest(state),
      activeFilters: activeFilterCount(spec, state.filters),
      filtersKey: filtersKey(spec, state.filters),
      setFilter: (key, value, options) => update((current) => ({ ...current, page: 0, filters: { ...current.filters, [key]: value } }), options),
      setFilters: (patch, options) => update((current) => ({ ...current, page: 0, filters: { ...current.filters, ...patch } }), options),
      clearFilters: () => update((current) => ({ ...current, page: 0, filters: emptyFilters(spec) })),
      setPage: (page, options) => update((current) => ({ ...current, page: Math.max(0, page) }), options),
      setPageSize: (size) =>
        update((current) => (spec.pageSizes.includes(size) ? { ...current, size, page: pageAfterResize(current.page, current.size, size) } : current)),
      toggleSort: (key) => update((current) => ({ ...current, page: 0, sort: nextSort(current.sort, key) })),
    }),
    [spec, state, update],
  )
}

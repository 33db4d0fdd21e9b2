import { useCallback, useMemo, useState } from 'react'
import { useRefetchWhenOnline } from '@/shared/hooks'

/** One choice of a select, a combobox or a filter. */
export interface FilterOption {
  value: string
  label: string
}

/** How long an option list stays fresh: they change rarely and many screens share them. */
export const OPTION_LIST_STALE_TIME = 5 * 60 * 1000
/** Query options of an option-list call: `useGetXEnumKeyValueList(name, ENUM_LIST_PARAMS, OPTION_LIST_QUERY)`. */
export const OPTION_LIST_QUERY = { query: { staleTime: OPTION_LIST_STALE_TIME } }
/** Enum lists are read whole, in one page of 10000. */
export const ENUM_LIST_PARAMS = { Index: 0, Size: 10000 }
/** Key-value lookups ask for 10 records at a time (spec §9), searching as the user types. */
export const LOOKUP_PAGE_SIZE = 10

/** The part of a generated query's result an option list reads: a key-value, enum or search call. */
export interface OptionSource<Item> {
  data?: { items?: ReadonlyArray<Item> | null } | null
  isPending: boolean
  error?: unknown
  /** A call under way (a Retry of a failed list). */
  isFetching?: boolean
  /** Asks again (the generated query's refetch): the Retry of a failed list. */
  refetch?: (options?: { cancelRefetch?: boolean }) => unknown
}

/**
 * How an option list stands, for the control that shows its options: the kit's option controls
 * (ListFilters' select and multiselect, FormSelect, FormCombobox, FormMultiSelect,
 * OptionCombobox) read it from the options they are given (`optionListStateOf(options)`), so a
 * screen passing `options={x.options}` gets the loading indicator, the failure and its Retry
 * without wiring them field by field.
 */
export interface OptionListState {
  /** True until the call has answered. */
  loading: boolean
  /** The call's error, if it failed (null otherwise). */
  error: unknown
  /** A Retry is under way. */
  retrying: boolean
  /** Asks again. */
  retry(): void
  /**
   * A list searched on the server (a key-value lookup): the control hands it what the user types
   * (debounced here), and '' when the search ends.
   */
  search?(text: string): void
  /** How many records match the current search on the server, when more than the options hold. */
  total?: number
}

const states = new WeakMap<readonly FilterOption[], OptionListState>()

/** The state of the option list these options came from (undefined for options built otherwise). */
export const optionListStateOf = (options: readonly FilterOption[]): OptionListState | undefined => states.get(options)

/** A record the edited row already references, by the name the row carries. */
export interface OptionReference {
  id: string | null | undefined
  name: string | null | undefined
}

export interface OptionList {
  options: FilterOption[]
  /** True until the call has answered (show a loading field, not "no options"). */
  loading: boolean
  /** The call's error, if it failed. */
  error: unknown
  /** A Retry is under way. */
  retrying: boolean
  /** Asks again (a Retry); a failed list also asks again by itself when the browser comes back online. */
  retry(): void
  /** The label of a value, if the list has it (a cell's text: `statuses.labelOf(row.status) ?? row.status`). */
  labelOf(value: string | null | undefined): string | undefined
  /** A list searched on the server: see OptionListState. */
  search?(text: string): void
  total?: number
}

export interface OptionListSettings<Item> {
  /**
   * An item as an option; default `{ value: item.id, label: item.name }` (key-value and enum
   * items). Give a module-level function, so the options keep their identity between renders.
   */
  map?: (item: Item) => FilterOption
  /**
   * Records the edited row references that the list may lack: the contracts list only active
   * records, so a reference that became passive is added, named as the row names it, and stays
   * selectable. Callers may build it inline.
   */
  keep?: ReadonlyArray<OptionReference>
  /** A list searched on the server (useKeyValueLookup): handed to the option controls through the state. */
  search?: (text: string) => void
  /** Records matching the search on the server (the page's totalCount). */
  total?: number
}

const keyValue = (item: unknown): FilterOption => {
  const { id, name } = item as { id: string; name: string }
  return { value: id, label: name }
}

/**
 * One generated option-list query (`useGetIdentityEnumKeyValueList(…)`, `useSearchCountries(…)`)
 * as `{ options, loading, error, retry }` for a filter or a form field (the kit's option controls
 * find loading, error and retry from the options themselves: see OptionListState):
 *
 *   const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
 *   const countries = useOptionList(useSearchCountries({ index: 0, size: 300 }), { map: countryOption })
 *   const producers = useOptionList(useGetParameterEntityKeyValueList('Producer', …), { keep: [{ id: p.producerId, name: p.producerName }] })
 *   { kind: 'select', key: 'status', label: t('filters.status'), options: statuses.options, loading: statuses.loading }
 */
export function useOptionList<Item extends { id: string; name: string }>(
  source: OptionSource<Item>,
  settings?: Omit<OptionListSettings<Item>, 'map'>,
): OptionList
export function useOptionList<Item>(source: OptionSource<Item>, settings: OptionListSettings<Item> & { map: (item: Item) => FilterOption }): OptionList
export function useOptionList<Item>(source: OptionSource<Item>, settings: OptionListSettings<Item> = {}): OptionList {
  const { map = keyValue, keep = [], search, total } = settings
  const items = source.data?.items
  // A Retry of a list that never answered puts the query back to pending without its error:
  // the failure (and its Retry, which may hold focus) stays on screen until the answer.
  const [lastError, setLastError] = useState<unknown>(null)
  const settledOk = !source.isPending && !source.error
  if (source.error && source.error !== lastError) setLastError(source.error)
  else if (lastError !== null && (settledOk || !source.isFetching) && !source.error) setLastError(null)
  const error = source.error ?? (source.isFetching && lastError !== null ? lastError : null)
  const failed = error !== null
  const retrying = failed && Boolean(source.isFetching)
  // A disabled query is pending too, but nothing is loading.
  const loading = source.isPending && !failed && (source.isFetching ?? true)
  // The options change identity with the list's phase, so a control given only the options
  // (memoised or not) sees the new state: loading, failed, retrying, answered.
  const phase = loading ? 'loading' : retrying ? 'retrying' : failed ? 'failed' : 'answered'
  const keepKey = keep.map((ref) => `${ref.id ?? ''}\u0000${ref.name ?? ''}`).join('\u0001')
  const options = useMemo(() => {
    const listed = (items ?? []).map(map)
    const known = new Set(listed.map((option) => option.value))
    const extra = keep
      .filter((ref): ref is { id: string; name: string } => Boolean(ref.id && ref.name) && !known.has(ref.id as string))
      .filter((ref, index, all) => all.findIndex((other) => other.id === ref.id) === index)
      .map((ref) => ({ value: ref.id, label: ref.name }))
    return extra.length > 0 ? [...listed, ...extra] : listed
    // keepKey stands for `keep`, which callers build inline; phase gives each state its own options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, map, keepKey, phase])
  const refetch = source.refetch
  const retry = useCallback(() => void refetch?.(), [refetch])
  useRefetchWhenOnline({ isError: failed, refetch: async (options) => refetch?.(options) })
  const labelOf = useMemo(() => {
    const labels = new Map(options.map((option) => [option.value, option.label]))
    return (value: string | null | undefined) => (value == null ? undefined : labels.get(value))
  }, [options])
  const more = total !== undefined && total > options.length ? total : undefined
  const list = useMemo(
    () => ({ options, loading, error, retrying, retry, labelOf, ...(search ? { search, total: more } : {}) }),
    [options, loading, error, retrying, retry, labelOf, search, more],
  )
  states.set(options, list)
  return list
}

/**
 * Filter, sort and page of a list, kept in the URL query string so a link or a reload reopens
 * the same view and Back steps through earlier views. Pure: no React, no router.
 *
 * A list declares its filters once with typed codecs ({@link filter}); the codec decides how a
 * value is written to and read from the query string and what counts as "no filter". Anything
 * unreadable in the URL (edited by hand, stale enum value) falls back to the empty value: a
 * bad link opens the unfiltered list, never an error.
 */

export type SortOrder = 'asc' | 'desc'

export interface ListSort<S extends string = string> {
  key: S
  order: SortOrder
}

/** How one filter value travels through the query string. */
export interface FilterCodec<V> {
  /** The value when the URL says nothing; also what "clear filters" sets. */
  readonly empty: V
  /** Reads the value from every occurrence of its parameter (`getAll`). */
  parse(raw: readonly string[]): V
  /** Writes the value; an empty array leaves the parameter out of the URL. */
  format(value: V): string[]
  /** Whether the value filters anything (for the active-filter count and "clear"). */
  isActive(value: V): boolean
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const unique = <T>(values: readonly T[]) => [...new Set(values)]

/** Codecs for the filter kinds lists use. */
export const filter = {
  /** Free text (search box). Trimmed; whitespace-only means no filter. */
  text(options: { maxLength?: number } = {}): FilterCodec<string> {
    const max = options.maxLength ?? 200
    return {
      empty: '',
      parse: (raw) => (raw[0] ?? '').slice(0, max),
      format: (value) => (value.trim() ? [value.trim()] : []),
      isActive: (value) => value.trim() !== '',
    }
  },

  /** One value out of a fixed set (a status, a type). */
  oneOf<T extends string>(values: readonly T[]): FilterCodec<T | undefined> {
    return {
      empty: undefined,
      parse: (raw) => values.find((value) => value === raw[0]),
      format: (value) => (value === undefined ? [] : [value]),
      isActive: (value) => value !== undefined,
    }
  },

  /**
   * Any number of values (ids, enum members); repeated parameters (`roles=a&roles=b`).
   * `values` restricts to a fixed set; `uuid` keeps only UUIDs; `max` caps the count to what
   * the contract accepts.
   */
  listOf<T extends string = string>(options: { values?: readonly T[]; uuid?: boolean; max?: number } = {}): FilterCodec<T[]> {
    const accept = (value: string): value is T =>
      (options.values ? (options.values as readonly string[]).includes(value) : value !== '') && (!options.uuid || UUID.test(value))
    return {
      empty: [],
      parse: (raw) => unique(raw.filter(accept)).slice(0, options.max ?? 500),
      format: (value) => unique(value),
      isActive: (value) => value.length > 0,
    }
  },

  /** One value of an open set checked by a pattern (a country or language code). */
  matching(pattern: RegExp): FilterCodec<string | undefined> {
    return {
      empty: undefined,
      parse: (raw) => (raw[0] !== undefined && pattern.test(raw[0]) ? raw[0] : undefined),
      format: (value) => (value === undefined ? [] : [value]),
      isActive: (value) => value !== undefined,
    }
  },

  /** Yes / no / either (`true`, `false`, absent). */
  boolean(): FilterCodec<boolean | undefined> {
    return {
      empty: undefined,
      parse: (raw) => (raw[0] === 'true' ? true : raw[0] === 'false' ? false : undefined),
      format: (value) => (value === undefined ? [] : [String(value)]),
      isActive: (value) => value !== undefined,
    }
  },

  /** A calendar date, `YYYY-MM-DD`. */
  date(): FilterCodec<string | undefined> {
    return {
      empty: undefined,
      parse: (raw) => {
        const value = raw[0]
        return value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined
      },
      format: (value) => (value ? [value] : []),
      isActive: (value) => Boolean(value),
    }
  },
}

type FilterCodecs<F> = { [K in keyof F]: FilterCodec<F[K]> }

/** Everything the URL codec needs to know about one list. Declare it once, at module level. */
export interface ListSpec<F extends object, S extends string = string> {
  /** Stable id: names the column-choice storage key and test ids. */
  id: string
  /**
   * The column choice's localStorage key when the list has a fixed one (`cms_channels_columns`);
   * default `listColumnsKey(id)`.
   */
  columnsKey?: string
  filters: FilterCodecs<F>
  /** Server sort keys the list offers (the contract's `sortKey` enum). */
  sortKeys: readonly S[]
  defaultSort?: ListSort<S> | null
  pageSizes: readonly number[]
  defaultPageSize: number
  /**
   * Prefix of every parameter this list writes, for pages that show two lists. The list leaves
   * every other parameter of the URL alone (e.g. `cmsId`, `channelId` carried across pages).
   */
  paramPrefix?: string
}

export interface ListState<F extends object, S extends string = string> {
  /** Zero-based page index (the contract's `index`); the URL shows it one-based. */
  page: number
  size: number
  sort: ListSort<S> | null
  filters: F
}

/** Lists page by 10 rows by default. */
export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100, 500] as const
const DEFAULT_PAGE_SIZE = 10

export function defineList<F extends object, S extends string = never>(
  spec: Omit<ListSpec<F, S>, 'pageSizes' | 'defaultPageSize' | 'sortKeys'> & Partial<Pick<ListSpec<F, S>, 'pageSizes' | 'defaultPageSize' | 'sortKeys'>>,
): ListSpec<F, S> {
  const pageSizes = spec.pageSizes ?? DEFAULT_PAGE_SIZES
  const defaultPageSize = spec.defaultPageSize ?? DEFAULT_PAGE_SIZE
  if (!pageSizes.includes(defaultPageSize)) throw new Error(`List ${spec.id}: default page size ${defaultPageSize} is not one of ${pageSizes.join(', ')}`)
  return { sortKeys: [], ...spec, pageSizes, defaultPageSize }
}

const PAGE = 'page'
const SIZE = 'size'
const SORT = 'sort'
const ORDER = 'order'
/** Highest page index the contracts accept. */
const MAX_PAGE_INDEX = 1_000_000

const param = (spec: ListSpec<object>, name: string) => `${spec.paramPrefix ?? ''}${name}`

export function emptyFilters<F extends object>(spec: ListSpec<F, string>): F {
  const result = {} as F
  for (const key of Object.keys(spec.filters) as Array<keyof F>) result[key] = spec.filters[key].empty
  return result
}

export function defaultListState<F extends object, S extends string>(spec: ListSpec<F, S>): ListState<F, S> {
  return { page: 0, size: spec.defaultPageSize, sort: spec.defaultSort ?? null, filters: emptyFilters(spec) }
}

/** Reads a list's view from the query string; anything unreadable becomes the default. */
export function parseListState<F extends object, S extends string>(spec: ListSpec<F, S>, params: URLSearchParams): ListState<F, S> {
  const p = (name: string) => param(spec as ListSpec<object>, name)
  const pageText = params.get(p(PAGE))
  const pageNumber = pageText && /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1
  const page = Math.min(Math.max(pageNumber - 1, 0), MAX_PAGE_INDEX)

  const sizeNumber = Number(params.get(p(SIZE)))
  const size = spec.pageSizes.includes(sizeNumber) ? sizeNumber : spec.defaultPageSize

  const sortKey = params.get(p(SORT))
  const orderText = params.get(p(ORDER))
  let sort: ListSort<S> | null = spec.defaultSort ?? null
  if (sortKey === '' || sortKey === 'none') sort = null
  else if (sortKey && (spec.sortKeys as readonly string[]).includes(sortKey)) {
    sort = { key: sortKey as S, order: orderText === 'desc' ? 'desc' : 'asc' }
  }

  const filters = {} as F
  for (const key of Object.keys(spec.filters) as Array<keyof F & string>) {
    filters[key] = spec.filters[key].parse(params.getAll(p(key)))
  }
  return { page, size, sort, filters }
}

const sameSort = (a: ListSort | null | undefined, b: ListSort | null | undefined) =>
  (a ?? null) === (b ?? null) || (a != null && b != null && a.key === b.key && a.order === b.order)

/**
 * Writes a list's view into a copy of `base`, leaving other parameters as they are. Defaults are
 * left out so the plain list has a plain URL.
 */
export function writeListState<F extends object, S extends string>(
  spec: ListSpec<F, S>,
  state: ListState<F, S>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base)
  const p = (name: string) => param(spec as ListSpec<object>, name)
  for (const name of [PAGE, SIZE, SORT, ORDER, ...Object.keys(spec.filters)]) next.delete(p(name))

  for (const key of Object.keys(spec.filters) as Array<keyof F & string>) {
    for (const value of spec.filters[key].format(state.filters[key])) next.append(p(key), value)
  }
  if (!sameSort(state.sort, spec.defaultSort)) {
    if (state.sort) {
      next.set(p(SORT), state.sort.key)
      next.set(p(ORDER), state.sort.order)
    } else {
      next.set(p(SORT), 'none')
    }
  }
  if (state.size !== spec.defaultPageSize) next.set(p(SIZE), String(state.size))
  if (state.page > 0) next.set(p(PAGE), String(state.page + 1))
  return next
}

export function activeFilterCount<F extends object>(spec: ListSpec<F, string>, filters: F): number {
  return (Object.keys(spec.filters) as Array<keyof F>).filter((key) => spec.filters[key].isActive(filters[key])).length
}

/** A key that changes exactly when the filters change (selection is cleared on it). */
export function filtersKey<F extends object>(spec: ListSpec<F, string>, filters: F): string {
  return writeListState(spec, { ...defaultListState(spec), filters }).toString()
}

/** Sort header click: none → ascending → descending → none. */
export function nextSort<S extends string>(current: ListSort<S> | null, key: S): ListSort<S> | null {
  if (!current || current.key !== key) return { key, order: 'asc' }
  return current.order === 'asc' ? { key, order: 'desc' } : null
}

/** Keeps the first row of the current page in view when the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  return Math.floor((page * oldSize) / newSize)
}

/** Last valid zero-based page for a total (0 for an empty list). */
export const lastPage = (total: number, size: number) => Math.max(0, Math.ceil(total / size) - 1)

/** The paging and sort part of a `POST …/search` body of the contracts. */
export function toSearchRequest<S extends string>(state: ListState<object, S>): { index: number; size: number; sortKey?: S; sortOrder?: SortOrder } {
  return {
    index: state.page,
    size: state.size,
    ...(state.sort ? { sortKey: state.sort.key, sortOrder: state.sort.order } : {}),
  }
}

/** The filter values type of a list spec: `ListFiltersOf<typeof usersList>`. */
export type ListFiltersOf<L> = L extends ListSpec<infer F, infer _S> ? F : never
/** The sort keys of a list spec. */
type ListSortKeyOf<L> = L extends ListSpec<infer _F, infer S> ? S : never
/** The view state of a list spec. */
export type ListStateOf<L> = ListState<ListFiltersOf<L> & object, ListSortKeyOf<L> & string>

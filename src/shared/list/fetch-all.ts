/**
 * Pages through a list's search call to collect every matching row (CSV export, "select all N
 * matching"). The caller passes `fetchPage` built from the generated call with the list's
 * current filters and sort; this module knows nothing about services.
 */

export interface PageResult<Row> {
  items: Row[]
  totalCount: number
}

/** One page of the list with the current filters and sort; `index` is zero-based. */
export type FetchPage<Row> = (index: number, size: number, signal?: AbortSignal) => Promise<PageResult<Row>>

export interface FetchAllProgress {
  loaded: number
  total: number
}

class FetchAllAbortedError extends Error {
  constructor() {
    super('Cancelled')
    this.name = 'AbortError'
  }
}

export const isAbort = (error: unknown) =>
  error instanceof FetchAllAbortedError ||
  (typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'AbortError' || (error as { name?: unknown }).name === 'CanceledError'))

/**
 * Every row matching, in list order. Stops at the first short page (or an empty one), at the
 * total the first page announced, or at `limit` rows. A signal aborts between and during pages.
 */
export async function fetchAllRows<Row>(
  fetchPage: FetchPage<Row>,
  options: { pageSize?: number; signal?: AbortSignal; onProgress?: (progress: FetchAllProgress) => void; limit?: number } = {},
): Promise<Row[]> {
  const pageSize = options.pageSize ?? 500
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  const rows: Row[] = []
  let total = Number.POSITIVE_INFINITY
  for (let index = 0; rows.length < Math.min(total, limit); index += 1) {
    if (options.signal?.aborted) throw new FetchAllAbortedError()
    const page = await fetchPage(index, pageSize, options.signal)
    if (options.signal?.aborted) throw new FetchAllAbortedError()
    if (index === 0) total = page.totalCount
    rows.push(...page.items)
    options.onProgress?.({ loaded: Math.min(rows.length, total), total: Math.min(total, limit) })
    if (page.items.length < pageSize) break
  }
  return rows.slice(0, Math.min(limit, rows.length))
}

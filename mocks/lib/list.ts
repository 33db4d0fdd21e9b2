import { page, sortBy } from './respond'

export interface ListRequest {
  index: number
  size: number
  sortKey?: string
  sortOrder?: 'asc' | 'desc'
}

/**
 * Sorts by the request's sortKey (or the resource's default order) and cuts the requested
 * page; totalCount counts every match.
 */
export function listPage<T>(items: readonly T[], request: ListRequest, fallback?: { key: string; order: 'asc' | 'desc' }) {
  const key = request.sortKey ?? fallback?.key
  const order = request.sortKey ? request.sortOrder : (fallback?.order ?? request.sortOrder)
  return page(sortBy(items, key, order), request.index, request.size)
}

/** True when the list filter is absent or empty, or when any of its values is among the record's. */
export const anyOf = (wanted: readonly string[] | undefined, have: readonly string[]) => !wanted?.length || wanted.some((id) => have.includes(id))

/** Ids that no record has. */
export const unknownIds = (ids: readonly string[], records: ReadonlyArray<{ id: string }>) => ids.filter((id) => !records.some((r) => r.id === id))

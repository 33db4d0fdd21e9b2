import { readJson, writeJson } from '@/lib/safe-storage'
import { parseListState, writeListState, type ListSpec } from '@/shared/list'

/** The query parameter of a shared view's columns (filters and sort are the list's own parameters). */
export const COLUMNS_PARAM = 'columns'

const COLUMN_ID = /^[A-Za-z][A-Za-z0-9]{0,49}$/

/** The list's own part of a query string (filters, sort, page size; not the page, not other parameters). */
export function viewQuery<F extends object, S extends string>(spec: ListSpec<F, S>, params: URLSearchParams): string {
  return writeListState(spec, { ...parseListState(spec, params), page: 0 }).toString()
}

/** A query string with the saved view's list part in place of the current one; other parameters kept. */
export function withView<F extends object, S extends string>(spec: ListSpec<F, S>, current: URLSearchParams, query: string): URLSearchParams {
  const next = writeListState(spec, parseListState(spec, new URLSearchParams(query)), current)
  next.delete(COLUMNS_PARAM)
  return next
}

/** Columns named by a link: valid ids only, at most 50; empty when the link names none. */
export function columnsFromLink(params: URLSearchParams): string[] {
  const raw = params.get(COLUMNS_PARAM)
  if (!raw) return []
  return [...new Set(raw.split(',').filter((id) => COLUMN_ID.test(id)))].slice(0, 50)
}

/** The link that reopens a view: the page, the list's query, and the columns. */
export function shareLink(base: string, spec: ListSpec<object, string>, params: URLSearchParams, columns: readonly string[]): string {
  const query = new URLSearchParams(params)
  const list = new URLSearchParams(viewQuery(spec, params))
  for (const key of [...new Set(list.keys())]) query.delete(key)
  for (const [key, value] of list) query.append(key, value)
  query.delete('page')
  query.set(COLUMNS_PARAM, columns.join(','))
  return `${base}?${query.toString()}`
}

/** The stored column choice (the kit sanitizes it on read), or the defaults when none is stored. */
export function storedColumns(key: string, defaults: readonly string[]): string[] {
  const value = readJson(key)
  return Array.isArray(value) && value.every((id) => typeof id === 'string') && value.length > 0 ? (value as string[]) : [...defaults]
}

/**
 * Stores a column choice and tells the list in this tab: the kit's column choice follows
 * `storage` events (another tab's change), so the same event makes it re-read now.
 */
export function applyColumns(key: string, columns: readonly string[]) {
  writeJson(key, columns)
  window.dispatchEvent(new StorageEvent('storage', { key }))
}

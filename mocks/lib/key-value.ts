import type { KeyValueItem } from '@/api/generated/identity/model'
import { fail, ok } from './respond'
import { intParam } from './route'

/** `Ids` of a key-value request: repeated (`Ids=a&Ids=b`, the contract's form style) or comma-separated. */
export const idsParam = (url: URL): string[] =>
  url.searchParams
    .getAll('Ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)

const fold = (text: string) => text.toLocaleLowerCase('tr')

/**
 * One page of a key-value list (Index, Size; Ids restricts to those records; Search, ignored
 * with Ids, keeps the records whose name holds the text, case-insensitive).
 */
export function keyValuePage(url: URL, items: readonly KeyValueItem[], ids = idsParam(url)) {
  const index = intParam(url, ['Index', 'index'], 0, 0, 1_000_000)
  const size = intParam(url, ['Size', 'size'], 10, 1, 10_000)
  if (index == null || size == null) return fail(400, 'Index must be 0 or more and Size between 1 and 10000.')
  const search = fold(url.searchParams.get('Search')?.trim() ?? '')
  if (search.length > 100) return fail(400, 'Search holds at most 100 characters.')
  const wanted = ids.length
    ? items.filter((item) => ids.includes(item.id))
    : idsParam(url).length || !search
      ? items
      : items.filter((item) => fold(item.name).includes(search))
  const start = index * size
  return ok({ items: wanted.slice(start, start + size), totalCount: wanted.length })
}

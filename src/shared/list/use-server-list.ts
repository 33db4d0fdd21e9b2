import { keepPreviousData, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { FetchPage, PageResult } from './fetch-all'
import { toSearchRequest, type ListSpec, type ListState } from './list-url-state'
import type { ListQueryResult } from './types'
import { useListState } from './use-list-state'

/** The search call of a server list: its generated query hook, the plain call, its query-key root. */
export interface ServerListSource<Body, Row> {
  useSearch(body: Body, options: { query: { placeholderData: typeof keepPreviousData } }): ListQueryResult<Row>
  /** The same call outside the cache (CSV export of every matching row). */
  search(body: Body, signal?: AbortSignal): Promise<PageResult<Row>>
  /** First element of the call's query keys: `refresh` invalidates every page and filter of it. */
  queryKeyRoot: string
}

/**
 * A list's source from its generated calls, made once at module level:
 * `const USERS = serverListSource(useSearchUsers, searchUsers, getSearchUsersQueryKey)`.
 */
export function serverListSource<Body, Row>(
  useSearch: ServerListSource<Body, Row>['useSearch'],
  search: (body: Body, options?: undefined, signal?: AbortSignal) => Promise<PageResult<Row>>,
  queryKey: () => readonly unknown[],
): ServerListSource<Body, Row> {
  return { useSearch, search: (body, signal) => search(body, undefined, signal), queryKeyRoot: String(queryKey()[0]) }
}

/** What a list builds of its `POST …/search` body: its filters. The kit adds the page, its size and the sort. */
export type SearchFilters<Body> = Omit<Body, 'index' | 'size' | 'sortKey' | 'sortOrder'>

/**
 * A list page's server side in one place: the view in the URL, the request built from it (the
 * list's filters from `toFilters`, the page, size and sort by the kit), the page query (the
 * previous page stays while the next loads), the export fetcher and a refresh. Give it a
 * module-level `source`, so its functions keep their identity between renders.
 */
export function useServerList<F extends object, S extends string, Body extends object, Row>(
  spec: ListSpec<F, S>,
  toFilters: (state: ListState<F, S>) => SearchFilters<Body>,
  source: ServerListSource<Body, Row>,
) {
  const list = useListState(spec)
  const body = useMemo(() => ({ ...toFilters(list.state), ...toSearchRequest(list.state) }) as Body, [toFilters, list.state])
  const query = source.useSearch(body, { query: { placeholderData: keepPreviousData } })
  const { search, queryKeyRoot } = source
  const fetchPage = useCallback<FetchPage<Row>>((index, size, signal) => search({ ...body, index, size }, signal), [search, body])
  const queryClient = useQueryClient()
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: [queryKeyRoot] }), [queryClient, queryKeyRoot])
  return { list, body, query, fetchPage, refresh }
}

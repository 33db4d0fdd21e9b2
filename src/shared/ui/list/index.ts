/**
 * The list kit: a server-paged, URL-driven list page for every list of the product.
 *
 *   const spec = defineList({ id: 'users', filters: { search: filter.text(), … }, sortKeys: [...] })
 *   const USERS: ServerListSource<UserSearchRequest, User> = { useSearch: useSearchUsers, search: …, queryKeyRoot: … }
 *   const { list, query, fetchPage, refresh } = useServerList(spec, userSearchBody, USERS)
 *   const { remove, bulkDelete } = useDeleteRows<User>('users', 'user_write', deleteUsers, refresh)
 *   <ListView list={list} query={query} fetchPage={fetchPage} columns={…} defaultColumns={…} getRowId={…} … />
 */
export { ListView, type ListViewProps } from './list-view'
export { useListState, type ListController } from './use-list-state'
export { useServerList, type ServerListSource } from './use-server-list'
export { useDeleteRows, useStatusChange } from './use-row-mutations'
export {
  defineList,
  filter,
  DEFAULT_PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type FilterCodec,
  type ListSpec,
  type ListState,
  type ListSort,
  type SortOrder,
  type ListFiltersOf,
  type ListSortKeyOf,
  type ListStateOf,
} from './list-url-state'
export type { ListFilterControl, FilterOption } from './list-filters'
export type { ListColumn, RowAction, BulkAction, ConfirmOptions, ListQueryResult } from './types'
export type { FetchPage, PageResult } from './fetch-all'
export { fetchAllRows } from './fetch-all'
export { useErrorText } from './use-error-text'
export { useDebouncedCallback, SEARCH_DEBOUNCE_MS } from './use-debounced-callback'
export { StatusBadge, useFormatters, joinNames, toOptions, type Formatters } from './cells'

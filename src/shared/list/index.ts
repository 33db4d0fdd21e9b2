/**
 * The list kit: a server-paged, URL-driven list page for every list of the product.
 *
 *   const spec = defineList({ id: 'users', filters: { search: filter.text(), … }, sortKeys: [...] })
 *   const USERS = serverListSource<UserSearchRequest, User>(useSearchUsers, searchUsers, getSearchUsersQueryKey)
 *   const server = useServerList(spec, userSearchFilters, USERS)         // the list's filters; the kit adds page, size and sort
 *   const editor = useEditorPanel()                                      // ?editor=new | ?editor=<id>
 *   const changeStatus = useStatusChange('users', setStatus, server.refresh, fullName)
 *   const { remove, bulkDelete } = useDeleteRows<User>('users', 'user_write', deleteUsers, server.refresh)
 *   const rowActions = useStandardRowActions<User>({ namespace: 'users', permission: 'user_write', name: fullName, onEdit: editor.open, statusChange: changeStatus, remove })
 *   const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))   // @/shared/options
 *   <ListPage server={server} title={t('title')} columns={…} defaultColumns={…} getRowId={(u) => u.id} filters={…}
 *     rowActions={rowActions} bulkActions={[bulkDelete]} exportFileName={…} emptyMessage={…}
 *     create={{ label: t('actions.create'), permission: 'user_write' }}
 *     editor={(target, close) => <UserEditor target={target} onClose={close} />} />
 *
 * Cells format through `useFormatters()` from `@/shared/hooks`.
 */
export { ListView } from './list-view'
export { ListPage, useEditorPanel, EDITOR_PANEL, NEW_RECORD } from './list-page'
export { useListState, baseOfNextWrite, type PendingWrites } from './use-list-state'
export { useServerList, serverListSource, type ServerListSource, type SearchFilters } from './use-server-list'
export { useDeleteRows, useStatusChange } from './use-row-mutations'
export { useStandardRowActions } from './use-standard-row-actions'
export { useTrashRows } from './use-trash-rows'
export { defineTrashList, trashSearch } from './trash-list'
export { TrashListPage } from './trash-list-page'
export { defineList, filter, DEFAULT_PAGE_SIZES, type ListSpec, type ListState, type ListSort, type ListFiltersOf, type ListStateOf } from './list-url-state'
export type { ListFilterControl } from './list-filters'
export type { ListColumn, RowAction, BulkAction, LeadingCell } from './types'

export { StatusBadge, joinNames } from './cells'
export { ListThumbnail } from './list-thumbnail'
export { parseListState, writeListState, lastPage, toSearchRequest } from './list-url-state'
export { SelectionStore, pageSelectionState } from './selection'
export { ListPagination } from './list-pagination'
export { ListFilters } from './list-filters'
export { CellLink, CellText } from './cells'

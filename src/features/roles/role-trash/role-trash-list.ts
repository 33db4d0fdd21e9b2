import type { RoleTrashSearchRequest } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The roles Trash: a search in the URL; newest deletion first (the server's order). */
export const roleTrashList = defineList({
  id: 'role-trash',
  filters: { search: filter.text() },
  sortKeys: ['name', 'platformType', 'userCount', 'deletedAt'] as const,
})

export const ROLE_TRASH_DEFAULT_COLUMNS = ['name', 'platformType', 'permissionCount', 'userCount', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function roleTrashFilters(state: ListStateOf<typeof roleTrashList>): SearchFilters<RoleTrashSearchRequest> {
  const search = state.filters.search.trim()
  return search ? { search } : {}
}

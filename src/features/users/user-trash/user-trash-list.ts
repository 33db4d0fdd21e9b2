import type { UserTrashSearchRequest } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The users Trash: a search in the URL; newest deletion first (the server's order). */
export const userTrashList = defineList({
  id: 'user-trash',
  filters: { search: filter.text() },
  sortKeys: ['firstName', 'lastName', 'email', 'deletedAt'] as const,
})

export const USER_TRASH_DEFAULT_COLUMNS = ['firstName', 'lastName', 'email', 'roles', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function userTrashFilters(state: ListStateOf<typeof userTrashList>): SearchFilters<UserTrashSearchRequest> {
  const search = state.filters.search.trim()
  return search ? { search } : {}
}

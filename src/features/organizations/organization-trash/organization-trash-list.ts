import type { OrganizationTrashSearchRequest } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The organizations Trash: a search in the URL; newest deletion first (the server's order). */
export const organizationTrashList = defineList({
  id: 'organization-trash',
  filters: { search: filter.text() },
  sortKeys: ['name', 'country', 'deletedAt'] as const,
})

export const ORGANIZATION_TRASH_DEFAULT_COLUMNS = ['name', 'authorizedName', 'taxNumber', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function organizationTrashFilters(state: ListStateOf<typeof organizationTrashList>): SearchFilters<OrganizationTrashSearchRequest> {
  const search = state.filters.search.trim()
  return search ? { search } : {}
}

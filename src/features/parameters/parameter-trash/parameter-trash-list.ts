import type { ParameterTrashSearchRequest } from '@/api/generated/parameter/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of a parameter list (one definition for all four): a search in the URL; newest deletion first (the server's order). */
export const parameterTrashList = defineList({
  id: 'parameter_trash',
  filters: { search: filter.text() },
  sortKeys: ['name', 'status', 'deletedAt'] as const,
})

export const PARAMETER_TRASH_DEFAULT_COLUMNS = ['name', 'status', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function parameterTrashFilters(state: ListStateOf<typeof parameterTrashList>): SearchFilters<ParameterTrashSearchRequest> {
  const search = state.filters.search.trim()
  return search ? { search } : {}
}

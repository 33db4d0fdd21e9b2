import type { PolicyTrashSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of a CMS's policies: a search in the URL; newest deletion first (the server's order). */
export const policyTrashList = defineList({
  id: 'cmsPolicyTrash',
  filters: { search: filter.text() },
  sortKeys: ['policyName', 'action', 'deletedAt'] as const,
})

export const POLICY_TRASH_DEFAULT_COLUMNS = ['policyName', 'action', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function policyTrashFilters(cmsId: string, state: ListStateOf<typeof policyTrashList>): SearchFilters<PolicyTrashSearchRequest> {
  const search = state.filters.search.trim()
  return { cmsId, ...(search ? { search } : {}) }
}

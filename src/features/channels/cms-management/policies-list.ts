import type { PolicySearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const POLICY_ACTIONS = ['monetize', 'track', 'block'] as const

/** A CMS's policies (one column, policyName), searched and filtered by action. */
export const policiesList = defineList({
  id: 'cmsPolicies',
  filters: {
    search: filter.text(),
    action: filter.oneOf(POLICY_ACTIONS),
  },
  sortKeys: ['policyName', 'action', 'createdAt'] as const,
})

export const POLICY_DEFAULT_COLUMNS = ['policyName', 'action', 'territories'] as const

export function policySearchFilters(cmsId: string, state: ListStateOf<typeof policiesList>): SearchFilters<PolicySearchRequest> {
  const { filters } = state
  return {
    cmsId,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
  }
}

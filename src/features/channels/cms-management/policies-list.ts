import type { PolicySearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf } from '@/shared/list'

export const POLICY_ACTIONS = ['monetize', 'track', 'block'] as const

/** A CMS's policies (spec §3 policies: column policyName), searched and filtered by action. */
export const policiesList = defineList({
  id: 'cmsPolicies',
  filters: {
    search: filter.text(),
    action: filter.oneOf(POLICY_ACTIONS),
  },
  sortKeys: ['policyName', 'action', 'createdAt'] as const,
})

export const POLICY_DEFAULT_COLUMNS = ['policyName', 'action', 'territories'] as const

export function policySearchBody(cmsId: string, state: ListStateOf<typeof policiesList>): PolicySearchRequest {
  const { filters } = state
  return {
    index: state.page,
    size: state.size,
    cmsId,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(state.sort ? { sortKey: state.sort.key, sortOrder: state.sort.order } : {}),
  }
}

import type { PolicyTrashSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of a CMS's policies: a search in the URL; newest deletion first (the server's order). */
export const policyTrashList = defineTrashList('cmsPolicyTrash', ['policyName', 'action', 'deletedAt'] as const)

export const POLICY_TRASH_DEFAULT_COLUMNS = ['policyName', 'action', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export const policyTrashFilters = (cmsId: string, state: ListStateOf<typeof policyTrashList>): SearchFilters<PolicyTrashSearchRequest> => ({
  cmsId,
  ...trashSearch(state),
})

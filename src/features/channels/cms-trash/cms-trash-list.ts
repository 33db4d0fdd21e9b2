import type { CmsTrashSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of CMS accounts: a search in the URL; newest deletion first (the server's order). */
export const cmsTrashList = defineList({
  id: 'cms-trash',
  filters: { search: filter.text() },
  sortKeys: ['name', 'cmsKey', 'deletedAt'] as const,
})

export const CMS_TRASH_DEFAULT_COLUMNS = ['name', 'cmsKey', 'policyCount', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function cmsTrashFilters(state: ListStateOf<typeof cmsTrashList>): SearchFilters<CmsTrashSearchRequest> {
  const search = state.filters.search.trim()
  return search ? { search } : {}
}

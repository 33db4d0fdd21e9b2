import type { CmsSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The CMS accounts list: search and status in the URL, the contract's sort keys. */
export const cmsList = defineList({
  id: 'cms',
  filters: {
    search: filter.text(),
    status: filter.oneOf(['active', 'passive'] as const),
  },
  sortKeys: ['name', 'cmsKey', 'channelCount', 'status', 'createdAt'] as const,
})

/** Issue 10: name, CMS key, number of channels, status (and the operation menu). */
export const CMS_DEFAULT_COLUMNS = ['name', 'cmsKey', 'channelCount', 'status'] as const

export function cmsSearchFilters(state: ListStateOf<typeof cmsList>): SearchFilters<CmsSearchRequest> {
  const { filters } = state
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  }
}

/** The Trash of CMS accounts. */
export const CMS_TRASH_PATH = '/cms/trash'

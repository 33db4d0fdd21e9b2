import type { CmsTrashSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of CMS accounts: a search in the URL; newest deletion first (the server's order). */
export const cmsTrashList = defineTrashList('cms-trash', ['name', 'cmsKey', 'deletedAt'] as const)

export const CMS_TRASH_DEFAULT_COLUMNS = ['name', 'cmsKey', 'policyCount', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export const cmsTrashFilters = (state: ListStateOf<typeof cmsTrashList>): SearchFilters<CmsTrashSearchRequest> => trashSearch(state)

import type { TranslationItemType, TranslationSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const ITEM_TYPES = ['video', 'playlist', 'channel'] as const satisfies readonly TranslationItemType[]
export const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/
/** Languages offered when adding a translation (the platform's common ones); any BCP 47 code is accepted. */
export const LANGUAGES = ['en', 'de', 'ar', 'ru', 'az', 'es', 'fr', 'fa', 'tr'] as const

/** The platform's limits (contract: TranslationCreateRequest). */
export const TITLE_MAX = 100
export const DESCRIPTION_MAX = 5000

/** The translations list: language, kind, status, "needs update", channel and search in the URL. */
export const translationsList = defineList({
  id: 'translations',
  filters: {
    search: filter.text(),
    languageCode: filter.matching(LANGUAGE_CODE),
    itemType: filter.oneOf(ITEM_TYPES),
    status: filter.oneOf(['draft', 'published'] as const),
    needsUpdate: filter.boolean(),
  },
  sortKeys: ['itemTitle', 'languageCode', 'title', 'status', 'updatedAt'] as const,
})

/** What fits a 1366 px laptop beside the menu without a sideways scroll; the kind and the channel are a Columns choice away. */
export const TRANSLATION_DEFAULT_COLUMNS = ['itemTitle', 'languageCode', 'title', 'status', 'needsUpdate', 'updatedAt'] as const

export function translationSearchFilters(state: ListStateOf<typeof translationsList>): SearchFilters<TranslationSearchRequest> {
  const { filters } = state
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.languageCode ? { languageCode: filters.languageCode } : {}),
    ...(filters.itemType ? { itemType: filters.itemType } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.needsUpdate !== undefined ? { needsUpdate: filters.needsUpdate } : {}),
  }
}

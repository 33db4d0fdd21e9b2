import type { ChannelSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * /mychannels: a search box and the chosen company, both in the URL (`companyId` is also a
 * carried parameter, so it follows the user into the channel). Cards come in rows of
 * four, hence pages of 12.
 */
export const myChannelsList = defineList({
  id: 'mychannels',
  filters: {
    search: filter.text(),
    companyId: filter.matching(UUID),
  },
  sortKeys: ['name', 'companyName', 'subscriberCount', 'videoCount', 'status'] as const,
  defaultSort: { key: 'name', order: 'asc' },
  pageSizes: [12, 24, 48, 96],
  defaultPageSize: 12,
})

export type MyChannelsState = ListStateOf<typeof myChannelsList>

/** The channels/search body for the list's current view. */
export function myChannelsFilters(state: MyChannelsState): SearchFilters<ChannelSearchRequest> {
  const { search, companyId } = state.filters
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(companyId ? { companyIds: [companyId] } : {}),
  }
}

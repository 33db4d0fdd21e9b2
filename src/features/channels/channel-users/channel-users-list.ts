import type { ChannelUserSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** A channel's users tab, searched by text. The search lives in the URL. */
export const channelUsersList = defineList({
  id: 'channel-users',
  filters: { search: filter.text() },
  sortKeys: ['firstName', 'lastName', 'phoneNumber'] as const,
})

/** The channel users columns (the kit adds `operation`). */
export const CHANNEL_USER_COLUMNS = ['firstName', 'lastName', 'roles', 'phoneNumber'] as const

export type ChannelUsersBody = ChannelUserSearchRequest & { channelId: string }

/** The users/search body of the channel for the list's current view. */
export function channelUsersFilters(channelId: string, state: ListStateOf<typeof channelUsersList>): SearchFilters<ChannelUsersBody> {
  const search = state.filters.search.trim()
  return {
    channelId,
    ...(search ? { search } : {}),
  }
}

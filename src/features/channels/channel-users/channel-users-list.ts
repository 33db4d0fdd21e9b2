import type { ChannelUserSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf } from '@/shared/list'

/** A channel's users tab (spec §3 channelUsers: filter search). The search lives in the URL. */
export const channelUsersList = defineList({
  id: 'channel-users',
  filters: { search: filter.text() },
  sortKeys: ['firstName', 'lastName', 'phoneNumber'] as const,
})

/** Spec §3 channelUsers columns: firstName, lastName, roles, phoneNumber, operation. */
export const CHANNEL_USER_COLUMNS = ['firstName', 'lastName', 'roles', 'phoneNumber'] as const

export type ChannelUsersBody = ChannelUserSearchRequest & { channelId: string }

/** The users/search body of the channel for the list's current view. */
export function channelUsersBody(channelId: string, state: ListStateOf<typeof channelUsersList>): ChannelUsersBody {
  const search = state.filters.search.trim()
  return {
    channelId,
    index: state.page,
    size: state.size,
    ...(search ? { search } : {}),
    ...(state.sort ? { sortKey: state.sort.key, sortOrder: state.sort.order } : {}),
  }
}

import type { RemovedChannelUserSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** Who was removed from a channel in the last 30 days: a search in the URL; newest removal first (the server's order). */
export const channelUsersRemovedList = defineTrashList('channel-users-removed', ['firstName', 'lastName', 'deletedAt'] as const)

export const CHANNEL_USERS_REMOVED_DEFAULT_COLUMNS = ['firstName', 'lastName', 'roles', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export type ChannelUsersRemovedBody = RemovedChannelUserSearchRequest & { channelId: string }

export function channelUsersRemovedFilters(channelId: string, state: ListStateOf<typeof channelUsersRemovedList>): SearchFilters<ChannelUsersRemovedBody> {
  return { channelId, ...trashSearch(state) }
}

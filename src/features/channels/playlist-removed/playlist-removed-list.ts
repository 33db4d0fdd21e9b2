import type { RemovedPlaylistVideoSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** What a playlist removed in the last 30 days: a search in the URL; newest removal first (the server's order). */
export const playlistRemovedList = defineTrashList('playlist-removed', ['videoTitle', 'deletedAt'] as const)

export const PLAYLIST_REMOVED_DEFAULT_COLUMNS = ['videoTitle', 'position', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export type PlaylistRemovedBody = RemovedPlaylistVideoSearchRequest & { playlistId: string }

export function playlistRemovedFilters(playlistId: string, state: ListStateOf<typeof playlistRemovedList>): SearchFilters<PlaylistRemovedBody> {
  return { playlistId, ...trashSearch(state) }
}

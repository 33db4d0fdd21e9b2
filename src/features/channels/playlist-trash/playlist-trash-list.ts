import type { PlaylistTrashSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of a channel's playlists: a search in the URL; newest deletion first (the server's order). */
export const playlistTrashList = defineTrashList('playlist-trash', ['playlist', 'videoCount', 'deletedAt'] as const)

export const PLAYLIST_TRASH_DEFAULT_COLUMNS = ['playlist', 'videoCount', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function playlistTrashFilters(channelId: string, state: ListStateOf<typeof playlistTrashList>): SearchFilters<PlaylistTrashSearchRequest> {
  return { channelId, ...trashSearch(state) }
}

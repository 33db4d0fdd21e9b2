import type { VideoTrashSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of a channel's videos and short videos: a search in the URL; newest deletion first (the server's order). */
export const videoTrashList = defineTrashList('video-trash', ['video', 'uploadedAt', 'deletedAt'] as const)

export const VIDEO_TRASH_DEFAULT_COLUMNS = ['video', 'videoKind', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function videoTrashFilters(channelId: string, state: ListStateOf<typeof videoTrashList>): SearchFilters<VideoTrashSearchRequest> {
  return { channelId, ...trashSearch(state) }
}

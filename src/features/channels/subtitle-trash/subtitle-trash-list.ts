import type { CaptionTrackTrashSearchRequest } from '@/api/generated/channel/model'
import { defineTrashList, trashSearch, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Trash of a channel's caption tracks (every video's): a search in the URL; newest deletion first (the server's order). */
export const subtitleTrashList = defineTrashList('subtitle-trash', ['videoTitle', 'name', 'languageCode', 'deletedAt'] as const)

export const SUBTITLE_TRASH_DEFAULT_COLUMNS = ['videoTitle', 'language', 'kind', 'name', 'deletedBy', 'deletedAt', 'purgeAt'] as const

export function subtitleTrashFilters(channelId: string, state: ListStateOf<typeof subtitleTrashList>): SearchFilters<CaptionTrackTrashSearchRequest> {
  return { channelId, ...trashSearch(state) }
}

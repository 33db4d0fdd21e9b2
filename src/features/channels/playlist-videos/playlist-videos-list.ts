import type { PlaylistVideoSearchRequest } from '@/api/generated/channel/model'
import { DEFAULT_PAGE_SIZES, defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'
import { PRIVACY_STATUSES } from '../playlists/playlists-list'

/**
 * The videos of one playlist: search and visibility (several privacy
 * statuses) in the URL; rows in playlist order unless a column sort is chosen. Pages of 100 by
 * default: a longer page leaves more room to drag within.
 */
export const playlistVideosList = defineList({
  id: 'playlistVideos',
  filters: {
    search: filter.text(),
    visibility: filter.listOf({ values: PRIVACY_STATUSES, max: PRIVACY_STATUSES.length }),
  },
  sortKeys: ['position', 'videoTitle', 'uploadedAt', 'privacyStatus'] as const,
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 100,
})

export const PLAYLIST_VIDEO_DEFAULT_COLUMNS = ['videoTitle', 'uploadedAt', 'privacyStatus'] as const

export type PlaylistVideosBody = PlaylistVideoSearchRequest & { playlistId: string }

export function playlistVideosFilters(playlistId: string, state: ListStateOf<typeof playlistVideosList>): SearchFilters<PlaylistVideosBody> {
  const { filters } = state
  return {
    playlistId,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.visibility.length ? { visibility: filters.visibility } : {}),
  }
}

/** Moving rows makes sense only in playlist order (no sort, or position ascending). */
export const inPlaylistOrder = (state: ListStateOf<typeof playlistVideosList>) => !state.sort || (state.sort.key === 'position' && state.sort.order === 'asc')

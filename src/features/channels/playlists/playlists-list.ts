import type { PlaylistSearchRequest, PrivacyStatus } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const PRIVACY_STATUSES = ['public', 'unlisted', 'private'] as const satisfies readonly PrivacyStatus[]

/**
 * A channel's playlists: search, privacyStatus and the last-update date as a
 * from/to pair, all in the URL.
 */
export const playlistsList = defineList({
  id: 'playlists',
  filters: {
    search: filter.text(),
    privacyStatus: filter.oneOf(PRIVACY_STATUSES),
    lastUpdateDateStart: filter.date(),
    lastUpdateDateEnd: filter.date(),
  },
  sortKeys: ['playlist', 'videoCount', 'lastModificationTime', 'privacyStatus'] as const,
})

export const PLAYLIST_DEFAULT_COLUMNS = ['playlist', 'videoCount', 'lastModificationTime', 'privacyStatus'] as const

/** A calendar day of the filter as the instant it starts (or ends) in the user's time zone. */
const dayBoundary = (day: string, end: boolean) => new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString()

export function playlistSearchFilters(channelId: string, state: ListStateOf<typeof playlistsList>): SearchFilters<PlaylistSearchRequest> {
  const { filters } = state
  return {
    channelId,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.privacyStatus ? { privacyStatus: filters.privacyStatus } : {}),
    ...(filters.lastUpdateDateStart ? { lastUpdateDateStart: dayBoundary(filters.lastUpdateDateStart, false) } : {}),
    ...(filters.lastUpdateDateEnd ? { lastUpdateDateEnd: dayBoundary(filters.lastUpdateDateEnd, true) } : {}),
  }
}

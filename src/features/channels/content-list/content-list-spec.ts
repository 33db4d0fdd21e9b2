import type { ContentVisibility, PrivacyStatus, UploadStatus, VideoKind, VideoSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'
import { TRACK_LANGUAGES } from '../subtitles/languages'

export const PRIVACY_STATUSES = ['public', 'unlisted', 'private'] as const satisfies readonly PrivacyStatus[]
/** The visibility filter: a scheduled video (private until its date) is its own value; private means not scheduled. */
export const VISIBILITIES = [...PRIVACY_STATUSES, 'scheduled'] as const satisfies readonly ContentVisibility[]
/** The upload statuses a list can hold: a cancelled upload's draft is discarded, so "cancelled" is not offered. */
export const UPLOAD_STATUSES = ['pending', 'uploading', 'processing', 'uploaded', 'failed'] as const satisfies readonly UploadStatus[]
export const VIDEO_KINDS = ['normal', 'short', 'live', 'premiere'] as const satisfies readonly VideoKind[]
/** "At least N third-party claims" (the contract's minimum filter). */
export const CLAIM_THRESHOLDS = ['1', '2', '5', '10'] as const

/** The contract's sort keys of the videos and short-videos lists. */
const CONTENT_SORT_KEYS = [
  'video',
  'fileName',
  'privacyStatus',
  'uploader',
  'videoKind',
  'uploadStatus',
  'monetize',
  'uploadedAt',
  'publisher',
  'publishedAt',
  'thirdpartyClaimsCount',
  'product',
  'viewCount',
] as const

/** Page sizes of the content lists: up to the contract's 500. */
const CONTENT_PAGE_SIZES = [20, 50, 100, 200, 500] as const

const contentFilters = {
  search: filter.text(),
  thirdpartyClaimsCount: filter.oneOf(CLAIM_THRESHOLDS),
  uploadStatus: filter.listOf({ values: UPLOAD_STATUSES }),
  videoKind: filter.listOf({ values: VIDEO_KINDS }),
  monetize: filter.boolean(),
  privacyStatus: filter.listOf({ values: VISIBILITIES }),
  uploadedStart: filter.date(),
  uploadedEnd: filter.date(),
  publishedStart: filter.date(),
  publishedEnd: filter.date(),
  /** "No subtitles in <language>": no published caption track in it. */
  withoutSubtitlesIn: filter.oneOf(TRACK_LANGUAGES),
}

/** The videos and short-videos lists: the filters and server sort in the URL, the columns under `columnsKey`. */
export function defineContentList(id: string, columnsKey?: string) {
  return defineList({ id, columnsKey, filters: contentFilters, sortKeys: CONTENT_SORT_KEYS, pageSizes: CONTENT_PAGE_SIZES, defaultPageSize: 50 })
}

export type ContentList = ReturnType<typeof defineContentList>
export type ContentListState = ListStateOf<ContentList>
export type ContentFilters = ContentListState['filters']
export type ContentSortKey = (typeof CONTENT_SORT_KEYS)[number]

/** A calendar day's first or last instant in the user's time zone, as the contract's date-time. */
function dayBoundary(day: string, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const local = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date, 0, 0, 0, 0)
  return local.toISOString()
}

/** The `POST /videos/search` (or short-videos) body of a view. */
export function contentSearchFilters(channelId: string, state: ContentListState): SearchFilters<VideoSearchRequest> {
  const { filters: f } = state
  const search = f.search.trim()
  return {
    channelId,
    ...(search ? { search } : {}),
    ...(f.thirdpartyClaimsCount ? { thirdpartyClaimsCount: Number(f.thirdpartyClaimsCount) } : {}),
    ...(f.uploadStatus.length ? { uploadStatus: f.uploadStatus } : {}),
    ...(f.videoKind.length ? { videoKind: f.videoKind } : {}),
    ...(f.monetize !== undefined ? { monetize: f.monetize } : {}),
    ...(f.privacyStatus.length ? { visibility: f.privacyStatus } : {}),
    ...(f.uploadedStart ? { uploadedAtStart: dayBoundary(f.uploadedStart, false) } : {}),
    ...(f.uploadedEnd ? { uploadedAtEnd: dayBoundary(f.uploadedEnd, true) } : {}),
    ...(f.publishedStart ? { publishedAtStart: dayBoundary(f.publishedStart, false) } : {}),
    ...(f.publishedEnd ? { publishedAtEnd: dayBoundary(f.publishedEnd, true) } : {}),
    ...(f.withoutSubtitlesIn ? { withoutSubtitlesIn: f.withoutSubtitlesIn } : {}),
  }
}

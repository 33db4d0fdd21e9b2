import { STORAGE_KEYS } from '@/lib/storage-keys'
import { defineContentList } from '../content-list/content-list-spec'
import type { ContentColumnId } from '../content-list/use-content-columns'

/** The videos list: filters and sort in the URL; chosen and ordered columns under `video_selected_columns`. */
export const videosList = defineContentList('videos', STORAGE_KEYS.videoSelectedColumns)

/**
 * Shown until the user chooses: the columns a day's work needs. All 15 video columns (operation is
 * the kit's menu) are in the column chooser; fewer by default keeps a 500-row page within the
 * DOM budget (< 1,400 elements) while scrolling.
 */
export const VIDEO_DEFAULT_COLUMNS: readonly ContentColumnId[] = [
  'video',
  'privacyStatus',
  'videoKind',
  'uploadStatus',
  'monetize',
  'publishedAt',
  'thirdpartyClaimsCount',
  'viewCount',
]

import { STORAGE_KEYS } from '@/shared/lib/storage-keys'
import { defineContentList } from '../content-list/content-list-spec'
import { VIDEO_COLUMNS } from '../content-list/use-content-columns'

/** Spec §3 video: filters and sort in the URL; chosen and ordered columns under `video_selected_columns` (§9). */
export const videosList = defineContentList('videos', STORAGE_KEYS.videoSelectedColumns)

/** The spec's 15 columns (the 15th, operation, is the kit's menu). */
export const VIDEO_DEFAULT_COLUMNS = VIDEO_COLUMNS

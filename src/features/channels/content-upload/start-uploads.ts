import type { QueryClient } from '@tanstack/react-query'
import { createContent } from '@/api/generated/channel/endpoints/contents/contents'
import { getSearchShortVideosQueryKey } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import { getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import type { ContentPlacement, Video } from '@/api/generated/channel/model'
import { findStoredUpload } from '@/api/upload/tus-upload'
import { uploadManager } from './upload-manager'
import { addVideo, applyVideoStatus, type VideoStatusPatch } from './video-status'

/** The query-key roots of the lists a new or changed video shows in. */
export const VIDEO_LIST_ROOTS = [getSearchVideosQueryKey()[0], getSearchShortVideosQueryKey()[0]] as const

interface CachedPage {
  items: readonly Video[]
  totalCount: number
}

const isPage = (value: unknown): value is CachedPage => Array.isArray((value as CachedPage | undefined)?.items)
/** The cached list pages of one channel (the request body in the key names it). */
const ofChannel = (channelId: string) => (query: { queryKey: readonly unknown[] }) => JSON.stringify(query.queryKey).includes(channelId)

/** A status change applied in place to the channel's cached list pages (video-status rules). */
export function applyToLists(queryClient: QueryClient, patch: VideoStatusPatch & { channelId: string }) {
  for (const root of VIDEO_LIST_ROOTS)
    queryClient.setQueriesData<unknown>({ queryKey: [root], predicate: ofChannel(patch.channelId) }, (old: unknown) => {
      if (!isPage(old)) return old
      const items = applyVideoStatus(old.items, patch as VideoStatusPatch<Video>)
      return items === old.items ? old : { ...old, items }
    })
}

/** A new draft video at the front of the channel's first cached pages at once (spec §4), then the server's order. */
function showNewVideo(queryClient: QueryClient, channelId: string, video: Video) {
  for (const root of VIDEO_LIST_ROOTS) {
    queryClient.setQueriesData<unknown>({ queryKey: [root], predicate: ofChannel(channelId) }, (old: unknown) => {
      if (!isPage(old)) return old
      return { ...old, items: addVideo(old.items, video).slice(0, Math.max(old.items.length, 1)), totalCount: old.totalCount + 1 }
    })
    void queryClient.invalidateQueries({ queryKey: [root], predicate: ofChannel(channelId) })
  }
}

export interface StartedUpload {
  contentId: string
  videoUid: string
  fileName: string
  key: string
  /** It continues a stored upload of the same file (after a reload). */
  resumed: boolean
}

/**
 * Starts the upload of a chosen file at once (the user fills in the details meanwhile): a file
 * this browser was uploading before a reload continues its stored upload (same content, from the
 * server's offset); another opens a content creation, whose draft video goes to the front of the list.
 */
export async function startUpload(queryClient: QueryClient, channelId: string, placement: ContentPlacement, file: File): Promise<StartedUpload> {
  const previous = await findStoredUpload(channelId, file)
  const stored = previous?.metadata
  if (previous && stored?.contentId && stored.videoUid) {
    const key = uploadManager.add({ file, channelId, contentId: stored.contentId, videoUid: stored.videoUid, previous })
    return { contentId: stored.contentId, videoUid: stored.videoUid, fileName: file.name, key, resumed: true }
  }
  const created = await createContent({ channelId, fileName: file.name, placement })
  const draft: Video = {
    id: created.videoUid,
    videoId: null,
    video: file.name.replace(/\.[^.]+$/, '') || file.name,
    fileName: file.name,
    uploadStatus: 'uploading',
    loadingStatus: 0,
    status: 'draft',
  } as Video
  showNewVideo(queryClient, channelId, draft)
  const key = uploadManager.add({ file, channelId, contentId: created.id, videoUid: created.videoUid })
  return { contentId: created.id, videoUid: created.videoUid, fileName: file.name, key, resumed: false }
}

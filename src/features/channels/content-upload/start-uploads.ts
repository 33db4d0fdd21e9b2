import type { QueryClient } from '@tanstack/react-query'
import { createContent } from '@/api/generated/channel/endpoints/contents/contents'
import type { ContentPlacement, Video } from '@/api/generated/channel/model'
import { findStoredUpload } from '@/api/upload/tus-upload'
import { invalidateVideoPages, patchCachedVideoPages, VIDEO_LIST_ROOTS, VIDEOS_ROOT } from './cached-video-pages'
import { titleFromFileName } from './content-creation-state'
import { uploadManager } from './upload-manager'
import { addVideo } from './video-status'

/**
 * A new draft video at the front of the channel's first cached pages at once, then the
 * server's order: the videos list shows every kind, the short-videos list only shorts.
 */
function showNewVideo(queryClient: QueryClient, channelId: string, video: Video, placement: ContentPlacement) {
  const roots = placement === 'short' ? VIDEO_LIST_ROOTS : [VIDEOS_ROOT]
  patchCachedVideoPages(
    queryClient,
    channelId,
    (page) => ({ ...page, items: addVideo(page.items, video).slice(0, Math.max(page.items.length, 1)), totalCount: page.totalCount + 1 }),
    roots,
  )
  invalidateVideoPages(queryClient, channelId, roots)
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
  // What the list shows until its refetch brings the server's record: a private draft, uploading.
  const draft: Video = {
    id: created.videoUid,
    videoId: null,
    video: titleFromFileName(file.name),
    thumbnail: null,
    fileName: file.name,
    description: null,
    privacyStatus: 'private',
    uploader: null,
    videoKind: placement === 'short' ? 'short' : 'normal',
    uploadStatus: 'uploading',
    status: 'draft',
    loadingStatus: 0,
    monetize: false,
    uploadedAt: null,
    publisher: null,
    publishedAt: null,
    thirdpartyClaimsCount: 0,
    product: null,
    viewCount: 0,
    channelId,
  }
  showNewVideo(queryClient, channelId, draft, placement)
  const key = uploadManager.add({ file, channelId, contentId: created.id, videoUid: created.videoUid })
  return { contentId: created.id, videoUid: created.videoUid, fileName: file.name, key, resumed: false }
}

import type { QueryClient } from '@tanstack/react-query'
import { getSearchShortVideosQueryKey } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import { getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import type { Video } from '@/api/generated/channel/model'
import { applyVideoStatus, findVideoIndex, type VideoStatusPatch } from './video-status'

export const VIDEOS_ROOT = getSearchVideosQueryKey()[0]
export const SHORT_VIDEOS_ROOT = getSearchShortVideosQueryKey()[0]
/** The query-key roots of the lists a new or changed video shows in: videos (every kind) and short videos. */
export const VIDEO_LIST_ROOTS: readonly string[] = [VIDEOS_ROOT, SHORT_VIDEOS_ROOT]

/** A cached page of a video list, as the search calls answer it. */
export interface CachedVideoPage {
  items: readonly Video[]
  totalCount: number
}

const isPage = (value: unknown): value is CachedVideoPage => Array.isArray((value as CachedVideoPage | undefined)?.items)

/** The cached pages of one channel's lists: the search request in the key names the channel. */
const ofChannel = (channelId: string) => (query: { queryKey: readonly unknown[] }) => JSON.stringify(query.queryKey).includes(channelId)

/**
 * Changes the cached list pages of one channel in place (the videos and short-videos lists, or
 * the `roots` given): `patch` gets each page and returns the page to keep, the same object when
 * nothing changes, which leaves that cache entry untouched (no re-render, no new update time).
 * What is cached under the roots but is not a page stays as it is.
 */
export function patchCachedVideoPages(
  queryClient: QueryClient,
  channelId: string,
  patch: (page: CachedVideoPage) => CachedVideoPage,
  roots: readonly string[] = VIDEO_LIST_ROOTS,
) {
  if (!channelId) return
  for (const root of roots)
    queryClient.setQueriesData<unknown>({ queryKey: [root], predicate: ofChannel(channelId) }, (old: unknown) => {
      if (!isPage(old)) return undefined
      const next = patch(old)
      // undefined: the query client keeps the entry as it is.
      return next === old ? undefined : next
    })
}

/** A status change (the video-status rules) applied to the channel's cached list pages. */
export function applyStatusToCachedPages(
  queryClient: QueryClient,
  patch: VideoStatusPatch & { channelId: string },
  roots: readonly string[] = VIDEO_LIST_ROOTS,
) {
  patchCachedVideoPages(
    queryClient,
    patch.channelId,
    (page) => {
      const items = applyVideoStatus(page.items, patch as VideoStatusPatch<Video>)
      return items === page.items ? page : { ...page, items }
    },
    roots,
  )
}

/** Refetches the channel's list pages (the server's order and fields after a change). */
export function invalidateVideoPages(queryClient: QueryClient, channelId: string, roots: readonly string[] = VIDEO_LIST_ROOTS) {
  if (!channelId) return
  for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root], predicate: ofChannel(channelId) })
}

/** A discarded draft (a cancelled upload) leaves the channel's cached pages and their totals, then the server's pages follow. */
export function discardFromCachedPages(queryClient: QueryClient, channelId: string, videoUid: string, roots: readonly string[] = VIDEO_LIST_ROOTS) {
  patchCachedVideoPages(
    queryClient,
    channelId,
    (page) => {
      const index = findVideoIndex(page.items, { id: videoUid })
      return index === -1 ? page : { ...page, items: page.items.filter((_, position) => position !== index), totalCount: Math.max(0, page.totalCount - 1) }
    },
    roots,
  )
  invalidateVideoPages(queryClient, channelId, roots)
}

import { http, HttpResponse, type RequestHandler } from 'msw'
import type * as zod from 'zod'
import {
  BulkUpdateVideosBody,
  DeleteShortVideoBulkBody,
  DeleteVideoBulkBody,
  SearchShortVideosBody,
  SearchVideosBody,
  SelectVideoThumbnailBody,
  UpdateVideoBody,
  UpdateVideoStatusBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { CATEGORIES } from '../db/enums'
import { langOf, languages } from '../db/reference'
import { servedOrNull } from '../db/stored-files'
import { deleter, trashVideos } from '../db/trash'
import { applyBulkChanges } from '../db/video-bulk'
import { turkishLower, type VideoRecord } from '../db/videos'
import { fail, notFound, ok } from '../lib/respond'
import { routesFor, type BodyCall, type Call } from '../lib/route'

type VideoSearch = zod.output<typeof SearchVideosBody>

const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined)

/** Who can watch, a scheduled video (private until its planned date) as its own value. */
const visibilityOf = (video: VideoRecord) => (video.status === 'scheduled' ? 'scheduled' : video.privacyStatus)

/** The videos list's filters; thirdpartyClaimsCount means "at least this many". */
function videoFilter(body: VideoSearch, shortsOnly: boolean, searchText: (video: VideoRecord) => string): (video: VideoRecord) => boolean {
  const needle = turkishLower((body.search ?? '').trim())
  const [upFrom, upTo, pubFrom, pubTo] = [
    instant(body.uploadedAtStart),
    instant(body.uploadedAtEnd),
    instant(body.publishedAtStart),
    instant(body.publishedAtEnd),
  ]
  const within = (value: string | null, from?: string, to?: string) => (!from && !to) || (value != null && (!from || value >= from) && (!to || value <= to))
  return (v) =>
    (!shortsOnly || v.videoKind === 'short') &&
    (!needle || searchText(v).includes(needle)) &&
    (body.thirdpartyClaimsCount == null || v.thirdpartyClaimsCount >= body.thirdpartyClaimsCount) &&
    (!body.uploadStatus?.length || body.uploadStatus.includes(v.uploadStatus)) &&
    (!body.videoKind?.length || body.videoKind.includes(v.videoKind)) &&
    (body.monetize == null || v.monetize === body.monetize) &&
    (!body.privacyStatus?.length || body.privacyStatus.includes(v.privacyStatus)) &&
    (!body.visibility?.length || body.visibility.includes(visibilityOf(v))) &&
    within(v.uploadedAt, upFrom, upTo) &&
    within(v.publishedAt, pubFrom, pubTo)
}

export function videoHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  /** A video as the caller sees it: its picture (a generated or stored file's path) at an absolute address. */
  const shown = <V extends { thumbnail: string | null }>(video: V, request: Request): V => ({
    ...video,
    thumbnail: servedOrNull(db.files, video.thumbnail, request),
  })
  /** One page of a channel's videos: the cached sorted order, filtered, then cut (fast on 10,000 rows). */
  const search =
    (shortsOnly: boolean) =>
    ({ body, request }: BodyCall<VideoSearch>) => {
      if (!db.channel.channels.some((c) => c.id === body.channelId)) return ok({ items: [], totalCount: 0 })
      const filtered = db.videos.sorted(body.channelId, body.sortKey, body.sortOrder).filter(videoFilter(body, shortsOnly, (v) => db.videos.searchText(v)))
      // "No subtitles in <language>": no published track in that language.
      const without = body.withoutSubtitlesIn?.toLowerCase()
      const matching = without ? filtered.filter((v) => !db.captions.publishedLanguages(v.id).includes(without)) : filtered
      const start = body.index * body.size
      const items = matching
        .slice(start, start + body.size)
        .map((v) => ({ ...shown(db.videos.view(v), request), subtitleLanguages: db.captions.publishedLanguages(v.id) }))
      return ok({ items, totalCount: matching.length })
    }

  /** Deletes the videos (to the Trash) and takes them out of their playlists. */
  const remove =
    (shortsOnly: boolean) =>
    ({ body, claims }: BodyCall<{ ids: string[] }>) => {
      const ids = shortsOnly ? body.ids.filter((id) => db.videos.get(id)?.videoKind === 'short') : body.ids
      // Into the Trash first (with their places in the playlists), so a restore brings them back as they were.
      trashVideos(db, ids, deleter(db, claims.sub))
      db.videos.remove(ids)
      for (const playlist of db.playlists) {
        if (playlist.items?.some((item) => ids.includes(item.videoId))) {
          playlist.items = playlist.items.filter((item) => !ids.includes(item.videoId))
          playlist.lastModificationTime = new Date().toISOString()
        }
      }
      return ok(null)
    }

  const detail = (shortsOnly: boolean) => (call: Call) => {
    const video = db.videos.get(call.params.id ?? '')
    return video && (!shortsOnly || video.videoKind === 'short')
      ? ok(shown(db.videos.detail(video), call.request))
      : notFound(shortsOnly ? 'Short video' : 'Video')
  }

  /** Channel scopes: the channel a search or bulk edit names, the channel of the video in the path, the channels of the videos listed. */
  const bodyChannel = ({ body }: { body: { channelId: string } }) => body.channelId
  const videoChannel = (call: Call) => db.videos.get(call.params.id ?? '')?.channelId
  const videosChannels = ({ body }: { body: { ids: string[] } }) => body.ids.map((id) => db.videos.get(id)?.channelId)

  return [
    // Developer control: the platform finishes processing the next `count` videos now (default 1).
    http.post('*/__mock/videos/processing/advance', async ({ request }) => {
      const { count } = ((await request.json().catch(() => ({}))) ?? {}) as { count?: number }
      return HttpResponse.json({ finished: db.videos.advanceProcessing({ count: typeof count === 'number' ? count : 1 }) })
    }),

    route('channel', 'post', '/videos/search', { permission: 'video_read', body: SearchVideosBody, channel: bodyChannel }, search(false)),
    route(
      'channel',
      'delete',
      '/videos/bulk',
      { audit: { record: 'video', id: 'each:ids' }, permission: 'video_write', body: DeleteVideoBulkBody, channel: videosChannels },
      remove(false),
    ),

    // The studio's bulk edit: each video changes on its own, and the answer says which did not and why.
    route(
      'channel',
      'post',
      '/videos/bulk-update',
      { audit: { record: 'video', id: 'each:ids' }, permission: 'video_write', body: BulkUpdateVideosBody, channel: bodyChannel },
      ({ body, request }) => {
        if (body.changes.categoryId && !CATEGORIES.some(([id]) => id === body.changes.categoryId)) return fail(400, 'The category does not exist.')
        const items = applyBulkChanges(body.ids, (id) => db.videos.get(id), body.channelId, body.changes, langOf(request))
        db.videos.changed(body.channelId)
        const succeeded = items.filter((item) => item.isSuccess).length
        return ok({ items, succeeded, failed: items.length - succeeded })
      },
    ),

    route('channel', 'get', '/videos/:id', { permission: 'video_read', channel: videoChannel }, detail(false)),

    route(
      'channel',
      'put',
      '/videos/:id',
      { audit: { record: 'video', id: 'param:id' }, permission: 'video_write', body: UpdateVideoBody, channel: videoChannel },
      ({ body, params }) => {
        const video = db.videos.get(params.id ?? '')
        if (!video) return notFound('Video')
        if (body.productId && !db.parameter.products.some((p) => p.id === body.productId)) return fail(400, 'The product does not exist.')
        if (body.categoryId && !CATEGORIES.some(([id]) => id === body.categoryId)) return fail(400, 'The category does not exist.')
        if (body.languageId && !languages('en').some((l) => l.id === body.languageId)) return fail(400, 'The language does not exist.')
        Object.assign(video, {
          video: body.video.trim(),
          description: body.description ?? null,
          privacyStatus: body.privacyStatus,
          monetize: body.monetize,
          productId: body.productId ?? null,
          tags: body.tags ?? [],
          categoryId: body.categoryId ?? null,
          ...(body.languageId !== undefined ? { languageId: body.languageId } : {}),
          madeForKids: body.madeForKids,
        })
        db.videos.changed(video.channelId)
        return ok(null)
      },
    ),

    // Video status update: only status is required; the other fields change when present.
    route(
      'channel',
      'patch',
      '/videos/:id/status',
      { audit: { record: 'video', id: 'param:id' }, permission: 'video_write', body: UpdateVideoStatusBody, channel: videoChannel },
      ({ body, params }) => {
        const video = db.videos.get(params.id ?? '')
        if (!video) return notFound('Video')
        video.status = body.status
        if (body.loadingStatus != null) video.loadingStatus = body.loadingStatus
        if (body.uploadStatus) video.uploadStatus = body.uploadStatus
        if (body.videoId !== undefined) video.videoId = body.videoId
        if (body.thumbnail !== undefined) video.customThumbnail = body.thumbnail
        if (body.status === 'published' && !video.publishedAt) video.publishedAt = new Date().toISOString()
        db.videos.changed(video.channelId)
        return ok(null)
      },
    ),

    // The videos list (video_write) and the thumbnail tool (thumbnail_write) both choose a thumbnail.
    route(
      'channel',
      'put',
      '/videos/:id/thumbnail',
      {
        audit: { record: 'video', id: 'param:id' },
        permission: { anyOf: ['video_write', 'thumbnail_write'] },
        body: SelectVideoThumbnailBody,
        channel: videoChannel,
      },
      ({ body, params }) => {
        const video = db.videos.get(params.id ?? '')
        if (!video) return notFound('Video')
        return db.thumbnails.select(video, body.thumbnailId) ? ok(null) : fail(400, 'The thumbnail does not belong to this video.')
      },
    ),

    route('channel', 'post', '/short-videos/search', { permission: 'video_read', body: SearchShortVideosBody, channel: bodyChannel }, search(true)),
    route(
      'channel',
      'delete',
      '/short-videos/bulk',
      { audit: { record: 'video', id: 'each:ids' }, permission: 'video_write', body: DeleteShortVideoBulkBody, channel: videosChannels },
      remove(true),
    ),
    route('channel', 'get', '/short-videos/:id', { permission: 'video_read', channel: videoChannel }, detail(true)),
  ]
}

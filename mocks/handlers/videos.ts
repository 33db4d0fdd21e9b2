import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import {
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
import { turkishLower, type VideoRecord } from '../db/videos'
import { fail, notFound, ok } from '../lib/respond'
import { route, validBody, type Call } from '../lib/route'
import { forbidden } from './guard'

type VideoSearch = zod.output<typeof SearchVideosBody>

const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined)

/** The filters of spec §3 (video); thirdpartyClaimsCount means "at least this many". */
function videoFilter(body: VideoSearch, shortsOnly: boolean, searchText: (video: VideoRecord) => string): (video: VideoRecord) => boolean {
  const needle = turkishLower((body.search ?? '').trim())
  const [upFrom, upTo, pubFrom, pubTo] = [instant(body.uploadedAtStart), instant(body.uploadedAtEnd), instant(body.publishedAtStart), instant(body.publishedAtEnd)]
  const within = (value: string | null, from?: string, to?: string) => (!from && !to) || (value != null && (!from || value >= from) && (!to || value <= to))
  return (v) =>
    (!shortsOnly || v.videoKind === 'short') &&
    (!needle || searchText(v).includes(needle)) &&
    (body.thirdpartyClaimsCount == null || v.thirdpartyClaimsCount >= body.thirdpartyClaimsCount) &&
    (!body.uploadStatus?.length || body.uploadStatus.includes(v.uploadStatus)) &&
    (!body.videoKind?.length || body.videoKind.includes(v.videoKind)) &&
    (body.monetize == null || v.monetize === body.monetize) &&
    (!body.privacyStatus?.length || body.privacyStatus.includes(v.privacyStatus)) &&
    within(v.uploadedAt, upFrom, upTo) &&
    within(v.publishedAt, pubFrom, pubTo)
}

export function videoHandlers(db: Db): RequestHandler[] {
  /** One page of a channel's videos: the cached sorted order, filtered, then cut (fast on 10,000 rows). */
  const search = (shortsOnly: boolean) => async (call: Call) => {
    const denied = forbidden(db, call, 'video_read')
    if (denied) return denied
    const body = await validBody(call.request, shortsOnly ? SearchShortVideosBody : SearchVideosBody)
    if (body instanceof Response) return body
    if (!db.channel.channels.some((c) => c.id === body.channelId)) return ok({ items: [], totalCount: 0 })
    const matching = db.videos.sorted(body.channelId, body.sortKey, body.sortOrder).filter(videoFilter(body, shortsOnly, (v) => db.videos.searchText(v)))
    const start = body.index * body.size
    return ok({ items: matching.slice(start, start + body.size).map((v) => db.videos.view(v)), totalCount: matching.length })
  }

  /** Deletes the videos and takes them out of their playlists. */
  const remove = (shortsOnly: boolean) => async (call: Call) => {
    const denied = forbidden(db, call, 'video_write')
    if (denied) return denied
    const body = await validBody(call.request, shortsOnly ? DeleteShortVideoBulkBody : DeleteVideoBulkBody)
    if (body instanceof Response) return body
    const ids = shortsOnly ? body.ids.filter((id) => db.videos.get(id)?.videoKind === 'short') : body.ids
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
    const denied = forbidden(db, call, 'video_read')
    if (denied) return denied
    const video = db.videos.get(call.params.id ?? '')
    return video && (!shortsOnly || video.videoKind === 'short') ? ok(db.videos.detail(video)) : notFound(shortsOnly ? 'Short video' : 'Video')
  }

  return [
    route('channel', 'post', '/videos/search', search(false)),
    route('channel', 'delete', '/videos/bulk', remove(false)),
    route('channel', 'get', '/videos/:id', detail(false)),

    route('channel', 'put', '/videos/:id', async (call) => {
      const denied = forbidden(db, call, 'video_write')
      if (denied) return denied
      const body = await validBody(call.request, UpdateVideoBody)
      if (body instanceof Response) return body
      const video = db.videos.get(call.params.id ?? '')
      if (!video) return notFound('Video')
      if (body.productId && !db.parameter.products.some((p) => p.id === body.productId)) return fail(400, 'The product does not exist.')
      if (body.categoryId && !CATEGORIES.some(([id]) => id === body.categoryId)) return fail(400, 'The category does not exist.')
      Object.assign(video, {
        video: body.video.trim(),
        description: body.description ?? null,
        privacyStatus: body.privacyStatus,
        monetize: body.monetize,
        productId: body.productId ?? null,
        tags: body.tags ?? [],
        categoryId: body.categoryId ?? null,
        madeForKids: body.madeForKids,
      })
      db.videos.changed(video.channelId)
      return ok(null)
    }),

    // Spec §4 video status update: only status is required; the other fields change when present.
    route('channel', 'patch', '/videos/:id/status', async (call) => {
      const denied = forbidden(db, call, 'video_write')
      if (denied) return denied
      const body = await validBody(call.request, UpdateVideoStatusBody)
      if (body instanceof Response) return body
      const video = db.videos.get(call.params.id ?? '')
      if (!video) return notFound('Video')
      video.status = body.status
      if (body.loadingStatus != null) video.loadingStatus = body.loadingStatus
      if (body.uploadStatus) video.uploadStatus = body.uploadStatus
      if (body.videoId !== undefined) video.videoId = body.videoId
      if (body.thumbnail !== undefined) video.customThumbnail = body.thumbnail
      if (body.status === 'published' && !video.publishedAt) video.publishedAt = new Date().toISOString()
      db.videos.changed(video.channelId)
      return ok(null)
    }),

    route('channel', 'put', '/videos/:id/thumbnail', async (call) => {
      const denied = forbidden(db, call, 'video_write')
      if (denied) return denied
      const body = await validBody(call.request, SelectVideoThumbnailBody)
      if (body instanceof Response) return body
      const video = db.videos.get(call.params.id ?? '')
      if (!video) return notFound('Video')
      return db.thumbnails.select(video, body.thumbnailId) ? ok(null) : fail(400, 'The thumbnail does not belong to this video.')
    }),

    route('channel', 'post', '/short-videos/search', search(true)),
    route('channel', 'delete', '/short-videos/bulk', remove(true)),
    route('channel', 'get', '/short-videos/:id', detail(true)),
  ]
}

import type { RequestHandler } from 'msw'
import type { Thumbnail } from '@/api/generated/channel/model'
import {
  CreateThumbnailBody,
  DeleteThumbnailBulkBody,
  GenerateThumbnailsBody,
  PurgeThumbnailsBody,
  RestoreThumbnailsBody,
  SearchThumbnailsBody,
  SearchThumbnailTrashBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { mayAccessChannel } from '../db/channel-access'
import { hashOf } from '../db/random'
import { thumbnailPath } from '../db/thumbnail-images'
import { servedUrl } from '../db/stored-files'
import { deleter, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor } from '../lib/route'
import { trashRoutes } from '../lib/trash-routes'

/** How many of a channel's newest videos the thumbnail tool lists when no video is chosen. */
const CHANNEL_WINDOW = 20

export function thumbnailHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  // Generated pictures are same-origin paths (uploaded ones may be data: URLs); callers get an absolute address they can show.
  const served = (t: Thumbnail, request: Request): Thumbnail => ({
    ...t,
    url: servedUrl(db.files, t.url, request),
    processedUrl: t.processedUrl && servedUrl(db.files, t.processedUrl, request),
  })
  const videoChannel = (id: string | null | undefined) => (id ? db.videos.get(id)?.channelId : undefined)
  const trash = trashOf(db).thumbnails
  /** The channel of a trashed thumbnail's video, live or in the videos Trash. */
  const trashedChannel = (t: Thumbnail) => videoChannel(t.videoId) ?? trashOf(db).videos.get(t.videoId)?.record.video.channelId
  return [
    // Without a channel or video: the thumbnails of the caller's channels.
    route(
      'channel',
      'post',
      '/thumbnails/search',
      { permission: 'thumbnail_manage_view', body: SearchThumbnailsBody, channel: ({ body }) => [body.channelId, videoChannel(body.videoId)] },
      ({ body, request, claims }) => {
        let found: Thumbnail[]
        if (body.videoId) {
          const video = db.videos.get(body.videoId)
          found = video && (!body.channelId || video.channelId === body.channelId) ? db.thumbnails.forVideo(video) : []
        } else if (body.channelId) {
          const newest = db.videos.list(body.channelId).slice(0, CHANNEL_WINDOW)
          found = newest.flatMap((video) => db.thumbnails.forVideo(video))
        } else {
          found = db.thumbnails.all().filter((t) => mayAccessChannel(db, claims.sub, videoChannel(t.videoId) ?? ''))
        }
        const result = listPage(
          found.filter((t) => matches(body.search, t.videoTitle)),
          body,
          { key: 'createdAt', order: 'desc' },
        )
        return ok({ ...result, items: result.items.map((t) => served(t, request)) })
      },
    ),

    route(
      'channel',
      'post',
      '/thumbnails',
      {
        audit: { record: 'thumbnail', id: 'answer:id' },
        permission: 'thumbnail_write',
        body: CreateThumbnailBody,
        channel: ({ body }) => videoChannel(body.videoId),
      },
      ({ body }) => {
        const video = db.videos.get(body.videoId)
        if (!video) return fail(400, 'The video does not exist.')
        const thumbnail: Thumbnail = {
          id: crypto.randomUUID(),
          videoId: video.id,
          videoTitle: video.video,
          url: body.url,
          processedUrl: null,
          width: body.width,
          height: body.height,
          isSelected: false,
          createdAt: new Date().toISOString(),
        }
        db.thumbnails.forVideo(video).push(thumbnail)
        return ok({ id: thumbnail.id })
      },
    ),

    route(
      'channel',
      'post',
      '/thumbnails/generate',
      {
        audit: { record: 'thumbnail', id: 'answer-each:items' },
        permission: 'thumbnail_write',
        body: GenerateThumbnailsBody,
        channel: ({ body }) => videoChannel(body.videoId),
      },
      ({ body, request }) => {
        const video = db.videos.get(body.videoId)
        if (!video) return notFound('Video')
        if (video.uploadStatus !== 'uploaded' && video.uploadStatus !== 'processing') return fail(400, 'The video has no uploaded file to take frames from.')
        const list = db.thumbnails.forVideo(video)
        const made = Array.from({ length: body.count }, (_, i): Thumbnail => {
          const id = crypto.randomUUID()
          return {
            id,
            videoId: video.id,
            videoTitle: video.video,
            url: thumbnailPath(video.video, hashOf(id) + i),
            processedUrl: null,
            width: 1280,
            height: 720,
            isSelected: false,
            createdAt: new Date().toISOString(),
          }
        })
        list.push(...made)
        return ok({ items: made.map((t) => served(t, request)) })
      },
    ),

    route('channel', 'get', '/thumbnails/rules', { permission: 'thumbnail_manage_view' }, () => ok(db.thumbnails.rules)),

    route(
      'channel',
      'delete',
      '/thumbnails/bulk',
      {
        audit: { record: 'thumbnail', id: 'each:ids' },
        permission: 'thumbnail_write',
        body: DeleteThumbnailBulkBody,
        channel: ({ body }) => body.ids.map((id) => videoChannel(db.thumbnails.find(id)?.videoId)),
      },
      ({ body, claims }) => {
        // What a video shows never changes by a delete (or its Undo): the selected one stays.
        const selected = body.ids.map((id) => db.thumbnails.find(id)).find((t) => t?.isSelected)
        if (selected) return fail(400, `The selected thumbnail of ${selected.videoTitle} cannot be deleted; select another one first.`)
        const by = deleter(db, claims.sub)
        for (const thumbnail of db.thumbnails.remove(body.ids)) trash.put(thumbnail, by)
        return ok(null)
      },
    ),

    ...trashRoutes(db, {
      path: '/thumbnails',
      bin: trash,
      record: 'thumbnail',
      hubType: 'thumbnails',
      read: 'thumbnail_manage_view',
      write: 'thumbnail_write',
      bodies: { search: SearchThumbnailTrashBody, restore: RestoreThumbnailsBody, purge: PurgeThumbnailsBody },
      notInTrash: 'This thumbnail is not in the Trash.',
      found: (t, body, caller) => {
        const channelId = trashedChannel(t)
        return !!channelId && (!body.channelId || channelId === body.channelId) && mayAccessChannel(db, caller, channelId) && matches(body.search, t.videoTitle)
      },
      row: (t, request) => ({ ...served(t, request), channelId: trashedChannel(t) }),
      channelOf: trashedChannel,
      searchChannel: (body) => body.channelId,
      refuseRestore: (thumbnails) =>
        thumbnails.some((t) => !db.videos.get(t.videoId)) ? fail(400, 'The video of this thumbnail is deleted; restore the video first.') : null,
      putBack: (t) => db.thumbnails.putBack(db.videos.get(t.videoId)!, t),
    }),
  ]
}

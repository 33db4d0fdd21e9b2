import type { RequestHandler } from 'msw'
import { PurgeVideosBody, RestoreVideosBody, SearchVideoTrashBody } from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { servedOrNull } from '../db/stored-files'
import { deleter, purgeAt, restoreVideo, trashOf, type Trashed, type TrashedVideoRecord } from '../db/trash'
import { turkishLower } from '../db/videos'
import { listPage } from '../lib/list'
import { fail, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

/** The Trash of a channel's videos and short videos (docs/decisions.md "Trash and Undo"); deleting is in videos.ts. */
export function videoTrashHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const trash = trashOf(db).videos
  const trashedChannels = ({ body }: { body: { ids: string[] } }) => body.ids.map((id) => trash.get(id)?.record.video.channelId)
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !trash.get(id)) ? fail(404, 'This video is not in the Trash.') : null)
  const shown = ({ record: { video }, deletedAt, deletedBy }: Trashed<TrashedVideoRecord>, request: Request) => ({
    id: video.id,
    videoId: video.videoId,
    video: video.video,
    thumbnail: servedOrNull(db.files, db.videos.view(video).thumbnail, request),
    fileName: video.fileName,
    videoKind: video.videoKind,
    privacyStatus: video.privacyStatus,
    uploadedAt: video.uploadedAt,
    channelId: video.channelId,
    deletedAt,
    deletedBy,
    purgeAt: purgeAt({ record: null, deletedAt, deletedBy }),
  })

  return [
    route(
      'channel',
      'post',
      '/videos/trash/search',
      { permission: 'video_read', body: SearchVideoTrashBody, channel: ({ body }) => body.channelId },
      ({ body, request }) => {
        const needle = turkishLower((body.search ?? '').trim())
        const found = trash
          .list()
          .filter(
            (entry) =>
              entry.record.video.channelId === body.channelId &&
              (!needle || turkishLower(`${entry.record.video.video} ${entry.record.video.fileName ?? ''}`).includes(needle)),
          )
          .map((entry) => shown(entry, request))
        return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
      },
    ),

    route(
      'channel',
      'post',
      '/videos/trash/restore',
      { audit: { record: 'video', id: 'each:ids' }, permission: 'video_write', body: RestoreVideosBody, channel: trashedChannels },
      ({ body, claims }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        const by = deleter(db, claims.sub)
        for (const id of new Set(body.ids)) {
          const { record } = trash.take(id)!
          restoreVideo(db, record)
          // Lists in other tabs show it again: the hub's RecordChanged says a list of its type may
          // hold it now (`created`: no list holds an older copy to refresh).
          db.versions.announce({
            ...db.versions.bump(id, by, ['restored']),
            type: 'videos',
            deleted: false,
            created: true,
            channelId: record.video.channelId,
            permission: 'video_read',
          })
        }
        return ok(null)
      },
    ),

    route(
      'channel',
      'delete',
      '/videos/trash/bulk',
      { audit: { record: 'video', id: 'each:ids' }, permission: 'video_write', body: PurgeVideosBody, channel: trashedChannels },
      ({ body }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        for (const id of body.ids) trash.take(id)
        return ok(null)
      },
    ),
  ]
}

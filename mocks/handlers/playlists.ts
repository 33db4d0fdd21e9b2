import type { RequestHandler } from 'msw'
import type { PlaylistVideo, RemovedPlaylistVideo } from '@/api/generated/channel/model'
import {
  AddPlaylistVideosBody,
  CreatePlaylistBody,
  DeletePlaylistBulkBody,
  DeletePlaylistVideoBulkBody,
  PurgePlaylistsBody,
  RestorePlaylistsBody,
  SearchPlaylistTrashBody,
  ReorderPlaylistVideosBody,
  RestorePlaylistVideosBody,
  SearchPlaylistsBody,
  SearchPlaylistVideosBody,
  SearchRemovedPlaylistVideosBody,
  UpdatePlaylistBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { playlistItems, playlistView, type PlaylistRecord } from '../db/playlists'
import { servedOrNull } from '../db/stored-files'
import { thumbnailPath } from '../db/thumbnail-images'
import { deleter, purgeAt, trashOf, type Trashed } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'

/** Playlists of a channel and the ordered videos in each. */
export function playlistHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const find = (id: string | undefined) => db.playlists.find((p) => p.id === id)
  const touched = (playlist: PlaylistRecord) => (playlist.lastModificationTime = new Date().toISOString())

  /** The playlist named by the path; 404 when unknown. */
  const withPlaylist = (call: Call, then: (playlist: PlaylistRecord) => Response) => {
    const playlist = find(call.params.playlistId ?? call.params.id)
    return playlist ? then(playlist) : notFound('Playlist')
  }

  const rows = (playlist: PlaylistRecord, request: Request): PlaylistVideo[] =>
    playlistItems(playlist, db.videos).flatMap((item, position) => {
      const video = db.videos.get(item.videoId)
      if (!video) return []
      const thumbnail = servedOrNull(db.files, db.videos.view(video).thumbnail, request)
      return [
        { id: item.id, videoId: video.id, videoTitle: video.video, thumbnail, uploadedAt: video.uploadedAt, privacyStatus: video.privacyStatus, position },
      ]
    })
  /** A playlist as the caller sees it: its picture at an absolute address. */
  const shown = (playlist: PlaylistRecord, request: Request) => {
    const view = playlistView(playlist)
    return { ...view, thumbnail: servedOrNull(db.files, view.thumbnail, request) }
  }

  /** Channel scopes: the channel the body names, the playlist's in the path, the listed playlists'. */
  const bodyChannel = ({ body }: { body: { channelId: string } }) => body.channelId
  const playlistChannel = (call: Call) => find(call.params.playlistId ?? call.params.id)?.channelId
  const playlistsChannels = ({ body }: { body: { ids: string[] } }) => body.ids.map((id) => find(id)?.channelId)

  // The Trash (soft delete): a deleted playlist is kept whole, its videos' order included, for 30 days.
  const trash = trashOf(db).playlists
  const removed = trashOf(db).playlistEntries
  const trashedChannels = ({ body }: { body: { ids: string[] } }) => body.ids.map((id) => trash.get(id)?.record.channelId)
  /** The ids not in the Trash: a restore or purge naming one is refused whole. */
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !trash.get(id)) ? fail(404, 'This playlist is not in the Trash.') : null)
  const trashedView = ({ record, deletedAt, deletedBy }: Trashed<PlaylistRecord>, request: Request) => {
    const { lastModificationTime: _, ...view } = shown(record, request)
    return { ...view, deletedAt, deletedBy, purgeAt: purgeAt({ record, deletedAt, deletedBy }) }
  }

  return [
    route('channel', 'post', '/playlists/search', { permission: 'video_read', body: SearchPlaylistsBody, channel: bodyChannel }, ({ body, request }) => {
      const from = body.lastUpdateDateStart ? new Date(body.lastUpdateDateStart).toISOString() : undefined
      const to = body.lastUpdateDateEnd ? new Date(body.lastUpdateDateEnd).toISOString() : undefined
      const found = db.playlists
        .filter(
          (p) =>
            p.channelId === body.channelId &&
            matches(body.search, p.playlist, p.description) &&
            (!body.privacyStatus || p.privacyStatus === body.privacyStatus) &&
            (!from || p.lastModificationTime >= from) &&
            (!to || p.lastModificationTime <= to),
        )
        .map((p) => shown(p, request))
      return ok(listPage(found, body, { key: 'lastModificationTime', order: 'desc' }))
    }),

    route(
      'channel',
      'post',
      '/playlists',
      { audit: { record: 'playlist', id: 'answer:id' }, permission: 'video_write', body: CreatePlaylistBody, channel: bodyChannel },
      ({ body }) => {
        if (!db.channel.channels.some((c) => c.id === body.channelId)) return fail(400, 'The channel does not exist.')
        const playlist: PlaylistRecord = {
          id: crypto.randomUUID(),
          playlist: body.playlist.trim(),
          description: body.description ?? null,
          thumbnail: thumbnailPath(body.playlist, body.playlist.length),
          lastModificationTime: new Date().toISOString(),
          privacyStatus: body.privacyStatus,
          channelId: body.channelId,
          seedCount: 0,
          items: [],
        }
        db.playlists.push(playlist)
        return ok({ id: playlist.id })
      },
    ),

    route(
      'channel',
      'delete',
      '/playlists/bulk',
      { audit: { record: 'playlist', id: 'each:ids' }, permission: 'video_write', body: DeletePlaylistBulkBody, channel: playlistsChannels },
      ({ body, claims }) => {
        const by = deleter(db, claims.sub)
        for (const playlist of db.playlists.filter((p) => body.ids.includes(p.id))) {
          playlistItems(playlist, db.videos) // its videos picked now, so a restore brings back the same order
          trash.put(playlist, by)
        }
        db.playlists.splice(0, db.playlists.length, ...db.playlists.filter((p) => !body.ids.includes(p.id)))
        return ok(null)
      },
    ),

    route(
      'channel',
      'post',
      '/playlists/trash/search',
      { permission: 'video_read', body: SearchPlaylistTrashBody, channel: bodyChannel },
      ({ body, request }) => {
        const found = trash
          .list()
          .filter((entry) => entry.record.channelId === body.channelId && matches(body.search, entry.record.playlist, entry.record.description))
          .map((entry) => trashedView(entry, request))
        return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
      },
    ),

    route(
      'channel',
      'post',
      '/playlists/trash/restore',
      { audit: { record: 'playlist', id: 'each:ids' }, permission: 'video_write', body: RestorePlaylistsBody, channel: trashedChannels },
      ({ body, claims }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        const by = deleter(db, claims.sub)
        for (const id of new Set(body.ids)) {
          const { record } = trash.take(id)!
          db.playlists.push(record)
          // Lists in other tabs show it again: the hub's RecordChanged says a list of its type may
          // hold it now (`created`: no list holds an older copy to refresh).
          db.versions.announce({
            ...db.versions.bump(id, by, ['restored']),
            type: 'playlists',
            deleted: false,
            created: true,
            channelId: record.channelId,
            permission: 'video_read',
          })
        }
        return ok(null)
      },
    ),

    route(
      'channel',
      'delete',
      '/playlists/trash/bulk',
      { audit: { record: 'playlist', id: 'each:ids' }, permission: 'video_write', body: PurgePlaylistsBody, channel: trashedChannels },
      ({ body }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        for (const id of body.ids) trash.take(id)
        return ok(null)
      },
    ),

    route('channel', 'get', '/playlists/:id', { permission: 'video_read', channel: playlistChannel }, (call) =>
      withPlaylist(call, (p) => ok(shown(p, call.request))),
    ),

    route(
      'channel',
      'put',
      '/playlists/:id',
      { audit: { record: 'playlist', id: 'param:id' }, permission: 'video_write', body: UpdatePlaylistBody, bodyFirst: true, channel: playlistChannel },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          Object.assign(playlist, { playlist: body.playlist.trim(), description: body.description ?? null, privacyStatus: body.privacyStatus })
          touched(playlist)
          return ok(null)
        })
      },
    ),

    route(
      'channel',
      'post',
      '/playlists/:playlistId/videos/search',
      { permission: 'video_read', body: SearchPlaylistVideosBody, bodyFirst: true, channel: playlistChannel },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          const found = rows(playlist, call.request).filter(
            (r) => matches(body.search, r.videoTitle) && (!body.visibility?.length || body.visibility.includes(r.privacyStatus)),
          )
          return ok(listPage(found, body))
        })
      },
    ),

    // Appends in the given order; videos already in the playlist are skipped.
    route(
      'channel',
      'post',
      '/playlists/:playlistId/videos',
      {
        audit: { record: 'playlist', id: 'param:playlistId' },
        permission: 'video_write',
        body: AddPlaylistVideosBody,
        bodyFirst: true,
        channel: playlistChannel,
      },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          const items = playlistItems(playlist, db.videos)
          const videos = body.videoIds.map((id) => db.videos.get(id))
          if (videos.some((v) => !v || v.channelId !== playlist.channelId)) return fail(400, 'Every video must be a video of the playlist’s channel.')
          for (const id of body.videoIds) if (!items.some((item) => item.videoId === id)) items.push({ id: crypto.randomUUID(), videoId: id })
          touched(playlist)
          return ok(null)
        })
      },
    ),

    route(
      'channel',
      'delete',
      '/playlists/:playlistId/videos/bulk',
      {
        audit: { record: 'playlist', id: 'param:playlistId' },
        permission: 'video_write',
        body: DeletePlaylistVideoBulkBody,
        bodyFirst: true,
        channel: playlistChannel,
      },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          const by = deleter(db, call.claims.sub)
          const items = playlistItems(playlist, db.videos)
          // Each removed entry is kept with its place, for restorePlaylistVideos (Undo).
          items.forEach((item, index) => {
            if (body.ids.includes(item.id)) removed.put({ id: item.id, playlistId: playlist.id, videoId: item.videoId, index }, by)
          })
          playlist.items = items.filter((item) => !body.ids.includes(item.id))
          touched(playlist)
          return ok(null)
        })
      },
    ),

    // What the playlist removed in the last 30 days and a restore would still put back (its page's "Removed" view).
    route(
      'channel',
      'post',
      '/playlists/:playlistId/videos/removed/search',
      { permission: 'video_read', body: SearchRemovedPlaylistVideosBody, bodyFirst: true, channel: playlistChannel },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          const inPlaylist = new Set(playlistItems(playlist, db.videos).map((item) => item.videoId))
          const found = removed.list().flatMap((entry): RemovedPlaylistVideo[] => {
            const video = db.videos.get(entry.record.videoId)
            if (entry.record.playlistId !== playlist.id || !video || inPlaylist.has(video.id) || !matches(body.search, video.video)) return []
            const { id, videoId, index } = entry.record
            const thumbnail = servedOrNull(db.files, db.videos.view(video).thumbnail, call.request)
            return [
              {
                id,
                videoId,
                videoTitle: video.video,
                thumbnail,
                position: index,
                deletedAt: entry.deletedAt,
                deletedBy: entry.deletedBy,
                purgeAt: purgeAt(entry),
              },
            ]
          })
          return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
        })
      },
    ),

    // Undo of the remove: the entries back at their places, in their old order, with the same ids.
    route(
      'channel',
      'post',
      '/playlists/:playlistId/videos/restore',
      {
        audit: { record: 'playlist', id: 'param:playlistId' },
        permission: 'video_write',
        body: RestorePlaylistVideosBody,
        bodyFirst: true,
        channel: playlistChannel,
      },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          const entries = removed.takeAll(body.ids, (entry) => entry.playlistId === playlist.id)
          if (!entries) return fail(404, 'This video was not removed from this playlist.')
          const items = playlistItems(playlist, db.videos)
          for (const entry of entries.sort((a, b) => a.index - b.index)) {
            if (!db.videos.get(entry.videoId) || items.some((item) => item.videoId === entry.videoId)) continue
            items.splice(Math.min(entry.index, items.length), 0, { id: entry.id, videoId: entry.videoId })
          }
          touched(playlist)
          return ok(null)
        })
      },
    ),

    // Moves one entry; the others keep their relative order (a position past the end is the end).
    route(
      'channel',
      'put',
      '/playlists/:playlistId/videos/order',
      {
        audit: { record: 'playlist', id: 'param:playlistId' },
        permission: 'video_write',
        body: ReorderPlaylistVideosBody,
        bodyFirst: true,
        channel: playlistChannel,
      },
      ({ body, ...call }) => {
        return withPlaylist(call, (playlist) => {
          const items = playlistItems(playlist, db.videos)
          const from = items.findIndex((item) => item.id === body.itemId)
          if (from < 0) return notFound('Playlist video')
          const [moved] = items.splice(from, 1)
          items.splice(Math.min(body.position, items.length), 0, moved!)
          touched(playlist)
          return ok(null)
        })
      },
    ),
  ]
}

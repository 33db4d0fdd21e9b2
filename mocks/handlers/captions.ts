import type { RequestHandler } from 'msw'
import {
  PurgeCaptionTracksBody,
  RestoreCaptionTracksBody,
  SearchCaptionTrackTrashBody,
  UpdateCaptionCuesBody,
  UploadCaptionTrackBody,
} from '@/api/generated/channel/zod/index.zod'
import { checkCues, formatTimestamp, writeSubtitles, type ProblemCode } from '@/lib/subtitles'
import type { Db } from '../db'
import { SAMPLE_CLIP_PATH, SAMPLE_CLIP_SECONDS, type CaptionRecord } from '../db/captions'
import { findUser } from '../db/identity-views'
import { deleter, trashOf } from '../db/trash'
import { inLanguage } from '../lib/messages'
import { fail, matches, notFound, ok } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'
import { trashRoutes } from '../lib/trash-routes'

/** Why the service refuses edited cues, naming the cue and its start. */
const REFUSED_CUES: Partial<Record<ProblemCode, (cue: number, at: string) => string>> = {
  empty: (cue, at) => `Cue ${cue} (${at}) is empty.`,
  endBeforeStart: (cue, at) => `Cue ${cue} (${at}) ends before it starts.`,
  overlap: (cue, at) => `Cue ${cue} (${at}) overlaps the one before it.`,
  pastEnd: (cue, at) => `Cue ${cue} (${at}) ends after the video’s end.`,
}

/**
 * A video's caption tracks (docs: openapi/channel.yaml, tag captions). A track is part of its
 * video, so reading needs video_read and every change video_write, and the channel scope is the
 * video's channel (a video or track of a channel the caller is not assigned to is refused).
 */
export function captionHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const videoChannel = (call: Call) => db.videos.get(call.params.id ?? '')?.channelId
  const trackChannel = (call: Call) => db.captions.get(call.params.id ?? '')?.channelId
  const videoOf = (call: Call) => db.videos.get(call.params.id ?? '') ?? null
  const trackOf = (call: Call) => db.captions.get(call.params.id ?? '') ?? null
  const touched = (call: Call, track: CaptionRecord) => {
    const user = findUser(db, call.claims.sub)
    track.updatedBy = user ? `${user.firstName} ${user.lastName}` : call.claims.sub
    track.updatedAt = new Date(db.clock.now()).toISOString()
  }
  const origin = (call: Call) => call.url.origin
  const trash = trashOf(db).captions
  const sameSlot = (a: CaptionRecord, b: CaptionRecord) =>
    a.videoId === b.videoId && a.kind === b.kind && a.languageCode.toLowerCase() === b.languageCode.toLowerCase()
  /**
   * A restore that cannot put every track back is refused whole: its video is deleted, or has a
   * track of that language and kind again, or the call brings two such tracks back (a video keeps at most one).
   */
  const refuseRestore = (named: CaptionRecord[]) => {
    const tracks = [...new Map(named.map((t) => [t.id, t])).values()]
    if (tracks.some((t) => !db.videos.get(t.videoId))) return fail(400, 'The video of this caption track is deleted; restore the video first.')
    const taken = (t: CaptionRecord, index: number) =>
      db.captions.ofVideo(t.videoId).some((other) => sameSlot(other, t)) || tracks.slice(0, index).some((other) => sameSlot(other, t))
    return tracks.some(taken) ? fail(400, 'This video already has a track of this kind in this language.') : null
  }
  /** A trashed track's video title: live, or in the videos Trash; null once the video is gone for good. */
  const videoTitle = (t: CaptionRecord) => db.videos.get(t.videoId)?.video ?? trashOf(db).videos.get(t.videoId)?.record.video.video ?? null
  /** The track as the caller reads it: a failure's reason in their language. */
  const shown = (call: Call, track: CaptionRecord) => {
    const view = db.captions.view(track)
    return { ...view, failureReason: view.failureReason && inLanguage(view.failureReason, call.request.headers.get('accept-language')) }
  }

  return [
    route('channel', 'get', '/videos/:id/captions', { permission: 'video_read', channel: videoChannel }, (call) => {
      const video = videoOf(call)
      if (!video) return notFound('Video')
      return ok({
        video: { fileUrl: `${origin(call)}${SAMPLE_CLIP_PATH}`, durationSeconds: SAMPLE_CLIP_SECONDS },
        tracks: db.captions.ofVideo(video.id).map((t) => shown(call, t)),
      })
    }),

    route(
      'channel',
      'post',
      '/videos/:id/captions',
      { audit: { record: 'captionTrack', id: 'answer:id' }, permission: 'video_write', body: UploadCaptionTrackBody, channel: videoChannel },
      (call) => {
        const video = videoOf(call)
        if (!video) return notFound('Video')
        const { body } = call
        const language = body.languageCode.toLowerCase()
        if (db.captions.ofVideo(video.id).some((t) => t.languageCode.toLowerCase() === language && t.kind === body.kind))
          return fail(400, 'This video already has a track of this kind in this language.')
        const user = findUser(db, call.claims.sub)
        const record = db.captions.add(
          {
            video,
            languageCode: body.languageCode,
            kind: body.kind,
            name: body.name.trim(),
            updatedBy: user ? `${user.firstName} ${user.lastName}` : call.claims.sub,
            updatedAt: new Date(db.clock.now()).toISOString(),
          },
          body.content,
          body.format,
        )
        return ok(shown(call, record))
      },
    ),

    route('channel', 'get', '/captions/:id', { permission: 'video_read', channel: trackChannel }, (call) => {
      const track = trackOf(call)
      return track ? ok({ ...shown(call, track), cues: track.cues }) : notFound('Caption track')
    }),

    route(
      'channel',
      'delete',
      '/captions/:id',
      { audit: { record: 'captionTrack', id: 'param:id' }, permission: 'video_write', channel: trackChannel },
      (call) => {
        const track = trackOf(call)
        if (!track) return notFound('Caption track')
        // Into the Trash whole (cues, language, status), for Undo and restoreCaptionTracks (30 days).
        db.captions.remove(track.id)
        trash.put(track, deleter(db, call.claims.sub))
        return ok(null)
      },
    ),

    // The Trash of the channel's tracks (docs/decisions.md "Trash and Undo"): the delete's permission and scope to restore or purge.
    ...trashRoutes(db, {
      path: '/captions',
      bin: trash,
      record: 'captionTrack',
      hubType: 'captions',
      read: 'video_read',
      write: 'video_write',
      bodies: { search: SearchCaptionTrackTrashBody, restore: RestoreCaptionTracksBody, purge: PurgeCaptionTracksBody },
      notInTrash: 'This caption track is not in the Trash.',
      found: (t, body) => t.channelId === body.channelId && matches(body.search, videoTitle(t), t.name, t.languageCode),
      row: (t) => ({
        id: t.id,
        videoId: t.videoId,
        videoTitle: videoTitle(t),
        channelId: t.channelId,
        languageCode: t.languageCode,
        kind: t.kind,
        name: t.name,
        status: t.status,
        source: t.source,
        cueCount: t.cues.length,
      }),
      channelOf: (t) => t.channelId,
      searchChannel: (body) => body.channelId,
      refuseRestore,
      // Open subtitles pages of its video read the tracks again (CaptionTrackStatusChanged).
      putBack: (t) => db.captions.putBack(t),
    }),

    route(
      'channel',
      'put',
      '/captions/:id/cues',
      { audit: { record: 'captionTrack', id: 'param:id' }, permission: 'video_write', body: UpdateCaptionCuesBody, channel: trackChannel },
      (call) => {
        const track = trackOf(call)
        if (!track) return notFound('Caption track')
        if (track.status === 'processing') return fail(400, 'The track is still being processed.')
        const cues = call.body.cues.map((cue, index) => ({ number: index + 1, line: 0, ...cue }))
        const error = checkCues(cues, SAMPLE_CLIP_SECONDS).find((p) => p.severity === 'error')
        if (error) {
          const number = error.cue ?? 1
          return fail(400, REFUSED_CUES[error.code]?.(number, formatTimestamp(cues[number - 1]?.start ?? 0, 'vtt')) ?? 'The cues are not valid.')
        }
        track.cues = call.body.cues.map(({ start, end, text }) => ({ start, end, text }))
        track.source = 'edited'
        track.status = 'draft'
        track.failureReason = null
        db.captions.retime(track)
        touched(call, track)
        return ok(shown(call, track))
      },
    ),

    route(
      'channel',
      'post',
      '/captions/:id/publish',
      { audit: { record: 'captionTrack', id: 'param:id' }, permission: 'video_write', channel: trackChannel },
      (call) => {
        const track = trackOf(call)
        if (!track) return notFound('Caption track')
        const again = track.status === 'published' && db.captions.view(track).needsUpdate
        if (track.status !== 'draft' && !again) return fail(400, 'Only a draft track can be published.')
        track.status = 'published'
        // Publishing (again) confirms the cues against the video's current file: a replaced file's "needs update" clears.
        db.captions.retime(track)
        touched(call, track)
        return ok(shown(call, track))
      },
    ),

    route(
      'channel',
      'post',
      '/captions/:id/unpublish',
      { audit: { record: 'captionTrack', id: 'param:id' }, permission: 'video_write', channel: trackChannel },
      (call) => {
        const track = trackOf(call)
        if (!track) return notFound('Caption track')
        if (track.status !== 'published') return fail(400, 'The track is not published.')
        track.status = 'draft'
        touched(call, track)
        return ok(shown(call, track))
      },
    ),

    route('channel', 'get', '/captions/:id/file', { permission: 'video_read', channel: trackChannel }, (call) => {
      const track = trackOf(call)
      if (!track) return notFound('Caption track')
      const format = call.url.searchParams.get('format')
      if (format !== 'srt' && format !== 'vtt') return fail(400, 'format must be srt or vtt.')
      if (track.cues.length === 0) return fail(400, 'The track has no cues yet.')
      const video = db.videos.get(track.videoId)
      const base = (video?.fileName ?? 'video').replace(/\.[^.]+$/, '')
      return ok({ fileName: `${base}.${track.languageCode}.${format}`, content: writeSubtitles(track.cues, format) })
    }),
  ]
}

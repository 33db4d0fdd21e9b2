import type { RequestHandler } from 'msw'
import type { Content } from '@/api/generated/channel/model'
import { CreateContentBody, PublishContentBody, ReplaceVideoFileBody, UpdateContentDetailsBody } from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { CATEGORIES } from '../db/enums'
import { languages } from '../db/reference'
import { findUser, hasPermission } from '../db/identity-views'
import { hashOf, platformId, prng, svgImage } from '../db/random'
import type { VideoRecord } from '../db/videos'
import { http, HttpResponse } from 'msw'
import { fail, notFound, ok } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'
import { gatewayHandlers } from '../lib/gateway-handlers'
import { registerSimulatedUploads, SIMULATED_BYTES_HEADER } from '../upload/simulated-transport'
import { parseMetadata, TUS_MAX_SIZE, TUS_VERSION, uploadsOf, type TusUpload } from '../upload/tus-state'

/** The browser host (msw in a page or jsdom): chunks arrive as byte counts (mocks/upload/simulated-transport.ts). */
const SIMULATED = typeof window !== 'undefined'

const TUS_HEADERS = { 'Tus-Resumable': TUS_VERSION }
/** A tus answer that is not a success, in the envelope (the text says what went wrong). */
const tusFail = (status: number, message: string) => {
  const response = fail(status, message)
  response.headers.set('Tus-Resumable', TUS_VERSION)
  return response
}

/** How long the platform "processes" an uploaded file before it is uploaded. */
const PROCESSING_MS = 4_000

/**
 * The three-step content creation. Creating opens a draft video at the front of the channel's
 * videos; the upload moves it to processing and, a few seconds later, to uploaded; publishing
 * makes it public, unlisted, private or scheduled.
 */
export function contentHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const tus = uploadsOf(db)
  /** The channel scope of a call on one content (and its uploads): the content's channel. */
  const contentChannel = (call: Call) => db.contents.get(call.params.id ?? '')?.channelId
  /**
   * A tus call on one upload: content_create, the content's channel, and the upload's owner (the
   * user who opened it; anyone else is refused alike, 403, whether or not they may create content).
   */
  const tusRoute = (method: 'head' | 'patch' | 'delete', handler: (call: Call, upload: TusUpload) => Response | Promise<Response>) =>
    route('channel', method, '/contents/:id/uploads/:uploadId', { permission: 'content_create', channel: contentChannel, headers: TUS_HEADERS }, (call) => {
      const upload = tus.get(call.params.uploadId ?? '')
      if (!upload || upload.contentId !== call.params.id)
        return method === 'patch' ? tusFail(404, 'No such upload.') : new HttpResponse(null, { status: 404, headers: TUS_HEADERS })
      if (upload.ownerId !== call.claims.sub) return tusFail(403, 'This upload was opened by another user.')
      return handler(call, upload)
    })
  const processing = { ms: PROCESSING_MS }
  /** Content creations that replace the file of an uploaded video (PUT /videos/{id}/file), until their last byte arrives. */
  const replacements = new Set<string>()

  /** The draft video follows the bytes: loadingStatus is the percentage received. */
  function progress(upload: TusUpload) {
    const content = db.contents.get(upload.contentId)
    const video = content && db.videos.get(content.videoUid)
    if (!content || !video || video.uploadStatus !== 'uploading') return
    db.videos.touchUpload(video.id)
    const percent = upload.length === 0 ? 100 : Math.floor((upload.offset / upload.length) * 100)
    video.loadingStatus = percent
    content.loadingStatus = percent
  }

  /**
   * A cancelled upload (tus termination, or discarding the content): the bytes are discarded and
   * so are the content creation and its draft video, which leaves the channel's list and totals.
   * A video whose whole file arrived stays (it is deleted from the videos list). False: not discarded.
   */
  function discardContent(contentId: string, uploadId?: string): boolean {
    if (uploadId) tus.discard(uploadId)
    const content = db.contents.get(contentId)
    const video = content && db.videos.get(content.videoUid)
    // A cancelled replacement: the video keeps the file it had.
    if (replacements.delete(contentId)) {
      const open = tus.ofContent(contentId)
      if (open?.state === 'receiving') tus.discard(open.id)
      db.contents.delete(contentId)
      return true
    }
    if (video && video.uploadStatus !== 'pending' && video.uploadStatus !== 'uploading' && video.uploadStatus !== 'cancelled') return false
    const open = tus.ofContent(contentId)
    if (open?.state === 'receiving') tus.discard(open.id)
    db.contents.delete(contentId)
    if (video) db.videos.remove([video.id])
    return true
  }

  // The last byte arrived: the platform processes the file, then the video is uploaded (hub event).
  tus.onComplete((upload) => {
    const content = db.contents.get(upload.contentId)
    const video = content && db.videos.get(content.videoUid)
    if (!content || !video) return
    // The new file of a replacement arrived: the caption tracks were timed against the old one.
    if (replacements.delete(content.id)) {
      db.captions.replaceFile(video.id)
      video.fileName = content.fileName
    }
    const videoId = platformId(prng(hashOf(video.id)), 11)
    const frame = svgImage(video.video, hashOf(video.id))
    Object.assign(video, { uploadStatus: 'processing', loadingStatus: 100, videoId, uploadedAt: new Date().toISOString() })
    db.videos.changed(video.channelId)
    db.videos.startProcessing(video.id, processing.ms)
    Object.assign(content, {
      currentStep: Math.max(content.currentStep, 1),
      sizeBytes: upload.length,
      thumbnail: frame,
      processedThumbnail: frame,
      uploadStatus: 'processing',
      loadingStatus: 100,
      videoId,
    })
  })

  /** The content with its draft video's progress; a finished processing step settles here. */
  function current(content: Content): { content: Content; video: VideoRecord | undefined } {
    const video = db.videos.get(content.videoUid)
    if (video)
      Object.assign(content, {
        uploadStatus: video.uploadStatus,
        loadingStatus: video.loadingStatus,
        uploadIdleSeconds: db.videos.uploadIdleSeconds(video),
        videoId: video.videoId,
      })
    return { content, video }
  }

  /** The content named by the path with its draft video; 404 when either is unknown. */
  const withContent = (call: Call, then: (content: Content, video: VideoRecord) => Response | Promise<Response>) => {
    const found = db.contents.get(call.params.id ?? '')
    if (!found) return notFound('Content')
    const { content, video } = current(found)
    return video ? then(content, video) : notFound('The content’s video')
  }

  const userName = (call: Call) => {
    const user = findUser(db, call.claims.sub)
    return user ? `${user.firstName} ${user.lastName}` : null
  }

  const handlers: RequestHandler[] = [
    route(
      'channel',
      'post',
      '/contents',
      { audit: { record: 'content', id: 'answer:id' }, permission: 'content_create', body: CreateContentBody, channel: ({ body }) => body.channelId },
      ({ body, ...call }) => {
        const channel = db.channel.channels.find((c) => c.id === body.channelId)
        if (!channel) return fail(400, 'The channel does not exist.')
        const defaults = db.settings.installationDefaults(channel.id)
        const title = body.fileName.replace(/\.[^.]+$/, '').slice(0, 100) || body.fileName.slice(0, 100)
        const video: VideoRecord = {
          id: crypto.randomUUID(),
          videoId: null,
          video: title,
          fileName: body.fileName,
          description: defaults.defaultDescription,
          privacyStatus: defaults.defaultPrivacyStatus,
          uploader: userName(call),
          videoKind: body.placement === 'short' ? 'short' : 'normal',
          uploadStatus: 'pending',
          status: 'draft',
          loadingStatus: 0,
          monetize: false,
          uploadedAt: null,
          publisher: null,
          publishedAt: null,
          thirdpartyClaimsCount: 0,
          productId: null,
          viewCount: 0,
          channelId: channel.id,
          tags: defaults.defaultTags,
          categoryId: defaults.defaultCategoryId,
          madeForKids: defaults.madeForKids,
          customThumbnail: null,
        }
        db.videos.add(video)
        const content: Content = {
          id: crypto.randomUUID(),
          channelId: channel.id,
          placement: body.placement,
          currentStep: 0,
          videoId: null,
          videoUid: video.id,
          fileName: body.fileName,
          sizeBytes: null,
          uploadStatus: 'pending',
          loadingStatus: 0,
          thumbnail: null,
          processedThumbnail: null,
          youtubeUrl: null,
          youtubeStudioUrl: null,
          title,
          description: video.description,
          tags: video.tags,
          categoryId: video.categoryId,
          productId: null,
          languageId: null,
          madeForKids: video.madeForKids,
          statistics_display: true,
          visibility: 'private',
          plan_date_and_time: null,
          createdAt: new Date().toISOString(),
        }
        db.contents.set(content.id, content)
        return ok({ id: content.id, videoId: null, videoUid: video.id })
      },
    ),

    route(
      'channel',
      'put',
      '/videos/:id/file',
      {
        audit: { record: 'content', id: 'answer:id' },
        permission: 'video_write',
        body: ReplaceVideoFileBody,
        channel: (call) => db.videos.get(call.params.id ?? '')?.channelId,
      },
      ({ body, ...call }) => {
        const video = db.videos.get(call.params.id ?? '')
        if (!video) return notFound('Video')
        // The new file goes up as a content upload, which needs content_create too.
        if (!hasPermission(db, call.claims.sub, 'content_create')) return fail(403, 'This needs the content_create permission.')
        if (video.uploadStatus !== 'uploaded') return fail(409, 'The video’s file is still arriving or being processed.')
        const content: Content = {
          id: crypto.randomUUID(),
          channelId: video.channelId,
          placement: video.videoKind === 'short' ? 'short' : 'video',
          currentStep: 0,
          videoId: video.videoId,
          videoUid: video.id,
          fileName: body.fileName,
          sizeBytes: null,
          uploadStatus: 'pending',
          loadingStatus: 0,
          thumbnail: null,
          processedThumbnail: null,
          youtubeUrl: null,
          youtubeStudioUrl: null,
          title: video.video,
          description: video.description,
          tags: video.tags,
          categoryId: video.categoryId,
          productId: video.productId,
          languageId: video.languageId ?? null,
          madeForKids: video.madeForKids,
          statistics_display: true,
          visibility: video.privacyStatus,
          plan_date_and_time: null,
          createdAt: new Date().toISOString(),
        }
        db.contents.set(content.id, content)
        replacements.add(content.id)
        return ok({ id: content.id, videoId: video.videoId, videoUid: video.id })
      },
    ),

    route('channel', 'get', '/contents/:id', { permission: 'content_create', channel: contentChannel }, (call) => withContent(call, (content) => ok(content))),

    route(
      'channel',
      'delete',
      '/contents/:id',
      { audit: { record: 'content', id: 'param:id' }, permission: 'content_create', channel: contentChannel },
      (call) => {
        const content = db.contents.get(call.params.id ?? '')
        if (!content) return notFound('Content')
        // Bytes another user is sending are theirs to cancel, as their tus calls are (403 below).
        const open = tus.ofContent(content.id)
        if (open?.state === 'receiving' && open.ownerId !== call.claims.sub) return fail(403, 'This upload was opened by another user.')
        if (!discardContent(content.id)) return fail(409, 'The whole file arrived: delete the video from the videos list instead.')
        return new HttpResponse(null, { status: 204 })
      },
    ),

    // tus 1.0 (creation, core, termination): openapi/channel.yaml "contents" and mocks/upload/tus-state.ts.
    route('channel', 'post', '/contents/:id/uploads', { permission: 'content_create', channel: contentChannel, headers: TUS_HEADERS }, (call) =>
      withContent(call, (content, video) => {
        const length = Number(call.request.headers.get('upload-length'))
        if (!Number.isSafeInteger(length) || length < 0) return tusFail(400, 'Upload-Length is required.')
        if (length > TUS_MAX_SIZE) return tusFail(413, 'The file is larger than the largest upload accepted.')
        if (['processing', 'uploaded'].includes(video.uploadStatus) && !replacements.has(content.id)) return tusFail(409, 'This content already has a file.')
        const metadata = parseMetadata(call.request.headers.get('upload-metadata'))
        if (metadata.filetype && !metadata.filetype.startsWith('video/')) return tusFail(415, 'The file is not a video.')
        const previous = tus.ofContent(content.id)
        if (previous && previous.state === 'receiving') tus.discard(previous.id)
        const upload = tus.create(content.id, call.claims.sub, length, metadata)
        const fileName = metadata.filename || video.fileName
        // A replacement leaves the video as it is (its current file plays) until the new file's last byte arrives.
        if (!replacements.has(content.id))
          Object.assign(video, { uploadStatus: upload.state === 'complete' ? video.uploadStatus : 'uploading', loadingStatus: 0, fileName })
        db.videos.touchUpload(video.id)
        Object.assign(content, { uploadStatus: video.uploadStatus, loadingStatus: 0, sizeBytes: length, fileName })
        db.videos.changed(video.channelId)
        const location = `${new URL(call.request.url).pathname}/${upload.id}`
        return new HttpResponse(null, { status: 201, headers: { ...TUS_HEADERS, Location: location } })
      }),
    ),

    tusRoute('head', (_call, upload) => {
      return new HttpResponse(null, {
        status: 200,
        headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length), 'Cache-Control': 'no-store' },
      })
    }),

    tusRoute('patch', async (call, upload) => {
      if (call.request.headers.get('content-type') !== 'application/offset+octet-stream')
        return tusFail(415, 'Send the chunk as application/offset+octet-stream.')
      const id = upload.id
      const offset = Number(call.request.headers.get('upload-offset'))
      const simulated = SIMULATED ? call.request.headers.get(SIMULATED_BYTES_HEADER) : null
      const outcome = simulated != null ? tus.appendCount(id, offset, Number(simulated)) : await tus.append(id, offset, call.request.body)
      if (outcome.status === 'cut') return HttpResponse.error()
      if (outcome.status !== 204) return tusFail(outcome.status, outcome.message)
      progress(upload)
      return new HttpResponse(null, { status: 204, headers: { ...TUS_HEADERS, 'Upload-Offset': String(outcome.offset) } })
    }),

    tusRoute('delete', (_call, upload) => {
      discardContent(upload.contentId, upload.id)
      return new HttpResponse(null, { status: 204, headers: TUS_HEADERS })
    }),

    // Developer controls: the uploads as the server holds them (offset, checksum) and the processing schedule.
    http.get('*/__mock/uploads', () => HttpResponse.json(tus.list())),
    http.post('*/__mock/uploads', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { processingMs?: unknown; cutNextAfterBytes?: unknown }
      if (typeof body.processingMs === 'number' && body.processingMs >= 0) processing.ms = body.processingMs
      if (typeof body.cutNextAfterBytes === 'number') tus.cutNextAppend(body.cutNextAfterBytes)
      return HttpResponse.json({ processingMs: processing.ms })
    }),

    route(
      'channel',
      'put',
      '/contents/:id/details',
      { audit: { record: 'content', id: 'param:id' }, permission: 'content_create', body: UpdateContentDetailsBody, bodyFirst: true, channel: contentChannel },
      ({ body, ...call }) => {
        return withContent(call, (content, video) => {
          if (body.productId && !db.parameter.products.some((p) => p.id === body.productId)) return fail(400, 'The product does not exist.')
          if (body.categoryId && !CATEGORIES.some(([id]) => id === body.categoryId)) return fail(400, 'The category does not exist.')
          if (body.languageId && !languages('en').some((l) => l.id === body.languageId)) return fail(400, 'The language does not exist.')
          const details = {
            title: body.title.trim(),
            description: body.description ?? null,
            tags: body.tags ?? [],
            categoryId: body.categoryId ?? null,
            productId: body.productId ?? null,
            languageId: body.languageId ?? null,
            placement: body.placement ?? content.placement,
            madeForKids: body.madeForKids,
            statistics_display: body.statistics_display,
          }
          Object.assign(content, details, { currentStep: Math.max(content.currentStep, 2), thumbnail: body.thumbnail ?? content.thumbnail })
          // The placement is the video's kind: a short is listed on the short-videos page too.
          Object.assign(video, {
            video: details.title,
            description: details.description,
            tags: details.tags,
            categoryId: details.categoryId,
            productId: details.productId,
            languageId: details.languageId,
            madeForKids: details.madeForKids,
            videoKind: details.placement === 'short' ? 'short' : 'normal',
          })
          if (body.thumbnail) video.customThumbnail = body.thumbnail
          db.videos.changed(video.channelId)
          return ok(null)
        })
      },
    ),

    route(
      'channel',
      'put',
      '/contents/:id/publish',
      { audit: { record: 'content', id: 'param:id' }, permission: 'content_create', body: PublishContentBody, bodyFirst: true, channel: contentChannel },
      ({ body, ...call }) => {
        return withContent(call, (content, video) => {
          const plan = body.plan_date_and_time ? new Date(body.plan_date_and_time) : null
          if (body.visibility === 'scheduled' && (!plan || plan.getTime() <= Date.now()))
            return fail(400, 'A scheduled content needs a planned date and time in the future.')
          if (body.visibility !== 'scheduled' && plan) return fail(400, 'Only a scheduled content has a planned date and time.')
          const scheduled = body.visibility === 'scheduled'
          Object.assign(video, {
            privacyStatus: scheduled ? 'private' : body.visibility,
            status: scheduled ? 'scheduled' : 'published',
            // A private video is not published: it has no publish date (a scheduled one has its plan).
            publishedAt: scheduled ? plan!.toISOString() : body.visibility === 'private' ? null : new Date().toISOString(),
            publisher: userName(call),
          })
          db.videos.changed(video.channelId)
          const platform = video.videoId ?? platformId(prng(hashOf(video.id)), 11)
          Object.assign(content, {
            currentStep: 3,
            visibility: body.visibility,
            plan_date_and_time: plan ? plan.toISOString() : null,
            youtubeUrl: `https://www.youtube.com/watch?v=${platform}`,
            youtubeStudioUrl: `https://studio.youtube.com/video/${platform}/edit`,
          })
          return ok(content)
        })
      },
    ),
  ]
  if (SIMULATED) registerSimulatedUploads([...gatewayHandlers, ...handlers])
  return handlers
}

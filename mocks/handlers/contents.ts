import type { RequestHandler } from 'msw'
import type { Content } from '@/api/generated/channel/model'
import { CreateContentBody, PublishContentBody, UpdateContentDetailsBody } from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { CATEGORIES } from '../db/enums'
import { findUser } from '../db/identity-views'
import { hashOf, platformId, prng, svgImage } from '../db/random'
import type { VideoRecord } from '../db/videos'
import { formFile } from '../lib/multipart'
import { fail, notFound, ok } from '../lib/respond'
import { route, validBody, type Call } from '../lib/route'
import { forbidden } from './guard'

/** How long the platform "processes" an uploaded file before it is uploaded. */
const PROCESSING_MS = 4_000

/**
 * The three-step content creation. Creating opens a draft video at the front of the channel's
 * videos; the upload moves it to processing and, a few seconds later, to uploaded; publishing
 * makes it public, unlisted, private or scheduled.
 */
export function contentHandlers(db: Db): RequestHandler[] {
  const processingUntil = new Map<string, number>()

  /** The content with its draft video's progress; a finished processing step settles here. */
  function current(content: Content): { content: Content; video: VideoRecord | undefined } {
    const video = db.videos.get(content.videoUid)
    const until = processingUntil.get(content.id)
    if (video && until != null && Date.now() >= until && video.uploadStatus === 'processing') {
      video.uploadStatus = 'uploaded'
      processingUntil.delete(content.id)
      db.videos.changed(video.channelId)
    }
    if (video) Object.assign(content, { uploadStatus: video.uploadStatus, loadingStatus: video.loadingStatus, videoId: video.videoId })
    return { content, video }
  }

  const withContent = (call: Call, then: (content: Content, video: VideoRecord) => Response | Promise<Response>) => {
    const denied = forbidden(db, call, 'content_create')
    if (denied) return denied
    const found = db.contents.get(call.params.id ?? '')
    if (!found) return notFound('Content')
    const { content, video } = current(found)
    return video ? then(content, video) : notFound('The content’s video')
  }

  const userName = (call: Call) => {
    const user = findUser(db, call.claims.sub)
    return user ? `${user.firstName} ${user.lastName}` : null
  }

  return [
    route('channel', 'post', '/contents', async (call) => {
      const denied = forbidden(db, call, 'content_create')
      if (denied) return denied
      const body = await validBody(call.request, CreateContentBody)
      if (body instanceof Response) return body
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
        madeForKids: video.madeForKids,
        statistics_display: true,
        visibility: 'private',
        plan_date_and_time: null,
        createdAt: new Date().toISOString(),
      }
      db.contents.set(content.id, content)
      return ok({ id: content.id, videoId: null, videoUid: video.id })
    }),

    route('channel', 'get', '/contents/:id', (call) => withContent(call, (content) => ok(content))),

    route('channel', 'post', '/contents/:id/upload', (call) =>
      withContent(call, async (content, video) => {
        const file = await formFile(call.request)
        if (!file) return fail(400, 'Send the video as the multipart field "file".')
        if (file.type && !file.type.startsWith('video/')) return fail(400, 'The file is not a video.')
        if (['uploading', 'processing', 'uploaded'].includes(video.uploadStatus)) return fail(400, 'This content already has a file.')
        const videoId = platformId(prng(hashOf(video.id)), 11)
        const frame = svgImage(video.video, hashOf(video.id))
        Object.assign(video, { uploadStatus: 'processing', loadingStatus: 100, videoId, uploadedAt: new Date().toISOString(), fileName: file instanceof File ? file.name : video.fileName })
        db.videos.changed(video.channelId)
        processingUntil.set(content.id, Date.now() + PROCESSING_MS)
        Object.assign(content, { currentStep: 1, sizeBytes: file.size, fileName: video.fileName, thumbnail: frame, processedThumbnail: frame, uploadStatus: 'processing', loadingStatus: 100, videoId })
        return ok({ uploadStatus: 'processing', fileName: video.fileName ?? '', sizeBytes: file.size })
      }),
    ),

    route('channel', 'delete', '/contents/:id/upload', (call) =>
      withContent(call, (content, video) => {
        if (video.uploadStatus === 'pending' || video.uploadStatus === 'uploading') {
          Object.assign(video, { uploadStatus: 'cancelled', loadingStatus: 0 })
          Object.assign(content, { uploadStatus: 'cancelled', loadingStatus: 0, currentStep: 0 })
          db.videos.changed(video.channelId)
        }
        return ok(null)
      }),
    ),

    route('channel', 'put', '/contents/:id/details', async (call) => {
      const body = await validBody(call.request, UpdateContentDetailsBody)
      if (body instanceof Response) return body
      return withContent(call, (content, video) => {
        if (body.productId && !db.parameter.products.some((p) => p.id === body.productId)) return fail(400, 'The product does not exist.')
        if (body.categoryId && !CATEGORIES.some(([id]) => id === body.categoryId)) return fail(400, 'The category does not exist.')
        const details = { title: body.title.trim(), description: body.description ?? null, tags: body.tags ?? [], categoryId: body.categoryId ?? null, productId: body.productId ?? null, madeForKids: body.madeForKids, statistics_display: body.statistics_display }
        Object.assign(content, details, { currentStep: Math.max(content.currentStep, 2), thumbnail: body.thumbnail ?? content.thumbnail })
        Object.assign(video, { video: details.title, description: details.description, tags: details.tags, categoryId: details.categoryId, productId: details.productId, madeForKids: details.madeForKids })
        if (body.thumbnail) video.customThumbnail = body.thumbnail
        db.videos.changed(video.channelId)
        return ok(null)
      })
    }),

    route('channel', 'put', '/contents/:id/publish', async (call) => {
      const body = await validBody(call.request, PublishContentBody)
      if (body instanceof Response) return body
      return withContent(call, (content, video) => {
        const plan = body.plan_date_and_time ? new Date(body.plan_date_and_time) : null
        if (body.visibility === 'scheduled' && (!plan || plan.getTime() <= Date.now())) return fail(400, 'A scheduled content needs a planned date and time in the future.')
        if (body.visibility !== 'scheduled' && plan) return fail(400, 'Only a scheduled content has a planned date and time.')
        const scheduled = body.visibility === 'scheduled'
        Object.assign(video, {
          privacyStatus: scheduled ? 'private' : body.visibility,
          status: scheduled ? 'scheduled' : 'published',
          publishedAt: scheduled ? plan!.toISOString() : new Date().toISOString(),
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
    }),
  ]
}

import type { Video, VideoDetail, VideoStatusChangedEvent } from '@/api/generated/channel/model'
import { hashOf } from './random'
import { thumbnailPath } from './thumbnail-images'
import { makeVideos, type VideoRecord, type VideoSeedContext } from './video-factory'

export type { VideoRecord } from './video-factory'

export type VideoSortKey =
  | 'video'
  | 'fileName'
  | 'privacyStatus'
  | 'uploader'
  | 'videoKind'
  | 'uploadStatus'
  | 'monetize'
  | 'uploadedAt'
  | 'publisher'
  | 'publishedAt'
  | 'thirdpartyClaimsCount'
  | 'product'
  | 'viewCount'

/** When the platform finishes processing the seeded videos: the first after this long, then one every step. */
const PROCESSING_FIRST_MS = 20_000
const PROCESSING_STEP_MS = 15_000
/** A seeded upload stopped this long before the videos were made (nobody sends it). */
const SEEDED_UPLOAD_IDLE_MS = 3_600_000

type StatusListener = (event: VideoStatusChangedEvent) => void

/**
 * Videos per channel, made on first use (the 10,000-video channel costs nothing until it is
 * opened). Sorted orders are cached per channel and dropped when the channel's videos change,
 * so paging through a sorted, filtered list stays well under 50 ms.
 */
export class VideoStore {
  private readonly byChannel = new Map<string, VideoRecord[]>()
  private readonly byId = new Map<string, VideoRecord>()
  private readonly sortCache = new Map<string, VideoRecord[]>()
  private readonly searchCache = new WeakMap<VideoRecord, { source: string; text: string }>()
  /** The processing schedule: video id → when the platform finishes processing it. */
  private readonly processingDue = new Map<string, number>()
  private processingTimer: ReturnType<typeof setTimeout> | undefined
  private readonly statusListeners = new Set<StatusListener>()
  /** When the platform last received bytes of a video's upload (or opened it): video id → time. */
  private readonly uploadActivity = new Map<string, number>()
  private madeListener: ((channelId: string, videos: VideoRecord[]) => void) | undefined
  private removedListener: ((videos: readonly VideoRecord[]) => void) | undefined

  constructor(
    private readonly contextFor: (channelId: string) => VideoSeedContext | null,
    private readonly allChannelIds: () => string[],
    /** Current product names by id (products can be renamed or deleted in the parameter service). */
    private readonly productNames: () => ReadonlyMap<string, string>,
  ) {}

  isLoaded(channelId: string) {
    return this.byChannel.has(channelId)
  }

  /** Newest first; a new upload goes to the front. */
  list(channelId: string): VideoRecord[] {
    let videos = this.byChannel.get(channelId)
    if (!videos) {
      const context = this.contextFor(channelId)
      videos = context ? makeVideos(context) : []
      this.byChannel.set(channelId, videos)
      for (const video of videos) this.byId.set(video.id, video)
      this.madeListener?.(channelId, videos)
      for (const video of videos) if (video.uploadStatus === 'uploading') this.uploadActivity.set(video.id, Date.now() - SEEDED_UPLOAD_IDLE_MS)
      // Seeded videos still processing finish one by one, as the platform would.
      let next = Date.now() + PROCESSING_FIRST_MS
      for (const video of videos) {
        if (video.uploadStatus !== 'processing') continue
        this.processingDue.set(video.id, next)
        next += PROCESSING_STEP_MS
      }
      this.scheduleProcessing()
    }
    return videos
  }

  get(id: string): VideoRecord | undefined {
    const found = this.byId.get(id)
    if (found) return found
    // An id from an earlier page load of a channel not opened yet: make every channel's videos.
    for (const channelId of this.allChannelIds()) this.list(channelId)
    return this.byId.get(id)
  }

  add(video: VideoRecord) {
    this.list(video.channelId).unshift(video)
    this.byId.set(video.id, video)
    this.changed(video.channelId)
  }

  remove(ids: readonly string[]): number {
    const removed: VideoRecord[] = []
    for (const id of ids) {
      const video = this.get(id)
      if (!video) continue
      const list = this.list(video.channelId)
      list.splice(list.indexOf(video), 1)
      this.byId.delete(id)
      this.changed(video.channelId)
      removed.push(video)
    }
    if (removed.length) this.removedListener?.(removed)
    return removed.length
  }

  /** Puts back a video `remove` took out (a restore from the Trash), at its place by upload date (newest first). */
  putBack(video: VideoRecord) {
    const list = this.list(video.channelId)
    const at = video.uploadedAt == null ? 0 : list.findIndex((v) => v.uploadedAt != null && v.uploadedAt < video.uploadedAt!)
    list.splice(at < 0 ? list.length : at, 0, video)
    this.byId.set(video.id, video)
    this.changed(video.channelId)
  }

  /** Who keeps data per video (the claims) hears when a channel's videos are made and when videos are deleted. */
  track(made: (channelId: string, videos: VideoRecord[]) => void, removed: (videos: readonly VideoRecord[]) => void) {
    this.madeListener = made
    this.removedListener = removed
  }

  /** Listens for videos whose status the platform changed (the hub's VideoStatusChanged). */
  onStatusChanged(listener: StatusListener): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /** Puts a video on the processing schedule: it becomes uploaded after `afterMs`. */
  startProcessing(id: string, afterMs = PROCESSING_FIRST_MS) {
    this.processingDue.set(id, Date.now() + afterMs)
    this.scheduleProcessing()
  }

  /** Videos on the processing schedule, soonest first. */
  processingQueue(): string[] {
    return [...this.processingDue.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)
  }

  /**
   * Advances the processing schedule: every video due by `now` (or the next `count` of them,
   * due or not: the developer control) becomes uploaded, and its status change is told.
   */
  advanceProcessing(options: { now?: number; count?: number } = {}): VideoStatusChangedEvent[] {
    const now = options.now ?? Date.now()
    const ids =
      options.count != null
        ? this.processingQueue().slice(0, options.count)
        : this.processingQueue().filter((id) => (this.processingDue.get(id) ?? Infinity) <= now)
    const events: VideoStatusChangedEvent[] = []
    for (const id of ids) {
      this.processingDue.delete(id)
      const video = this.byId.get(id)
      if (!video || video.uploadStatus !== 'processing') continue
      video.uploadStatus = 'uploaded'
      video.loadingStatus = 100
      this.changed(video.channelId)
      events.push(this.statusEvent(video))
    }
    for (const event of events) for (const listener of [...this.statusListeners]) listener(event)
    this.scheduleProcessing()
    return events
  }

  statusEvent(video: VideoRecord): VideoStatusChangedEvent {
    const { id, channelId, videoId, status, loadingStatus, uploadStatus } = video
    return { id, channelId, videoId, status, loadingStatus, uploadStatus, thumbnail: video.customThumbnail ?? this.defaultThumbnail(video) }
  }

  private scheduleProcessing() {
    clearTimeout(this.processingTimer)
    this.processingTimer = undefined
    if (this.processingDue.size === 0) return
    const soonest = Math.min(...this.processingDue.values())
    this.processingTimer = setTimeout(() => this.advanceProcessing(), Math.max(0, soonest - Date.now()))
    // The schedule never keeps a Node process (a test run, the e2e host at shutdown) alive.
    ;(this.processingTimer as { unref?: () => void }).unref?.()
  }

  /** Call after changing a video's fields, so cached sorted orders are rebuilt. */
  changed(channelId: string) {
    for (const key of [...this.sortCache.keys()]) if (key.startsWith(`${channelId}|`)) this.sortCache.delete(key)
  }

  sorted(channelId: string, key: VideoSortKey | undefined, order: 'asc' | 'desc' | undefined): VideoRecord[] {
    const videos = this.list(channelId)
    if (!key) return videos
    const cacheKey = `${channelId}|${key}|${order ?? 'asc'}`
    let sorted = this.sortCache.get(cacheKey)
    if (!sorted) {
      sorted = this.sort(videos, key, order === 'desc' ? -1 : 1)
      this.sortCache.set(cacheKey, sorted)
    }
    return sorted
  }

  /**
   * Title, file name, description and platform id in lower case (Turkish rules), cached per
   * video and rebuilt when one of them changes: a search over 10,000 videos stays a few ms.
   */
  searchText(video: VideoRecord): string {
    const source = `${video.video}\n${video.fileName ?? ''}\n${video.description ?? ''}\n${video.videoId ?? ''}`
    const cached = this.searchCache.get(video)
    if (cached?.source === source) return cached.text
    const text = turkishLower(source)
    this.searchCache.set(video, { source, text })
    return text
  }

  /** Bytes of the video's upload arrived (or its upload was opened) now, or at the time given (tests). */
  touchUpload(id: string, at = Date.now()) {
    this.uploadActivity.set(id, at)
  }

  /** Seconds since the upload last received bytes, while it is uploading; null otherwise. */
  uploadIdleSeconds(video: VideoRecord): number | null {
    if (video.uploadStatus !== 'uploading') return null
    const last = this.uploadActivity.get(video.id)
    return last === undefined ? null : Math.max(0, Math.floor((Date.now() - last) / 1000))
  }

  view(video: VideoRecord): Video {
    const { productId, customThumbnail, tags: _t, categoryId: _c, madeForKids: _m, languageId: _l, ...rest } = video
    return {
      ...rest,
      uploadIdleSeconds: this.uploadIdleSeconds(video),
      thumbnail: customThumbnail ?? this.defaultThumbnail(video),
      product: this.productRef(productId),
    }
  }

  detail(video: VideoRecord): VideoDetail {
    const { productId, customThumbnail, ...rest } = video
    return {
      ...rest,
      uploadIdleSeconds: this.uploadIdleSeconds(video),
      languageId: video.languageId ?? null,
      thumbnail: customThumbnail ?? this.defaultThumbnail(video),
      product: this.productRef(productId),
    }
  }

  private productRef(productId: string | null) {
    const name = productId ? this.productNames().get(productId) : undefined
    return productId && name ? { id: productId, name } : null
  }

  private defaultThumbnail(video: VideoRecord) {
    return video.uploadStatus === 'uploaded' || video.uploadStatus === 'processing' ? thumbnailPath(video.video, hashOf(video.id)) : null
  }

  /**
   * Ascending or descending by `dir`, empty values last either way. Text sorts by a precomputed
   * key in Turkish alphabet order, which is many times faster than a collator per comparison.
   */
  private sort(videos: readonly VideoRecord[], key: VideoSortKey, dir: 1 | -1): VideoRecord[] {
    const names = key === 'product' ? this.productNames() : null
    const value = (v: VideoRecord): string | number | null => {
      switch (key) {
        case 'video':
        case 'fileName':
        case 'uploader':
        case 'publisher':
          return v[key] == null ? null : turkishSortKey(v[key])
        case 'product': {
          const name = v.productId ? names!.get(v.productId) : undefined
          return name == null ? null : turkishSortKey(name)
        }
        case 'monetize':
          return Number(v.monetize)
        default:
          return v[key]
      }
    }
    const keyed = videos.map((video) => ({ video, key: value(video) }))
    keyed.sort((a, b) => {
      if (a.key == null) return b.key == null ? 0 : 1
      if (b.key == null) return -1
      return a.key < b.key ? -dir : a.key > b.key ? dir : 0
    })
    return keyed.map((entry) => entry.video)
  }
}

const FOLD: Record<string, string> = { ç: 'c{', ğ: 'g{', ı: 'h{', i: 'i', ö: 'o{', ş: 's{', ü: 'u{', â: 'a', î: 'i', û: 'u' }

/**
 * Lower case by Turkish rules (I → ı, İ → i) without the slow locale-aware call: 10,000 titles
 * take a few milliseconds instead of a few hundred.
 */
export const turkishLower = (text: string) => text.replace(/I/g, 'ı').replace(/İ/g, 'i').toLowerCase()

/** Lower-case text whose plain string order is the Turkish alphabet order (c < ç < d, h < ı < i). */
function turkishSortKey(text: string): string {
  return turkishLower(text).replace(/[çğıöşüâîû]/g, (c) => FOLD[c] ?? c)
}

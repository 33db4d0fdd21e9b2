import { session } from '@/api/session'
import { discardContent } from '@/api/generated/channel/endpoints/contents/contents'
import type { UploadStatus } from '@/api/generated/channel/model'
import { ApiError } from '@/api/errors'
import {
  createResumableUpload,
  forgetStoredUpload,
  storedUploads,
  type StoredUpload,
  type ResumableUpload,
  type ResumableUploadOptions,
  type RetryInfo,
  type UploadFailure,
} from '@/api/upload/tus-upload'
import { sampleSpeed, startSpeed, type SpeedMeasure } from './upload-speed'
import { clearAllCancellations, clearCancellation, NO_CANCELLATIONS, setCancellation, type CancellationFlags, type VideoStatusPatch } from './video-status'

/** Uploads sending at once; the others wait their turn. */
const PARALLEL_UPLOADS = 3

/**
 * Where an upload is. `retrying`: a request failed and the next attempt waits (`retry` says why
 * and when); `offline`: the browser has no network, the upload continues as soon as it is back.
 */
type UploadPhase = 'queued' | 'uploading' | 'retrying' | 'offline' | 'paused' | 'cancelling' | 'done' | 'cancelled' | 'failed'

export interface UploadItem {
  key: string
  channelId: string
  contentId: string
  videoUid: string
  fileName: string
  total: number
  /**
   * Bytes sent, what the bar shows: while sending it counts the chunk in flight and never goes
   * back (a retry resends from the server's offset, the bar stays); once paused or stopped it is
   * what the server confirmed, where the upload continues.
   */
  sent: number
  /** Bytes the server confirmed. */
  accepted: number
  phase: UploadPhase
  /** Bytes per second, smoothed, of the bytes sent while uploading; 0 when unknown or not sending. */
  speed: number
  /** Seconds left at the current speed; null when unknown. */
  secondsLeft: number | null
  failure: UploadFailure | null
  /** While retrying: the failed request's status (null: the connection failed) and when the next attempt starts (ms). */
  retry: { status: number | null; at: number } | null
  /** Once the file arrived: the platform's status of the video (processing, then uploaded or failed), from the live events. */
  serverStatus: UploadStatus | null
}

export interface NewUpload {
  file: File
  channelId: string
  contentId: string
  videoUid: string
  /** A stored upload of the same file (a reload): continue from its offset. */
  previous?: StoredUpload | null
}

export type UploadFactory = (options: ResumableUploadOptions) => ResumableUpload

/** Whether the browser has a network, and when it comes back. */
export interface NetworkWatch {
  isOnline(): boolean
  onOnline(listener: () => void): () => void
}

const browserNetwork: NetworkWatch = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => undefined
    window.addEventListener('online', listener)
    return () => window.removeEventListener('online', listener)
  },
}

/** Deletes the content creation (and its draft video) of a cancelled upload; already gone is fine. */
async function discardDraft(contentId: string) {
  try {
    await discardContent(contentId)
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error
  }
}

/** Holding a sending slot: sending, or waiting to send again. */
const SENDING: readonly UploadPhase[] = ['uploading', 'retrying', 'offline']
const ACTIVE: readonly UploadPhase[] = ['queued', 'cancelling', ...SENDING]

/** The bar's position after a progress report: it never goes back (a retry resends from the server's offset). */
function nextSent(item: Pick<UploadItem, 'sent' | 'total'>, reported: number) {
  return Math.max(item.sent, Math.min(reported, item.total))
}

/**
 * The one owner of the page's uploads, outside the routes: a screen that unmounts cancels or
 * orphans nothing. At most PARALLEL_UPLOADS send at once; each can be paused, resumed and
 * cancelled. A failed request shows as retrying (why, and when the next attempt starts; "retry
 * now" starts it at once); without a network the upload waits and continues the moment the
 * network is back. Cancel sets the video's cancellation flag, tells the server (tus
 * termination, then the draft is discarded: it leaves the lists) and clears the flag.
 */
export class UploadManager {
  private items: readonly UploadItem[] = []
  private flags: CancellationFlags = NO_CANCELLATIONS
  private readonly uploads = new Map<string, ResumableUpload>()
  private readonly speeds = new Map<string, SpeedMeasure>()
  private readonly listeners = new Set<() => void>()
  private readonly statusListeners = new Set<(patch: VideoStatusPatch & { channelId: string }) => void>()
  private snapshot: { items: readonly UploadItem[]; flags: CancellationFlags } = { items: this.items, flags: this.flags }

  constructor(
    private readonly factory: UploadFactory = createResumableUpload,
    private readonly limit = PARALLEL_UPLOADS,
    private readonly now: () => number = () => Date.now(),
    private readonly network: NetworkWatch = browserNetwork,
    private readonly discard: (contentId: string) => Promise<void> = discardDraft,
  ) {
    this.network.onOnline(() => {
      for (const item of this.items) if (item.phase === 'offline' || item.phase === 'retrying') this.retryNow(item.key)
    })
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  getSnapshot = () => this.snapshot

  /** Upload status changes of the videos (uploading, processing, cancelled: discarded) for the open lists. */
  onVideoStatus(listener: (patch: VideoStatusPatch & { channelId: string }) => void) {
    this.statusListeners.add(listener)
    return () => void this.statusListeners.delete(listener)
  }

  /** Uploads still sending or waiting (the page asks before it is left). */
  get running() {
    return this.items.some((item) => ACTIVE.includes(item.phase))
  }

  /** Whether this page is sending (or about to send) the file of this video. */
  isUploading(videoUid: string) {
    return this.items.some((item) => item.videoUid === videoUid && (ACTIVE.includes(item.phase) || item.phase === 'paused'))
  }
  /** This page holds the video's upload paused (the user paused it; it continues on Resume). */
  isPaused(videoUid: string) {
    return this.items.some((item) => item.videoUid === videoUid && item.phase === 'paused')
  }

  /** A live status event of a video (the hub): an upload whose file arrived follows the platform's status. */
  applyServerStatus(event: { id: string; uploadStatus: UploadStatus }) {
    if (event.uploadStatus !== 'processing' && event.uploadStatus !== 'uploaded' && event.uploadStatus !== 'failed') return
    for (const item of this.items)
      if (item.videoUid === event.id && (item.phase === 'done' || SENDING.includes(item.phase)) && item.serverStatus !== event.uploadStatus)
        this.update(item.key, { serverStatus: event.uploadStatus })
  }

  add(upload: NewUpload): string {
    const key = `${upload.contentId}:${this.now()}`
    const item: UploadItem = {
      key,
      channelId: upload.channelId,
      contentId: upload.contentId,
      videoUid: upload.videoUid,
      fileName: upload.file.name,
      total: upload.file.size,
      sent: 0,
      accepted: 0,
      phase: 'queued',
      speed: 0,
      secondsLeft: null,
      failure: null,
      retry: null,
      serverStatus: null,
    }
    this.uploads.set(
      key,
      this.factory({
        file: upload.file,
        channelId: upload.channelId,
        contentId: upload.contentId,
        metadata: { contentId: upload.contentId, videoUid: upload.videoUid, channelId: upload.channelId },
        previous: upload.previous ?? null,
        onProgress: (reported) => this.progress(key, reported),
        onAccepted: (accepted) => this.accept(key, accepted),
        onSuccess: () => this.finish(key),
        onError: (kind) => this.stop(key, { phase: 'failed', failure: kind }),
        onRetry: (info) => this.retrying(key, info),
      }),
    )
    this.items = [item, ...this.items]
    this.emit()
    this.pump()
    return key
  }

  pause(key: string) {
    const item = this.find(key)
    if (!item || (item.phase !== 'queued' && !SENDING.includes(item.phase))) return
    const wasSending = item.phase !== 'queued'
    this.stop(key, { phase: 'paused' })
    if (wasSending) void this.uploads.get(key)?.pause()
    this.pump()
  }

  /** Resumes a paused or failed upload: it asks the server for its offset and continues there. */
  resume(key: string) {
    const item = this.find(key)
    if (!item || (item.phase !== 'paused' && item.phase !== 'failed')) return
    this.update(key, { phase: 'queued', failure: null })
    this.pump()
  }

  /** A retrying or offline upload tries again at once (from the server's offset). */
  retryNow(key: string) {
    const item = this.find(key)
    const upload = this.uploads.get(key)
    if (!item || !upload || (item.phase !== 'retrying' && item.phase !== 'offline')) return
    this.update(key, { phase: 'retrying', retry: { status: item.retry?.status ?? null, at: this.now() }, speed: 0, secondsLeft: null })
    this.speeds.delete(key)
    // Stopping drops the pending attempt's timer; starting asks the server for its offset.
    void upload.pause().then(() => {
      if (this.find(key)?.phase === 'retrying') upload.start()
    })
  }

  async cancel(key: string) {
    const item = this.find(key)
    if (!item || item.phase === 'done' || item.phase === 'cancelled' || item.phase === 'cancelling') return
    this.flags = setCancellation(this.flags, item.videoUid)
    this.update(key, { phase: 'cancelling', speed: 0, secondsLeft: null, retry: null })
    try {
      await this.uploads.get(key)?.terminate()
    } catch {
      // The server could not be told (offline): the draft is discarded below, or the server discards stale uploads.
    }
    try {
      await this.discard(item.contentId)
    } catch {
      // Offline: the list shows the draft until the server discards it.
    }
    this.flags = clearCancellation(this.flags, item.videoUid)
    this.uploads.delete(key)
    this.speeds.delete(key)
    this.update(key, { phase: 'cancelled' })
    this.tell({ id: item.videoUid, channelId: item.channelId, uploadStatus: 'cancelled', loadingStatus: 0 })
    this.pump()
  }

  async cancelAll() {
    await Promise.all(
      this.items.filter((item) => ACTIVE.includes(item.phase) || item.phase === 'paused' || item.phase === 'failed').map((item) => this.cancel(item.key)),
    )
    this.flags = clearAllCancellations(this.flags)
    this.emit()
  }

  /**
   * Another user signed in over the page: every upload of the previous one stops and leaves the
   * tray, and the interrupted ones stored for resuming are forgotten. Nothing is sent for them
   * any more (the new user may not even see their videos); the server discards stale uploads.
   */
  discardAll() {
    for (const upload of this.uploads.values()) void upload.pause().catch(() => undefined)
    for (const stored of storedUploads()) if (stored.urlStorageKey) forgetStoredUpload(stored.urlStorageKey)
    this.uploads.clear()
    this.speeds.clear()
    this.items = []
    this.flags = NO_CANCELLATIONS
    this.emit()
  }

  /** Removes finished and cancelled uploads from the tray. */
  clearFinished() {
    this.items = this.items.filter((item) => item.phase !== 'done' && item.phase !== 'cancelled')
    this.emit()
  }

  private find(key: string) {
    return this.items.find((item) => item.key === key)
  }

  private pump() {
    let sending = this.items.filter((item) => SENDING.includes(item.phase)).length
    // Oldest first: the list holds the newest at the front.
    for (const item of [...this.items].reverse()) {
      if (sending >= this.limit) break
      if (item.phase !== 'queued') continue
      sending++
      this.speeds.delete(item.key)
      this.update(item.key, { phase: 'uploading' })
      this.tell({ id: item.videoUid, channelId: item.channelId, uploadStatus: 'uploading' })
      this.uploads.get(item.key)?.start()
    }
  }

  private progress(key: string, reported: number) {
    const item = this.find(key)
    // While retrying, bytes of an attempt that may fail again move nothing: the chunk's confirmation ends the retrying.
    if (!item || item.phase !== 'uploading') return
    const now = this.now()
    const measure = this.speeds.get(key)
    // The first report after a (re)start is where this session's bytes start (a resumed offset is no speed).
    const next = measure ? sampleSpeed(measure, now, reported) : startSpeed(now, reported)
    this.speeds.set(key, next)
    const sent = nextSent(item, reported)
    const speed = next.speed
    this.update(key, { sent, speed, secondsLeft: speed > 0 ? Math.ceil((item.total - sent) / speed) : null })
    // The list row's percentage follows, one step per whole percent.
    const percent = (bytes: number) => (item.total === 0 ? 100 : Math.floor((bytes / item.total) * 100))
    if (percent(sent) !== percent(item.sent)) this.tell({ id: item.videoUid, channelId: item.channelId, loadingStatus: percent(sent) })
  }

  private accept(key: string, accepted: number) {
    const item = this.find(key)
    if (!item) return
    const patch: Partial<UploadItem> = {}
    if (accepted > item.accepted) patch.accepted = Math.min(accepted, item.total)
    if (item.phase === 'retrying') Object.assign(patch, { phase: 'uploading', retry: null })
    if (Object.keys(patch).length) this.update(key, patch)
  }

  /** A request failed and is retried: say so at once, stop the figures; without a network, wait for it. */
  private retrying(key: string, info: RetryInfo) {
    const item = this.find(key)
    if (!item || !SENDING.includes(item.phase)) return
    this.speeds.delete(key)
    const figures = { speed: 0, secondsLeft: null, retry: { status: info.status, at: this.now() + info.delayMs } }
    if (this.network.isOnline()) {
      this.update(key, { phase: 'retrying', ...figures })
      return
    }
    this.update(key, { phase: 'offline', ...figures })
    void this.uploads.get(key)?.pause()
  }

  /** Paused or failed: the chunk in flight is lost, the bar shows what the server confirmed. */
  private stop(key: string, patch: Pick<UploadItem, 'phase'> & Partial<UploadItem>) {
    const item = this.find(key)
    if (!item) return
    this.speeds.delete(key)
    this.update(key, { ...patch, sent: item.accepted, speed: 0, secondsLeft: null, retry: null })
  }

  private finish(key: string) {
    const item = this.find(key)
    if (!item) return
    this.uploads.delete(key)
    this.speeds.delete(key)
    this.update(key, {
      phase: 'done',
      sent: item.total,
      accepted: item.total,
      speed: 0,
      secondsLeft: 0,
      retry: null,
      serverStatus: item.serverStatus ?? 'processing',
    })
    this.tell({ id: item.videoUid, channelId: item.channelId, uploadStatus: 'processing', loadingStatus: 100 })
    this.pump()
  }

  private update(key: string, patch: Partial<UploadItem>) {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...patch } : item))
    this.emit()
  }

  private tell(patch: VideoStatusPatch & { channelId: string }) {
    for (const listener of [...this.statusListeners]) listener(patch)
  }

  private emit() {
    this.snapshot = { items: this.items, flags: this.flags }
    for (const listener of [...this.listeners]) listener()
  }
}

/** The page's upload manager. */
export const uploadManager = new UploadManager()
session.onUserDropped(() => uploadManager.discardAll())

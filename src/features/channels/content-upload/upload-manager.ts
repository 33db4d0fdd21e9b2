import { session } from '@/api/session'
import {
  createResumableUpload,
  forgetStoredUpload,
  storedUploads,
  type StoredUpload,
  type ResumableUpload,
  type ResumableUploadOptions,
  type UploadFailure,
} from '@/api/upload/tus-upload'
import { clearAllCancellations, clearCancellation, NO_CANCELLATIONS, setCancellation, type CancellationFlags, type VideoStatusPatch } from './video-status'

/** Uploads sending at once; the others wait their turn. */
const PARALLEL_UPLOADS = 3

type UploadPhase = 'queued' | 'uploading' | 'paused' | 'cancelling' | 'done' | 'cancelled' | 'failed'

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
  /** Bytes per second, smoothed; 0 when unknown. */
  speed: number
  /** Seconds left at the current speed; null when unknown. */
  secondsLeft: number | null
  failure: UploadFailure | null
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

const ACTIVE: readonly UploadPhase[] = ['queued', 'uploading', 'cancelling']

/** Progress that never goes back: a retry resends from the server's offset, the bar stays. */
export function nextProgress(item: Pick<UploadItem, 'sent' | 'speed' | 'total'>, reported: number, elapsedMs: number, previousReported: number) {
  const sent = Math.max(item.sent, Math.min(reported, item.total))
  const delta = reported - previousReported
  const instant = elapsedMs > 0 && delta > 0 ? (delta * 1000) / elapsedMs : 0
  const speed = instant > 0 ? (item.speed > 0 ? item.speed * 0.8 + instant * 0.2 : instant) : item.speed
  return { sent, speed, secondsLeft: speed > 0 ? Math.ceil((item.total - sent) / speed) : null }
}

/**
 * The one owner of the page's uploads, outside the routes: a screen that unmounts cancels or
 * orphans nothing. At most PARALLEL_UPLOADS send at once; each can be paused, resumed and
 * cancelled. Cancel sets the video's cancellation flag, tells the server (tus
 * termination: the bytes are discarded) and clears the flag; cancel all does it for every one.
 */
export class UploadManager {
  private items: readonly UploadItem[] = []
  private flags: CancellationFlags = NO_CANCELLATIONS
  private readonly uploads = new Map<string, ResumableUpload>()
  private readonly samples = new Map<string, { at: number; reported: number }>()
  private readonly listeners = new Set<() => void>()
  private readonly statusListeners = new Set<(patch: VideoStatusPatch & { channelId: string }) => void>()
  private snapshot: { items: readonly UploadItem[]; flags: CancellationFlags } = { items: this.items, flags: this.flags }

  constructor(
    private readonly factory: UploadFactory = createResumableUpload,
    private readonly limit = PARALLEL_UPLOADS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  getSnapshot = () => this.snapshot

  /** Upload status changes of the videos (uploading, processing, cancelled) for the open lists. */
  onVideoStatus(listener: (patch: VideoStatusPatch & { channelId: string }) => void) {
    this.statusListeners.add(listener)
    return () => void this.statusListeners.delete(listener)
  }

  /** Uploads still sending or waiting (the page asks before it is left). */
  get running() {
    return this.items.some((item) => ACTIVE.includes(item.phase))
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
      }),
    )
    this.items = [item, ...this.items]
    this.emit()
    this.pump()
    return key
  }

  pause(key: string) {
    const item = this.find(key)
    if (!item || (item.phase !== 'uploading' && item.phase !== 'queued')) return
    const wasSending = item.phase === 'uploading'
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

  async cancel(key: string) {
    const item = this.find(key)
    if (!item || item.phase === 'done' || item.phase === 'cancelled' || item.phase === 'cancelling') return
    this.flags = setCancellation(this.flags, item.videoUid)
    this.update(key, { phase: 'cancelling', speed: 0, secondsLeft: null })
    try {
      await this.uploads.get(key)?.terminate()
    } catch {
      // The server could not be told (offline): the upload stays cancelled here; the server discards stale uploads.
    }
    this.flags = clearCancellation(this.flags, item.videoUid)
    this.uploads.delete(key)
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
    this.samples.clear()
    this.items = []
    this.flags = NO_CANCELLATIONS
    this.emit()
  }

  /** Removes finished, cancelled and failed uploads from the tray. */
  clearFinished() {
    this.items = this.items.filter((item) => item.phase !== 'done' && item.phase !== 'cancelled')
    this.emit()
  }

  private find(key: string) {
    return this.items.find((item) => item.key === key)
  }

  private pump() {
    let sending = this.items.filter((item) => item.phase === 'uploading').length
    // Oldest first: the list holds the newest at the front.
    for (const item of [...this.items].reverse()) {
      if (sending >= this.limit) break
      if (item.phase !== 'queued') continue
      sending++
      this.samples.set(item.key, { at: this.now(), reported: item.sent })
      this.update(item.key, { phase: 'uploading' })
      this.tell({ id: item.videoUid, channelId: item.channelId, uploadStatus: 'uploading' })
      this.uploads.get(item.key)?.start()
    }
  }

  private progress(key: string, reported: number) {
    const item = this.find(key)
    if (!item || item.phase !== 'uploading') return
    const now = this.now()
    const sample = this.samples.get(key) ?? { at: now, reported }
    // A retry reports from the server's offset again: no speed from a jump back.
    const base = reported < sample.reported ? reported : sample.reported
    this.samples.set(key, { at: now, reported })
    const next = nextProgress(item, reported, now - sample.at, base)
    this.update(key, next)
    // The list row's percentage follows, one step per whole percent.
    const percent = (sent: number) => (item.total === 0 ? 100 : Math.floor((sent / item.total) * 100))
    if (percent(next.sent) !== percent(item.sent)) this.tell({ id: item.videoUid, channelId: item.channelId, loadingStatus: percent(next.sent) })
  }

  private accept(key: string, accepted: number) {
    const item = this.find(key)
    if (item && accepted > item.accepted) this.update(key, { accepted: Math.min(accepted, item.total) })
  }

  /** Paused or failed: the chunk in flight is lost, the bar shows what the server confirmed. */
  private stop(key: string, patch: Pick<UploadItem, 'phase'> & Partial<UploadItem>) {
    const item = this.find(key)
    if (!item) return
    this.update(key, { ...patch, sent: item.accepted, speed: 0, secondsLeft: null })
  }

  private finish(key: string) {
    const item = this.find(key)
    if (!item) return
    this.uploads.delete(key)
    this.samples.delete(key)
    this.update(key, { phase: 'done', sent: item.total, accepted: item.total, speed: 0, secondsLeft: 0 })
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

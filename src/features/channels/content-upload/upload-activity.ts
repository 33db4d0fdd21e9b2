/**
 * How a list row's upload stands for this page, from what the page knows (does it send it, did
 * this browser start it) and what the server says (`uploadIdleSeconds`: how long nothing has
 * arrived). An upload sent from another tab or browser is under way while bytes keep arriving; it
 * has stalled when nothing has arrived for minutes (tus waits at most 60 s between retries).
 */

/** Nothing received for this long: the browser or tab sending the upload has stopped. */
export const STALLED_AFTER_SECONDS = 120

/**
 * - `elsewhere`: another tab of this browser sends it (its heartbeat), or, one this browser did
 *   not start, another browser does (bytes arrived lately).
 * - `pausedElsewhere`: another tab of this browser holds it paused (its user pressed Pause there).
 * - `interrupted`: this browser started it and no tab sends it now (a reload): pick the file again
 *   here. (Bytes that arrived just before the reload do not make it another browser's.)
 * - `stalled`: nothing has arrived for a while, and this browser cannot continue it.
 * - null: not an upload under way, or this page sends it (its own progress).
 */
export type UploadRowState = 'interrupted' | 'elsewhere' | 'pausedElsewhere' | 'stalled' | null

export interface UploadingVideo {
  id: string
  uploadStatus: string
  uploadIdleSeconds?: number | null
}

export interface UploadSenders {
  /** This page sends it. */
  here(id: string): boolean
  /** Another tab of this browser sends it or holds it paused (upload-heartbeat.ts). */
  otherTabs: ReadonlyMap<string, 'sending' | 'paused'>
  /** This browser started it and no page of it sends it (interrupted-uploads.ts). */
  storedHere: ReadonlySet<string>
}

export function uploadRowState(video: UploadingVideo, senders: UploadSenders): UploadRowState {
  if (video.uploadStatus !== 'uploading' || senders.here(video.id)) return null
  const otherTab = senders.otherTabs.get(video.id)
  if (otherTab) return otherTab === 'paused' ? 'pausedElsewhere' : 'elsewhere'
  if (senders.storedHere.has(video.id)) return 'interrupted'
  const idle = video.uploadIdleSeconds
  if (idle == null) return null
  return idle < STALLED_AFTER_SECONDS ? 'elsewhere' : 'stalled'
}

/** "12 minutes" / "3 hours" ("12 dakika" / "3 saat") for how long nothing has arrived. */
export function idleDuration(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.round(seconds / 60))
  const [value, unit] = minutes < 120 ? [minutes, 'minute'] : [Math.round(minutes / 60), 'hour']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

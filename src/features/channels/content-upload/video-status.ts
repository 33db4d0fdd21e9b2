/**
 * The video status rules, pure so the videos list (live status events) and the upload
 * flow share them: locate a video by its record id or by the platform's videoId; update status,
 * loadingStatus, videoId, uploadStatus and thumbnail; add new videos at the front; per-video
 * cancellation flags that can be set, cleared, or all cleared.
 *
 * Every function returns the input unchanged (same reference) when nothing changes, so a React
 * state or a query cache holding the list re-renders only for a real change.
 */

/** What the rules read of a video (the contract's Video has all of these). */
export interface VideoStatusFields {
  id: string
  videoId?: string | null
  status?: string
  loadingStatus?: number
  uploadStatus?: string
  thumbnail?: string | null
}

/** Which video: its record id, or the platform's videoId (known once the upload is accepted). */
export interface VideoLocator {
  id?: string | null
  videoId?: string | null
}

/** A status update: the fields present change, the ones absent (undefined) stay. */
export type VideoStatusPatch<V extends VideoStatusFields = VideoStatusFields> = VideoLocator &
  Partial<Pick<V, 'status' | 'loadingStatus' | 'uploadStatus' | 'thumbnail'>> & { videoId?: string | null }

const PATCHED = ['status', 'loadingStatus', 'videoId', 'uploadStatus', 'thumbnail'] as const

/** Index of the video the locator names: by id first, then by videoId; -1 when neither matches. */
export function findVideoIndex(videos: readonly VideoStatusFields[], locator: VideoLocator): number {
  if (locator.id) {
    const byId = videos.findIndex((video) => video.id === locator.id)
    if (byId !== -1) return byId
  }
  if (locator.videoId) return videos.findIndex((video) => video.videoId === locator.videoId)
  return -1
}

/** The video with the patch's fields applied; the same object when no field differs. */
export function patchVideo<V extends VideoStatusFields>(video: V, patch: VideoStatusPatch<V>): V {
  let next: V | null = null
  for (const field of PATCHED) {
    const value = patch[field]
    if (value === undefined || video[field] === value) continue
    next ??= { ...video }
    ;(next as Record<string, unknown>)[field] = value
  }
  return next ?? video
}

/**
 * Applies a status update to the video it names. A video not in the list is left alone (it may
 * be on another page); the list is returned as it was.
 */
export function applyVideoStatus<V extends VideoStatusFields>(videos: readonly V[], patch: VideoStatusPatch<V>): readonly V[] {
  const index = findVideoIndex(videos, patch)
  if (index === -1) return videos
  const current = videos[index] as V
  const updated = patchVideo(current, patch)
  if (updated === current) return videos
  const next = [...videos]
  next[index] = updated
  return next
}

/** Adds a new video at the front; a video already there (same id or videoId) moves to the front, updated. */
export function addVideo<V extends VideoStatusFields>(videos: readonly V[], video: V): readonly V[] {
  const index = findVideoIndex(videos, video)
  if (index === 0 && videos[0] === video) return videos
  const rest = index === -1 ? videos : videos.filter((_, position) => position !== index)
  return [video, ...rest]
}

/** Per-video cancellation flags, keyed by the video's record id. */
export type CancellationFlags = Readonly<Record<string, true>>

export const NO_CANCELLATIONS: CancellationFlags = Object.freeze({})

export const isCancelled = (flags: CancellationFlags, id: string) => Object.hasOwn(flags, id)

export function setCancellation(flags: CancellationFlags, id: string): CancellationFlags {
  return isCancelled(flags, id) ? flags : { ...flags, [id]: true }
}

export function clearCancellation(flags: CancellationFlags, id: string): CancellationFlags {
  if (!isCancelled(flags, id)) return flags
  const { [id]: _removed, ...rest } = flags
  return rest
}

export function clearAllCancellations(flags: CancellationFlags): CancellationFlags {
  return Object.keys(flags).length === 0 ? flags : NO_CANCELLATIONS
}

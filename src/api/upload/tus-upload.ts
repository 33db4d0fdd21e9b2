import { Upload, type DetailedError, type HttpRequest, type HttpStack, type PreviousUpload } from 'tus-js-client'
import { serviceUrl } from '../config'
import { acceptLanguage, getFreshAccessToken, refreshAccessToken } from '../http'

/**
 * Resumable uploads (tus 1.0, openapi/channel.yaml `contents`), beside the mutator: the file is
 * read in 8 MiB slices (a multiple of 256 KiB, so a backend can forward chunks unchanged), one
 * chunk at a time per upload; every request carries Accept-Language and a fresh access token from
 * the mutator's single-flight refresh; a 401 refreshes once and retries the chunk; a failed
 * refresh stops the upload (the mutator has signed out). Drops and 5xx resume from the
 * server's offset with backoff; a page reload resumes once the same file is picked again (its
 * fingerprint is stored, and removed on success).
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024
/** Backoff between retries; the count starts again whenever a retry made progress. */
const UPLOAD_RETRY_DELAYS = [0, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000, 60_000]
/** Where the browser host of the mock gateway puts its simulated transport (mocks/upload/simulated-transport.ts). */
/** A stored (interrupted) upload: its URL on the server and the metadata kept with its fingerprint. */
export type StoredUpload = PreviousUpload

const SIMULATED_TRANSPORT_KEY = '__mockUploadTransport'

const uploadEndpoint = (contentId: string) => serviceUrl('channel', `/contents/${contentId}/uploads`)

/** What identifies a file across a reload: the channel, its name, size, type and modification time. */
export const uploadFingerprint = (channelId: string, file: Pick<File, 'name' | 'size' | 'type' | 'lastModified'>) =>
  ['bo-upload', channelId, file.name, file.type, file.size, file.lastModified].join('|')

/** What the failed request tells the retry decision. */
export interface FailedRequest {
  /** HTTP status, or null for a network failure (dropped connection, offline). */
  status: number | null
  /** This chunk was already retried after a refresh. */
  refreshedForThisChunk: boolean
  /** The session ended (refresh refused): nothing may be sent any more. */
  sessionEnded: boolean
}

export type RetryDecision = 'retry' | 'refresh-and-retry' | 'stop'

/**
 * The resume decision: a dropped connection, a timeout, a conflict on the offset (409: ask the
 * server for its offset again), a lock (423) or a server error retry from the server's offset;
 * a 401 refreshes the token once and retries the chunk; anything else stops (404/410: the server
 * discarded the upload; 413/415: the file is refused).
 */
export function retryDecision(failure: FailedRequest): RetryDecision {
  if (failure.sessionEnded) return 'stop'
  const { status } = failure
  if (status === 401) return failure.refreshedForThisChunk ? 'stop' : 'refresh-and-retry'
  if (status === null || status === 408 || status === 409 || status === 423 || status === 429 || status >= 500) return 'retry'
  return 'stop'
}

/** Which stored upload to continue for a file picked again: the newest one the server knows a URL for. */
export function pickResumable(previous: readonly PreviousUpload[]): PreviousUpload | null {
  return [...previous].filter((upload) => Boolean(upload.uploadUrl)).sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0] ?? null
}

export type UploadFailure = 'session' | 'refused' | 'network'

/** Why a chunk is being retried: no connection at all, or the server's error status. */
export interface RetryInfo {
  /** HTTP status of the failed request, or null when the connection failed. */
  status: number | null
  /** The wait before the next attempt. */
  delayMs: number
}

export interface ResumableUploadOptions {
  file: File
  channelId: string
  contentId: string
  /** Stored with the fingerprint, read back after a reload (contentId, videoUid …). */
  metadata: Record<string, string>
  /** Continue this stored upload (from `findStoredUpload`) instead of creating one. */
  previous?: PreviousUpload | null
  onProgress(bytesSent: number, bytesTotal: number): void
  /** The server confirmed this many bytes (after each chunk); onProgress also counts bytes still in flight. */
  onAccepted?(bytesAccepted: number, bytesTotal: number): void
  onSuccess(): void
  onError(kind: UploadFailure, message: string): void
  /** A request failed and will be retried after `delayMs` (a token refresh is no such retry). */
  onRetry?(info: RetryInfo): void
}

export interface ResumableUpload {
  start(): void
  /** Stops sending (and any retry it waits for); `start` continues from the server's offset. */
  pause(): Promise<void>
  /** Stops and tells the server to discard what it received (tus termination). */
  terminate(): Promise<void>
}

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus() ?? null

function transport(): HttpStack | undefined {
  return (globalThis as Record<string, unknown>)[SIMULATED_TRANSPORT_KEY] as HttpStack | undefined
}

export function createResumableUpload(options: ResumableUploadOptions): ResumableUpload {
  let refreshNext = false
  let refreshedForThisChunk = false
  let sessionEnded = false
  const httpStack = transport()
  const upload = new Upload(options.file, {
    endpoint: uploadEndpoint(options.contentId),
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    parallelUploads: 1,
    metadata: { filename: options.file.name, filetype: options.file.type, ...options.metadata },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async (file: File) => uploadFingerprint(options.channelId, file),
    ...(httpStack ? { httpStack } : {}),
    async onBeforeRequest(request: HttpRequest) {
      request.setHeader('Accept-Language', acceptLanguage())
      let token: string | null
      try {
        token = refreshNext ? await refreshAccessToken() : await getFreshAccessToken()
      } catch (error) {
        // The mutator ended the session: stop cleanly, send nothing more.
        sessionEnded = true
        throw error
      } finally {
        refreshNext = false
      }
      if (!token) {
        sessionEnded = true
        throw new Error('Not signed in.')
      }
      request.setHeader('Authorization', `Bearer ${token}`)
    },
    onAfterResponse(_request, response) {
      if (response.getStatus() < 300) refreshedForThisChunk = false
    },
    onShouldRetry(error, retryAttempt) {
      const status = statusOf(error)
      const decision = retryDecision({ status, refreshedForThisChunk, sessionEnded })
      if (decision === 'refresh-and-retry') {
        refreshNext = true
        refreshedForThisChunk = true
      }
      if (decision === 'retry') options.onRetry?.({ status, delayMs: UPLOAD_RETRY_DELAYS[retryAttempt] ?? 0 })
      return decision !== 'stop'
    },
    onProgress: options.onProgress,
    onChunkComplete: (_chunk, accepted, total) => options.onAccepted?.(accepted, total),
    onSuccess: () => options.onSuccess(),
    onError(error) {
      const status = statusOf(error)
      const kind: UploadFailure = sessionEnded || status === 401 ? 'session' : status != null && status < 500 ? 'refused' : 'network'
      options.onError(kind, error.message)
    },
  })
  if (options.previous) upload.resumeFromPreviousUpload(options.previous)
  return {
    start: () => upload.start(),
    pause: () => upload.abort(false),
    terminate: () => upload.abort(true),
  }
}

/** The stored (interrupted) upload of this file on this channel, if any: picked again after a reload. */
export async function findStoredUpload(channelId: string, file: File): Promise<PreviousUpload | null> {
  const probe = new Upload(file, { endpoint: uploadEndpoint('probe'), fingerprint: async (f: File) => uploadFingerprint(channelId, f) })
  return pickResumable(await probe.findPreviousUploads())
}

/** Every interrupted upload stored in this browser (the tray lists them after a reload). */
export function storedUploads(): PreviousUpload[] {
  const key = 'tus::'
  const found: PreviousUpload[] = []
  for (let index = 0; index < localStorage.length; index++) {
    const name = localStorage.key(index)
    if (!name?.startsWith(key)) continue
    try {
      found.push({ ...(JSON.parse(localStorage.getItem(name) ?? '') as PreviousUpload), urlStorageKey: name })
    } catch {
      // a corrupt entry is no upload
    }
  }
  return found
}

/** Forgets a stored upload (the user dismissed it). */
export function forgetStoredUpload(urlStorageKey: string) {
  localStorage.removeItem(urlStorageKey)
}

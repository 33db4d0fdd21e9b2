import { describe, expect, it } from 'vitest'
import type { PreviousUpload } from 'tus-js-client'
import { pickResumable, retryDecision, UPLOAD_CHUNK_BYTES, uploadFingerprint } from './tus-upload'

const fresh = { refreshedForThisChunk: false, sessionEnded: false }

describe('resume decisions', () => {
  it('retries from the server offset after a dropped connection, a conflict on the offset and server errors', () => {
    expect(retryDecision({ ...fresh, status: null })).toBe('retry')
    expect(retryDecision({ ...fresh, status: 409 })).toBe('retry')
    expect(retryDecision({ ...fresh, status: 500 })).toBe('retry')
    expect(retryDecision({ ...fresh, status: 503 })).toBe('retry')
    expect(retryDecision({ ...fresh, status: 423 })).toBe('retry')
  })

  it('refreshes once on a 401 and retries the chunk; a second 401 for the same chunk stops', () => {
    expect(retryDecision({ ...fresh, status: 401 })).toBe('refresh-and-retry')
    expect(retryDecision({ ...fresh, status: 401, refreshedForThisChunk: true })).toBe('stop')
  })

  it('stops when the server discarded the upload or refuses the file, and after the session ended', () => {
    expect(retryDecision({ ...fresh, status: 404 })).toBe('stop')
    expect(retryDecision({ ...fresh, status: 410 })).toBe('stop')
    expect(retryDecision({ ...fresh, status: 415 })).toBe('stop')
    expect(retryDecision({ status: null, refreshedForThisChunk: false, sessionEnded: true })).toBe('stop')
  })

  it('continues the newest stored upload the server gave a URL for', () => {
    const stored = (creationTime: string, uploadUrl: string | null): PreviousUpload => ({
      size: 10,
      metadata: {},
      creationTime,
      urlStorageKey: creationTime,
      uploadUrl,
      parallelUploadUrls: null,
    })
    expect(pickResumable([])).toBeNull()
    const older = stored('2026-11-20T10:00:00Z', '/a')
    const newer = stored('2026-11-21T10:00:00Z', '/b')
    expect(pickResumable([older, newer, stored('2026-11-22T10:00:00Z', null)])).toBe(newer)
  })

  it('fingerprints a file by channel, name, type, size and modification time; chunks are a multiple of 256 KiB', () => {
    const file = { name: 'a.mp4', type: 'video/mp4', size: 5, lastModified: 7 }
    expect(uploadFingerprint('c1', file)).toBe(uploadFingerprint('c1', { ...file }))
    expect(uploadFingerprint('c1', file)).not.toBe(uploadFingerprint('c2', file))
    expect(uploadFingerprint('c1', file)).not.toBe(uploadFingerprint('c1', { ...file, size: 6 }))
    expect(UPLOAD_CHUNK_BYTES % (256 * 1024)).toBe(0)
  })
})

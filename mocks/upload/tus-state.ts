/**
 * The tus 1.0 server of the mock gateway (creation, offset, append, termination), as a state
 * machine both hosts drive: the Node host streams real bytes into a sink (a temporary file and a
 * running SHA-256), the browser host only advances offsets (msw's service worker would buffer
 * every body: a 2 GiB upload measured 8.4 GiB of memory), with the same answers, faults and
 * processing schedule.
 */
export const TUS_VERSION = '1.0.0'
/** Largest file accepted (Tus-Max-Size). */
export const TUS_MAX_SIZE = 256 * 1024 ** 3

/** Where the bytes of an upload go (Node: a temporary file and a running checksum). */
interface UploadSink {
  write(bytes: Uint8Array): void
  /** The SHA-256 of everything written, hex; null when the host keeps no bytes. */
  checksum(): string | null
  /** Closes the sink; `discard` also deletes what was kept. */
  close(discard: boolean): void
}

export type SinkFactory = (uploadId: string) => UploadSink

/** The browser host keeps no bytes: it counts them. */
const countingSink: SinkFactory = () => ({ write: () => undefined, checksum: () => null, close: () => undefined })

export interface TusUpload {
  id: string
  contentId: string
  /** The user who opened it: only they may continue, ask about or cancel it. */
  ownerId: string
  length: number
  offset: number
  metadata: Record<string, string>
  state: 'receiving' | 'complete' | 'discarded'
  /** The SHA-256 of the received bytes once complete (Node host). */
  checksum: string | null
  sink: UploadSink
}

/** What a caller can observe of an upload (the developer control GET /__mock/uploads). */
export type TusUploadView = Omit<TusUpload, 'sink'>

export type AppendOutcome = { status: 204; offset: number } | { status: 404 | 409 | 410; message: string } | { status: 'cut'; offset: number }

/** Upload-Metadata: comma-separated `key base64value` pairs. */
export function parseMetadata(header: string | null): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (!key) continue
    try {
      metadata[key] = value ? decodeURIComponent(escape(atob(value))) : ''
    } catch {
      metadata[key] = ''
    }
  }
  return metadata
}

export class TusUploads {
  private readonly uploads = new Map<string, TusUpload>()
  private readonly completeListeners = new Set<(upload: TusUpload) => void>()
  private sinkFactory: SinkFactory = countingSink
  /** Bytes after which the next append is cut off like a dropped connection (developer control). */
  private cutAfter: number | null = null

  /** The Node host keeps the bytes; the default only counts them. */
  useSink(factory: SinkFactory) {
    this.sinkFactory = factory
  }

  /** The next append stops after this many bytes of its body, as if the connection dropped. */
  cutNextAppend(afterBytes: number | null) {
    this.cutAfter = afterBytes
  }

  onComplete(listener: (upload: TusUpload) => void): () => void {
    this.completeListeners.add(listener)
    return () => this.completeListeners.delete(listener)
  }

  create(contentId: string, ownerId: string, length: number, metadata: Record<string, string>): TusUpload {
    const id = crypto.randomUUID().replace(/-/g, '')
    const upload: TusUpload = { id, contentId, ownerId, length, offset: 0, metadata, state: 'receiving', checksum: null, sink: this.sinkFactory(id) }
    this.uploads.set(id, upload)
    if (length === 0) this.finish(upload)
    return upload
  }

  get(id: string): TusUpload | undefined {
    return this.uploads.get(id)
  }

  list(): TusUploadView[] {
    return [...this.uploads.values()].map(({ sink: _sink, ...view }) => view)
  }

  /** The open (or finished) upload of a content, newest first. */
  ofContent(contentId: string): TusUpload | undefined {
    return [...this.uploads.values()].reverse().find((upload) => upload.contentId === contentId)
  }

  /** Checks an append before its body is read. */
  check(id: string, offset: number): Exclude<AppendOutcome, { status: 204 } | { status: 'cut' }> | null {
    const upload = this.uploads.get(id)
    if (!upload) return { status: 404, message: 'No such upload.' }
    if (upload.state === 'discarded') return { status: 410, message: 'The upload was cancelled.' }
    if (!Number.isSafeInteger(offset) || offset !== upload.offset) return { status: 409, message: `The upload is at offset ${upload.offset}.` }
    return null
  }

  /**
   * Appends a body at `offset` (tus PATCH). Bytes are kept as they arrive, so a body cut off
   * halfway leaves the upload at what arrived: the client asks (HEAD) and resumes from there.
   */
  async append(id: string, offset: number, body: ReadableStream<Uint8Array> | null): Promise<AppendOutcome> {
    const refused = this.check(id, offset)
    if (refused) return refused
    const upload = this.uploads.get(id)!
    const cut = this.cutAfter
    this.cutAfter = null
    let received = 0
    const reader = body?.getReader()
    try {
      while (reader) {
        const { done, value } = await reader.read()
        if (done) break
        if (upload.state !== 'receiving') break
        let bytes = value
        if (upload.offset + bytes.byteLength > upload.length) bytes = bytes.subarray(0, upload.length - upload.offset)
        if (cut != null && received + bytes.byteLength >= cut) {
          this.receive(upload, bytes.subarray(0, Math.max(0, cut - received)))
          void reader.cancel().catch(() => undefined)
          return { status: 'cut', offset: upload.offset }
        }
        this.receive(upload, bytes)
        received += bytes.byteLength
      }
    } catch {
      // The client went away mid-body: what arrived stays.
      return { status: 'cut', offset: upload.offset }
    }
    return { status: 204, offset: upload.offset }
  }

  /** The browser host's append: the offset moves by `count` without reading any bytes. */
  appendCount(id: string, offset: number, count: number): AppendOutcome {
    const refused = this.check(id, offset)
    if (refused) return refused
    const upload = this.uploads.get(id)!
    const cut = this.cutAfter
    this.cutAfter = null
    const take = Math.min(count, upload.length - upload.offset, cut ?? Infinity)
    upload.offset += take
    if (upload.offset === upload.length) this.finish(upload)
    return cut != null ? { status: 'cut', offset: upload.offset } : { status: 204, offset: upload.offset }
  }

  /** tus termination: the bytes are discarded and later requests answer 404. */
  discard(id: string): boolean {
    const upload = this.uploads.get(id)
    if (!upload) return false
    if (upload.state === 'receiving') upload.sink.close(true)
    upload.state = 'discarded'
    this.uploads.delete(id)
    return true
  }

  private receive(upload: TusUpload, bytes: Uint8Array) {
    if (bytes.byteLength === 0) return
    upload.sink.write(bytes)
    upload.offset += bytes.byteLength
    if (upload.offset === upload.length) this.finish(upload)
  }

  private finish(upload: TusUpload) {
    upload.state = 'complete'
    upload.checksum = upload.sink.checksum()
    upload.sink.close(false)
    for (const listener of [...this.completeListeners]) listener(upload)
  }
}

const registry = new WeakMap<object, TusUploads>()

/** The tus server of one mock gateway (keyed by its database), so both hosts reach the same state. */
export function uploadsOf(owner: object): TusUploads {
  let uploads = registry.get(owner)
  if (!uploads) {
    uploads = new TusUploads()
    registry.set(owner, uploads)
  }
  return uploads
}

/** Where the mock image and document service serves stored bytes, on the page's own origin. */
export const STORED_FILES_PREFIX = '/mock-files/'

export interface StoredFile {
  bytes: Blob
  contentType: string
}

/**
 * Bytes uploaded to the mock gateway (images, documents), kept for the session like a real file
 * service would keep them, and served back at a same-origin path in both hosts.
 */
export class StoredFiles {
  private readonly files = new Map<string, StoredFile>()
  private readonly byDataUrl = new Map<string, string>()

  /** Keeps the bytes and answers their path, e.g. `/mock-files/<id>/photo.jpg`. */
  put(bytes: Blob, contentType: string, fileName: string): string {
    const path = storedPath(crypto.randomUUID(), fileName)
    this.files.set(path, { bytes, contentType })
    return path
  }

  /** Keeps a seeded file at a known path. */
  putAt(path: string, file: StoredFile) {
    this.files.set(path, file)
  }

  /**
   * A `data:` image (the seeded, generated pictures) as a stored file, once per picture: the app
   * shows only http(s) and same-origin addresses, as it should.
   */
  fromDataUrl(dataUrl: string): string | null {
    const known = this.byDataUrl.get(dataUrl)
    if (known) return known
    const match = /^data:([\w/+.-]+)(;base64)?,(.*)$/s.exec(dataUrl)
    if (!match) return null
    const [, contentType = 'application/octet-stream', base64, payload = ''] = match
    const bytes = base64 ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(payload))
    const path = this.put(new Blob([bytes], { type: contentType }), contentType, contentType === 'image/svg+xml' ? 'image.svg' : 'file')
    this.byDataUrl.set(dataUrl, path)
    return path
  }

  get(path: string): StoredFile | undefined {
    return this.files.get(path)
  }

  delete(path: string) {
    this.files.delete(path)
  }
}

/** A safe last path segment: letters, digits, dot, dash and underscore. */
const safeName = (fileName: string) =>
  fileName
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-120) || 'file'

export const storedPath = (id: string, fileName: string) => `${STORED_FILES_PREFIX}${id}/${safeName(fileName)}`

/**
 * An address as the caller can show it: a `data:` picture becomes a stored file, and a stored or
 * generated file's path (`/mock-files/…`) an absolute URL on the gateway's origin as the caller
 * reached it (the contract's thumbnails are absolute URLs).
 */
export function servedUrl(files: StoredFiles, url: string, request: Request): string {
  if (!url.startsWith('data:')) return absoluteUrl(url, request)
  const path = files.fromDataUrl(url)
  return path ? absoluteUrl(path, request) : url
}

/** {@link servedUrl} of an address that may be absent. */
export const servedOrNull = (files: StoredFiles, url: string | null | undefined, request: Request): string | null =>
  url ? servedUrl(files, url, request) : null

/** The absolute address of a stored path as the caller reaches the gateway (contract: absolute http(s) URLs). */
export const absoluteUrl = (path: string, request: Request) => absoluteOn(path, request.url)

/** {@link absoluteUrl} on an origin (a hub connection's, which has no request). */
export const absoluteOn = (path: string, origin: string) => (path.startsWith(STORED_FILES_PREFIX) ? new URL(path, origin).href : path)

import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, isAbsolute, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { sendFailure } from './failure'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])

/** True when `path` is `root` itself or lies inside it (a sibling such as `dist-old/` does not). */
function isInside(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** The regular file at `path` with symlinks resolved, when that file is inside `root`; else null. */
function fileInside(root: string, path: string): string | null {
  try {
    const real = realpathSync(path)
    return isInside(root, real) && statSync(real).isFile() ? real : null
  } catch {
    return null
  }
}

/** The one byte range of a `Range: bytes=a-b` header (`a-`, `-n` too) within a file of `size` bytes; null: the whole file; 'unsatisfiable': a 416. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [, from = '', to = ''] = match
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from)
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start > end || start >= size ? 'unsatisfiable' : { start, end }
}

/**
 * Serves a built single-page app: hashed assets cached for a year, gzip, index.html fallback.
 * Only files inside the folder are served (symlinks resolved); a path that cannot be decoded is
 * a 400, anything outside the folder a 404, and no request can throw out of here.
 */
export function staticFiles(distDir: string) {
  const root = resolve(distDir)
  let realRoot: string | undefined
  const gzipCache = new Map<string, Buffer>()
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD')
      sendFailure(response, 405, `The method ${request.method ?? ''} is not allowed here.`)
      return
    }
    let pathname: string
    let decoded: string
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname
      decoded = decodeURIComponent(pathname)
    } catch {
      sendFailure(response, 400, 'The request path is not valid.')
      return
    }
    if (decoded.includes('\0')) {
      sendFailure(response, 400, 'The request path is not valid.')
      return
    }
    // Hidden files and folders of the build (`/.vite/manifest.json`, which the size scripts read) are not served.
    if (decoded.split('/').some((segment) => segment.startsWith('.'))) {
      sendFailure(response, 404, 'Not found.')
      return
    }
    try {
      realRoot ??= realpathSync(root)
    } catch {
      sendFailure(response, 404, 'Not found.')
      return
    }
    const wanted = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`)
    let path = isInside(root, wanted) ? fileInside(realRoot, wanted) : null
    if (!path) {
      // Unknown paths are app routes; asset-looking paths and paths outside the folder are real 404s.
      if (!isInside(root, wanted) || (extname(pathname) && !pathname.endsWith('.html'))) {
        sendFailure(response, 404, 'Not found.')
        return
      }
      path = fileInside(realRoot, join(realRoot, 'index.html'))
      if (!path) {
        sendFailure(response, 404, 'Not found.')
        return
      }
    }
    const ext = extname(path)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') && /-[A-Za-z0-9_-]{8,}\./.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      let body = gzipCache.get(path)
      try {
        body ??= gzipSync(readFileSync(path))
      } catch {
        sendFailure(response, 404, 'Not found.')
        return
      }
      gzipCache.set(path, body)
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': String(body.length) })
      response.end(request.method === 'HEAD' ? undefined : body)
      return
    }
    // Byte ranges, as nginx answers them: a video element seeks (the subtitle editor plays from a cue).
    let size: number
    try {
      size = statSync(path).size
    } catch {
      sendFailure(response, 404, 'Not found.')
      return
    }
    const range = byteRange(request.headers.range, size)
    if (range === 'unsatisfiable') {
      response.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` })
      response.end()
      return
    }
    headers['Accept-Ranges'] = 'bytes'
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
    headers['Content-Length'] = String(range ? range.end - range.start + 1 : size)
    response.writeHead(range ? 206 : 200, headers)
    if (request.method === 'HEAD') {
      response.end()
      return
    }
    const stream = createReadStream(path, range ?? undefined)
    // A file removed while being sent, or a client gone: end this response, never the server.
    stream.on('error', () => response.destroy())
    stream.pipe(response)
  }
}

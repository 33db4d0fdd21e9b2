import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

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
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])

/** Serves a built single-page app: hashed assets cached for a year, gzip, index.html fallback. */
export function staticFiles(distDir: string) {
  const root = resolve(distDir)
  const gzipCache = new Map<string, Buffer>()
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let path = normalize(join(root, decodeURIComponent(url.pathname)))
    if (!path.startsWith(root)) {
      response.writeHead(403).end()
      return
    }
    if (!existsSync(path) || statSync(path).isDirectory()) {
      // Unknown paths are app routes; asset-looking paths that are missing are real 404s.
      if (extname(url.pathname) && !url.pathname.endsWith('.html')) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
        return
      }
      path = join(root, 'index.html')
    }
    const ext = extname(path)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/') && /-[A-Za-z0-9_-]{8,}\./.test(url.pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      let body = gzipCache.get(path)
      if (!body) {
        body = gzipSync(readFileSync(path))
        gzipCache.set(path, body)
      }
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': String(body.length) })
      response.end(request.method === 'HEAD' ? undefined : body)
      return
    }
    response.writeHead(200, headers)
    if (request.method === 'HEAD') response.end()
    else createReadStream(path).pipe(response)
  }
}

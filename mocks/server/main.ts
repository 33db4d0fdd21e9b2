import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { revocations } from '../auth/revocations'
import { faults } from '../faults'
import { createGateway } from '../gateway'
import { settings, updateSettings } from '../settings'
import { uploadsOf } from '../upload/tus-state'
import { fileSink } from '../upload/node-sink'
import { attachHub } from '../hub/ws-host'
import { acceptLanguageOf, sendFailure, sendRawFailure } from './failure'
import { staticFiles } from './static-files'
import { isStoredFilePath } from './stored-file-paths'

/**
 * The mock gateway as a local Node server on a loopback port: the production build (dist/),
 * the HTTP API through the same handlers the browser uses, and the notification hub as a real
 * WebSocket endpoint. `npm run preview:mock`; PORT, HOST and DIST_DIR override the defaults.
 *
 * One bad request never takes the server down: whatever arrives (a path that cannot be decoded,
 * a traversal attempt, oversized headers, bad JSON, a body cut off mid-upload, a client that
 * goes away) gets a 4xx answer in the envelope, or the connection simply ends when the client
 * has gone (mocks/server/robustness.test.ts). Its own failures answer in the caller's language,
 * like the handlers (Accept-Language; mocks/lib/messages.ts).
 *
 * POST /__mock/reset (this host only) puts the gateway back as it started: a freshly seeded
 * database, no fault rules, no revoked sessions, the start-up settings, no uploads, a new hub (open hub connections
 * are closed and reconnect to it). The end-to-end harness calls it before each test file, so a
 * file never sees what another file on the same host changed (tests/e2e/support/reset.ts).
 */
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
// tus uploads stream to temporary files with a running checksum (mocks/upload/node-sink.ts).
const sink = fileSink()
const startupSettings = { ...settings }
let gateway = createGateway()
uploadsOf(gateway.db).useSink(sink)
const serveStatic = staticFiles(process.env.DIST_DIR ?? 'dist')
const API = /^\/((identity|notification|channel|parameter)-service|__mock)(\/|$)/
const RESET = '/__mock/reset'

function toRequest(incoming: IncomingMessage): Request {
  // The Host header names the origin the client used; one that does not parse falls back to ours.
  let origin = `http://${host}:${port}`
  if (URL.canParse(`http://${incoming.headers.host ?? ''}`)) origin = `http://${incoming.headers.host}`
  const url = new URL(incoming.url ?? '/', origin)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value != null) headers.set(name, value)
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  return new Request(url, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit)
}

/** Replaces the gateway by a fresh one (see the reset note above); answers how long it took. */
function reset(outgoing: ServerResponse) {
  const started = performance.now()
  const previous = gateway
  const uploads = uploadsOf(previous.db)
  // Bytes of unfinished uploads are deleted; processing timers of the old database only reach the old hub.
  for (const upload of uploads.list()) if (upload.state === 'receiving') uploads.discard(upload.id)
  detachHub()
  faults.clear()
  revocations.clear()
  updateSettings(startupSettings)
  gateway = createGateway()
  uploadsOf(gateway.db).useSink(sink)
  detachHub = attachHub(server, gateway.hub, host)
  const body = JSON.stringify({ reset: true, ms: Math.round(performance.now() - started) })
  outgoing.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) })
  outgoing.end(body)
}

const server = createServer((incoming, outgoing) => {
  // A client that disconnects mid-request surfaces as stream errors: they end this exchange only.
  incoming.on('error', () => outgoing.destroy())
  outgoing.on('error', () => incoming.destroy())
  const path = (incoming.url ?? '/').split('?')[0] ?? '/'
  if (!API.test(path) && !isStoredFilePath(path)) {
    serveStatic(incoming, outgoing)
    return
  }
  if (path === RESET) {
    incoming.resume()
    if (incoming.method === 'POST') reset(outgoing)
    else {
      outgoing.setHeader('Allow', 'POST')
      sendFailure(outgoing, 405, `The method ${incoming.method ?? ''} is not allowed here.`)
    }
    return
  }
  let request: Request
  try {
    // A path that cannot be decoded (`/mock-files/%E0%A4%A/x.png`) is the caller's mistake, not the gateway's.
    decodeURIComponent(path)
    request = toRequest(incoming)
  } catch {
    sendFailure(outgoing, 400, 'The request could not be read.')
    return
  }
  void (async () => {
    try {
      const response = await getResponse(gateway.handlers, request)
      if (!response || response.type === 'error') {
        // HttpResponse.error() is a network failure: drop the connection like one.
        if (response?.type === 'error') incoming.socket.destroy()
        else sendFailure(outgoing, 404, `The mock gateway has no answer for ${incoming.method} ${path}.`)
        return
      }
      const headers: Record<string, string> = {}
      response.headers.forEach((value, name) => (headers[name] = value))
      const body = Buffer.from(await response.arrayBuffer())
      if (outgoing.destroyed) return
      outgoing.writeHead(response.status, headers)
      outgoing.end(body)
    } catch (error) {
      if (incoming.readableAborted || incoming.errored || outgoing.destroyed) {
        // The body was cut off or the client left: nobody is there to answer.
        outgoing.destroy()
      } else if (error instanceof SyntaxError || incoming.errored) {
        sendFailure(outgoing, 400, 'The request body could not be read.')
      } else {
        console.error('[mock server]', error)
        sendFailure(outgoing, 500, 'The mock gateway failed on this request.')
      }
    }
  })()
})

// Requests Node's parser refuses (a malformed request line, headers over the size limit): answer
// in the envelope and close that connection only.
server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const language = acceptLanguageOf(error.rawPacket)
  if (error.code === 'HPE_HEADER_OVERFLOW') sendRawFailure(socket, 431, 'The request headers are too large.', language)
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') sendRawFailure(socket, 408, 'The request took too long to arrive.', language)
  else sendRawFailure(socket, 400, 'The request could not be read.', language)
})

let detachHub = attachHub(server, gateway.hub, host)

// Last line of defence for a development server: report the bug and keep serving. The
// robustness test fails when this line is ever printed.
process.on('uncaughtException', (error) => console.error('[mock server] uncaught exception', error))
process.on('unhandledRejection', (error) => console.error('[mock server] unhandled rejection', error))

server.listen(port, host, () => {
  console.log(`Mock gateway with the production build on http://${host}:${port}`)
})

const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

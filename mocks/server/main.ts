import { createServer, type IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { createGateway } from '../gateway'
import { attachHub } from '../hub/ws-host'
import { staticFiles } from './static-files'

/**
 * The mock gateway as a local Node server on a loopback port: the production build (dist/),
 * the HTTP API through the same handlers the browser uses, and the notification hub as a real
 * WebSocket endpoint. `npm run preview:mock`; PORT, HOST and DIST_DIR override the defaults.
 */
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const gateway = createGateway()
const serveStatic = staticFiles(process.env.DIST_DIR ?? 'dist')
const API = /^\/((identity|notification|channel|parameter)-service|__mock)(\/|$)/

function toRequest(incoming: IncomingMessage): Request {
  const url = `http://${incoming.headers.host ?? `${host}:${port}`}${incoming.url ?? '/'}`
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

const server = createServer((incoming, outgoing) => {
  const path = (incoming.url ?? '/').split('?')[0] ?? '/'
  if (!API.test(path)) {
    serveStatic(incoming, outgoing)
    return
  }
  void (async () => {
    try {
      const response = await getResponse(gateway.handlers, toRequest(incoming))
      if (!response || response.type === 'error') {
        // HttpResponse.error() is a network failure: drop the connection like one.
        if (response?.type === 'error') incoming.socket.destroy()
        else outgoing.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ header: { isSuccess: false, message: `No mock for ${incoming.method} ${path}` }, body: null }))
        return
      }
      const headers: Record<string, string> = {}
      response.headers.forEach((value, name) => (headers[name] = value))
      outgoing.writeHead(response.status, headers)
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error('[mock server]', error)
      outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ header: { isSuccess: false, message: 'Mock server error' }, body: null }))
    }
  })()
})

attachHub(server, gateway.hub, host)

server.listen(port, host, () => {
  console.log(`Mock gateway with the production build on http://${host}:${port}`)
})

const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { HUB_PATH, type MockHub } from './hub'

/**
 * Carries the hub over real WebSockets on a Node HTTP server (the local mock server's host):
 * upgrades requests for the hub path, refuses every other upgrade. Returns a function that
 * detaches it and closes the sockets.
 */
export function attachHub(server: Server, hub: MockHub, fallbackHost = '127.0.0.1'): () => void {
  const sockets = new WebSocketServer({ noServer: true })
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const base = URL.canParse(`http://${request.headers.host ?? ''}`) ? `http://${request.headers.host}` : `http://${fallbackHost}`
    const url = URL.canParse(request.url ?? '/', base) ? new URL(request.url ?? '/', base) : null
    if (!url || url.pathname !== HUB_PATH) {
      socket.destroy()
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const pending: string[] = []
      let handlers: { onMessage(data: string): void; onClose(): void } | null = null
      let closed = false
      ws.on('message', (data) => {
        const text = data.toString()
        if (handlers) handlers.onMessage(text)
        else pending.push(text)
      })
      ws.on('close', () => {
        closed = true
        handlers?.onClose()
      })
      const language = request.headers['accept-language'] ?? null
      void hub.accept({ send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) }, url, language).then((accepted) => {
        handlers = accepted
        if (!accepted) return
        if (closed) {
          accepted.onClose()
          return
        }
        for (const data of pending.splice(0)) accepted.onMessage(data)
      })
    })
  }
  server.on('upgrade', onUpgrade)
  return () => {
    server.off('upgrade', onUpgrade)
    for (const client of sockets.clients) client.terminate()
    sockets.close()
  }
}

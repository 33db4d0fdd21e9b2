import { ws } from 'msw'
import { HUB_PATH, type MockHub } from './hub'

/** Carries the hub over msw's WebSocket interception (the in-browser host and vitest). */
export function hubLink(hub: MockHub) {
  const link = ws.link(new RegExp(`${HUB_PATH.replace(/\//g, '\\/')}(\\?|$)`))
  return link.addEventListener('connection', ({ client }) => {
    const pending: string[] = []
    let handlers: { onMessage(data: string): void; onClose(): void } | null = null
    let closed = false
    client.addEventListener('message', (event) => {
      const data = typeof event.data === 'string' ? event.data : new TextDecoder().decode(event.data as ArrayBuffer)
      if (handlers) handlers.onMessage(data)
      else pending.push(data)
    })
    client.addEventListener('close', () => {
      closed = true
      handlers?.onClose()
    })
    // msw shows no headers of the upgrade: the page's languages stand in for the Accept-Language a browser sends with it.
    const language = globalThis.navigator?.languages?.join(',') ?? null
    void hub
      .accept({ send: (data) => client.send(data), close: (code, reason) => client.close(code, reason) }, new URL(client.url), language)
      .then((accepted) => {
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

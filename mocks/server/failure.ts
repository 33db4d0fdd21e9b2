import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { STATUS_CODES } from 'node:http'

/** The failure envelope of spec §3, as the real services send it. */
export const failureBody = (message: string) => JSON.stringify({ header: { isSuccess: false, message }, body: null })

/** Answers with the failure envelope unless an answer has already started (then the connection ends). */
export function sendFailure(response: ServerResponse, status: number, message: string) {
  if (response.headersSent || response.destroyed) {
    response.destroy()
    return
  }
  const body = failureBody(message)
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) })
  response.end(body)
}

/**
 * Answers on a raw socket, for requests Node's HTTP parser refused (no ServerResponse exists):
 * the envelope with `Connection: close`, then the socket ends.
 */
export function sendRawFailure(socket: Duplex, status: number, message: string) {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const body = failureBody(message)
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

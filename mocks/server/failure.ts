import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { STATUS_CODES } from 'node:http'
import { inLanguage } from '../lib/messages'

/** The failure envelope, as the real services send it. */
const failureBody = (message: string) => JSON.stringify({ header: { isSuccess: false, message }, body: null })

/** The Accept-Language of a request's raw bytes (a request Node's parser refused has no headers object). */
export function acceptLanguageOf(raw: Buffer | undefined): string | null {
  return raw ? (/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'))?.[1] ?? null) : null
}

/**
 * Answers with the failure envelope unless an answer has already started (then the connection
 * ends). `message` is English; the answer is in the request's language (its Accept-Language:
 * Turkish unless it asks for English), like the handlers' answers (mocks/lib/messages.ts).
 */
export function sendFailure(response: ServerResponse, status: number, message: string) {
  if (response.headersSent || response.destroyed) {
    response.destroy()
    return
  }
  const body = failureBody(inLanguage(message, response.req?.headers['accept-language']))
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) })
  response.end(body)
}

/**
 * Answers on a raw socket, for requests Node's HTTP parser refused (no ServerResponse exists):
 * the envelope with `Connection: close`, then the socket ends. `acceptLanguage` is read from the
 * bytes that arrived, when they hold the header (acceptLanguageOf).
 */
export function sendRawFailure(socket: Duplex, status: number, message: string, acceptLanguage: string | null = null) {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const body = failureBody(inLanguage(message, acceptLanguage))
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

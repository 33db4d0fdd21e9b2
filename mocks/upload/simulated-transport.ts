import { getResponse, type RequestHandler } from 'msw'
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client'
import { inLanguage } from '../lib/messages'

/**
 * The browser host's tus transport. msw's service worker buffers every request body (a 2 GiB
 * upload measured 8.4 GiB of memory) and reports progress per request only, so in browser mock
 * mode the upload client sends its requests here instead: each goes through the same gateway
 * handlers (auth, fault injection, latency, the tus state machine, the processing schedule)
 * without its body; a chunk says how many bytes it holds (SIMULATED_BYTES_HEADER) and its bytes
 * are never read. Progress is reported as a connection of SIMULATED_BYTES_PER_SECOND would.
 */
export const SIMULATED_BYTES_HEADER = 'X-Mock-Simulated-Bytes'
const SIMULATED_BYTES_PER_SECOND = 64 * 1024 * 1024
/** Where src/api/upload looks for a transport (set in browser mock mode only). */
export const SIMULATED_TRANSPORT_KEY = '__mockUploadTransport'

const sizeOf = (body: unknown) => (body instanceof Blob ? body.size : body instanceof ArrayBuffer || ArrayBuffer.isView(body) ? body.byteLength : 0)

class SimulatedRequest implements HttpRequest {
  private readonly headers = new Headers()
  private progress: (bytesSent: number) => void = () => undefined
  private aborted = false
  private wake: (() => void) | null = null

  constructor(
    private readonly handlers: readonly RequestHandler[],
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod = () => this.method
  getURL = () => this.url
  setHeader = (name: string, value: string) => this.headers.set(name, value)
  getHeader = (name: string) => this.headers.get(name) ?? undefined
  setProgressHandler = (handler: (bytesSent: number) => void) => void (this.progress = handler)
  getUnderlyingObject = () => null

  async abort() {
    this.aborted = true
    this.wake?.()
  }

  /** A transport error in the request's language (its Accept-Language, as the client set it). */
  private failure(message: string) {
    return new Error(inLanguage(message, this.headers.get('accept-language')))
  }

  async send(body?: unknown): Promise<HttpResponse> {
    const bytes = sizeOf(body)
    if (bytes > 0) {
      this.headers.set(SIMULATED_BYTES_HEADER, String(bytes))
      // The chunk "travels": progress in steps at the simulated speed, abortable like a real request.
      const step = 1024 * 1024
      for (let sent = 0; sent < bytes;) {
        await new Promise<void>((resolve) => {
          this.wake = resolve
          setTimeout(resolve, (Math.min(step, bytes - sent) / SIMULATED_BYTES_PER_SECOND) * 1000)
        })
        if (this.aborted) throw this.failure('The upload request was aborted.')
        sent = Math.min(bytes, sent + step)
        this.progress(sent)
      }
    }
    if (this.aborted) throw this.failure('The upload request was aborted.')
    const request = new Request(new URL(this.url, globalThis.location?.href), { method: this.method, headers: this.headers })
    const response = await getResponse([...this.handlers], request)
    if (!response || response.type === 'error') throw this.failure('The connection dropped.')
    const text = await response.text()
    return {
      getStatus: () => response.status,
      getHeader: (name: string) => response.headers.get(name) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    }
  }
}

/** Registers the transport for the upload client of this page (browser host only). */
export function registerSimulatedUploads(handlers: readonly RequestHandler[]) {
  const stack: HttpStack = { createRequest: (method, url) => new SimulatedRequest(handlers, method, url), getName: () => 'mock-gateway-simulated' }
  ;(globalThis as Record<string, unknown>)[SIMULATED_TRANSPORT_KEY] = stack
}

/**
 * The test process's own calls (Node's fetch to a mock gateway host or nginx, not the page's) each
 * go on a new connection (`Connection: close`). Reusing a kept-alive socket races the host closing
 * it when its idle 5 s are up: a call sent just then fails with "other side closed"
 * (nodejs/undici#3141). Under load, when the test's timers run late, that failed uploads.e2e in a
 * fresh-clone rehearsal. A loopback connect costs well under a millisecond. (Not changed on the
 * host: without its idle timeout, Chromium's uploads stopped seeing an outage's 500s.)
 */
const WRAPPED = Symbol.for('e2e.freshConnections')
const marked = globalThis as unknown as Record<symbol, true | undefined>

if (!marked[WRAPPED]) {
  const reuse = globalThis.fetch
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set('Connection', 'close')
    return reuse(input, { ...init, headers })
  }
  marked[WRAPPED] = true
}

export {}

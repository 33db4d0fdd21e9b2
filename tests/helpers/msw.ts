import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

/**
 * THE msw server of the unit tests, one per worker: it listens for each test file of the DOM
 * projects (tests/setup-dom.ts calls `listenForThisFile()`), its handlers are reset after each
 * test, and a WebSocket frame no handler answers fails loudly. A test adds its own answers with
 * `server.use(...)`.
 *
 * No hooks at this module's top level: when test files share a worker without isolation this
 * module is evaluated once, so such a hook would run for the worker's first file only.
 */
export const server = setupServer()

/**
 * Starts the server before this file's tests, resets its handlers and drops the listeners a test
 * put on its lifecycle events (`server.events.on(…)`) after each test, and closes it after the file. Call it at the top level of a setup file or of a test file (a node-environment
 * file that uses the server: the node project has no DOM setup).
 */
export function listenForThisFile() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    server.events.removeAllListeners()
  })
  afterAll(() => server.close())
  return server
}

/**
 * Answers for every test of the file; call at the top level. A test's own `server.use(...)`
 * comes first, so it can still override one of them.
 */
export function handleInEveryTest(...handlers: RequestHandler[]) {
  beforeEach(() => server.use(...handlers))
  return server
}

/** The response envelope of the contracts: `{header: {isSuccess, message}, body}`. */
export const envelope = (body: unknown, init?: { status?: number; message?: string | null }) =>
  HttpResponse.json(
    { header: { isSuccess: (init?.status ?? 200) < 400, message: init?.message ?? null }, body: (init?.status ?? 200) < 400 ? body : null },
    { status: init?.status ?? 200 },
  )

/** A failed call in the envelope: `fail(409, 'Already exists.')`. */
export const fail = (status: number, message: string | null) => envelope(null, { status, message })

/** A `{items: [{id, name}], totalCount}` key-value list, as the commons endpoints answer. */
export const keyValues = (items: ReadonlyArray<readonly [string, string]>) =>
  envelope({ items: items.map(([id, name]) => ({ id, name })), totalCount: items.length })

/** Path patterns of the four services, for handlers: `api('identity', '/account/menu-profile')`. */
export const api = (service: 'identity' | 'notification' | 'channel' | 'parameter', path: string) => `*/${service}-service${path}`

/** The signed-in user's permission list (GET identity/roles/permissions). */
export const permissionsHandler = (names: readonly string[]) => http.get(api('identity', '/identity/roles/permissions'), () => envelope(names))

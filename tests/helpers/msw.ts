import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * An msw server for a test file: started before the tests, handlers reset after each, closed
 * at the end. Unhandled requests fail loudly. Call once at the top level of a test file.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** The response envelope of the contracts: `{header: {isSuccess, message}, body}`. */
export const envelope = (body: unknown, init?: { status?: number; message?: string | null }) =>
  HttpResponse.json(
    { header: { isSuccess: (init?.status ?? 200) < 400, message: init?.message ?? null }, body: (init?.status ?? 200) < 400 ? body : null },
    { status: init?.status ?? 200 },
  )

/** Path patterns of the four services, for handlers: `api('identity', '/account/menu-profile')`. */
export const api = (service: 'identity' | 'notification' | 'channel' | 'parameter', path: string) => `*/${service}-service${path}`

/** The signed-in user's permission list (GET identity/roles/permissions). */
export const permissionsHandler = (names: readonly string[]) => http.get(api('identity', '/identity/roles/permissions'), () => envelope(names))

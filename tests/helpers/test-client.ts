import { getResponse } from 'msw'
import { recordIdsOf, writeRuleFor } from '@/api/write-rules'
import type { Service } from '@/api/config'
import { createGateway, type MockGateway } from '@mocks/gateway'

/** Test helper: calls the gateway's handlers the way the app's HTTP client does, without a network. */
export interface TestClient {
  gateway: MockGateway
  /** Signs in with the password grant; returns the token response (throws on failure). */
  login(email: string, password?: string): Promise<{ access_token: string; refresh_token: string; id_token: string; expires_in: number }>
  token(form: Record<string, string>): Promise<Response>
  /**
   * A call to `/<service>-service<path>` with the last login's bearer token; a FormData body goes as
   * multipart, bytes as they are, anything else as JSON. Like the app's HTTP layer it adds what the
   * contract asks of a write: `If-Match` with the records' current versions (as a client that has
   * just read them) and a fresh `Idempotency-Key`. A header given as '' is left out (a test of the
   * 428 or the 400), one given with a value is sent as is.
   */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
  json<T = { header: { isSuccess: boolean; message?: string | null }; body: unknown }>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T }>
  bearer: string | null
}

const ORIGIN = 'http://localhost'

export function testClient(gateway: MockGateway = createGateway()): TestClient {
  const client: TestClient = {
    gateway,
    bearer: null,
    async token(form) {
      const request = new Request(`${ORIGIN}/identity-service/api/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'back-office', client_secret: 'back-office-secret', ...form }).toString(),
      })
      const response = await getResponse(gateway.handlers, request)
      if (!response) throw new Error('No handler answered the token call')
      return response
    },
    async login(email, password = 'Demo123!') {
      const response = await client.token({ grant_type: 'password', username: email, password, scope: 'openid profile email' })
      if (response.status !== 200) throw new Error(`Login of ${email} failed: ${response.status} ${await response.text()}`)
      const tokens = (await response.json()) as Awaited<ReturnType<TestClient['login']>>
      client.bearer = tokens.access_token
      return tokens
    },
    async call(method, path, body, headers = {}) {
      const json = body !== undefined && !(body instanceof FormData) && !(body instanceof Uint8Array)
      const all: Record<string, string> = {
        'Accept-Language': 'tr-TR',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...(client.bearer ? { Authorization: `Bearer ${client.bearer}` } : {}),
        ...writeHeaders(gateway, method, path, body),
        ...headers,
      }
      const request = new Request(`${ORIGIN}${path}`, {
        method,
        headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
        body: body instanceof FormData || body instanceof Uint8Array ? (body as BodyInit) : json ? JSON.stringify(body) : undefined,
      })
      const response = await getResponse(gateway.handlers, request)
      if (!response) throw new Error(`No handler answered ${method} ${path}`)
      return response
    },
    async json(method, path, body) {
      const response = await client.call(method, path, body)
      return { status: response.status, data: await response.json() }
    },
  }
  return client
}

/** The If-Match (the records' current versions) and a fresh Idempotency-Key, as the app's HTTP layer sends them with this call. */
export function writeHeaders(gateway: MockGateway, method: string, path: string, body: unknown): Record<string, string> {
  const [, service, relative = ''] = path.match(/^\/([a-z]+)-service(\/.*?)(?:\?.*)?$/) ?? []
  const rule = service ? writeRuleFor(service as Service, method, relative) : undefined
  if (!rule) return {}
  const ids = recordIdsOf(rule, relative, body)
  return {
    ...(rule.ids && ids.length ? { 'If-Match': ids.map((id) => `"${gateway.db.versions.of(id).version}"`).join(', ') } : {}),
    ...(rule.idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
  }
}

// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket as NodeWebSocket } from 'ws'
import { NotificationHubClient } from '@/api/notification-hub'
import { browserLike } from '@tests/browser-like-socket'
import { startMockHost, type MockHost } from '@tests/mock-host'
import { LONG_WAIT } from '@tests/waits'

/**
 * The real local mock server (mocks/server/main.ts, `npm run preview:mock`) end to end: sign in
 * over HTTP, connect the app's hub client over a real WebSocket, and watch pushes from the mock
 * database (test notifications through the control endpoint and the hub method), a dropped
 * connection, and the HTTP lists agreeing with the pushes.
 */

const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown }
g.localStorage ??= { clear: () => undefined }
g.sessionStorage ??= { clear: () => undefined }

const BrowserLikeWebSocket = browserLike(NodeWebSocket as never)

let host: MockHost | undefined
let base = ''
let token = ''
let userId = ''
const clients: NotificationHubClient[] = []

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

const unreadCount = async () =>
  (await api<{ body: { totalCount: number } }>('GET', '/notification-service/user-notifications/navbar?index=0&size=10&isRead=false')).body.totalCount

function connect() {
  const client = new NotificationHubClient({
    hubBaseUrl: base,
    accessTokenFactory: async () => token,
    WebSocket: BrowserLikeWebSocket,
    report: () => undefined,
  })
  clients.push(client)
  client.setUser(userId)
  return client
}

const connected = (client: NotificationHubClient) => vi.waitFor(() => expect(client.getSnapshot().status).toBe('connected'), LONG_WAIT)

beforeAll(async () => {
  host = await startMockHost()
  base = host.base
  const form = new URLSearchParams({
    grant_type: 'password',
    username: 'admin@demo.local',
    password: 'Demo123!',
    client_id: 'back-office',
    client_secret: 'back-office-secret',
    scope: 'openid profile email',
  })
  const login = (await (await fetch(`${base}/identity-service/api/connect/token`, { method: 'POST', body: form })).json()) as { access_token: string }
  token = login.access_token
  userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop()))
})

afterAll(() => {
  host?.stop()
})

describe('the local mock server (Node host) with the real SignalR client', () => {
  it('a test notification from the control endpoint is pushed and the navbar count agrees', async () => {
    const client = connect()
    const reloads = vi.fn()
    client.onReload(reloads)
    await connected(client)
    const before = await unreadCount()
    await api('POST', '/__mock/hub/test-notification', { userId })
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledTimes(1))
    expect(await unreadCount()).toBe(before + 1)
  })

  it('SendTestNotification through the live connection creates one and pushes it back', async () => {
    const client = connect()
    const reloads = vi.fn()
    client.onReload(reloads)
    await connected(client)
    const before = await unreadCount()
    await client.sendTestNotification()
    await vi.waitFor(() => expect(reloads).toHaveBeenCalled())
    expect(await unreadCount()).toBe(before + 1)
  })

  it('marking read over HTTP pushes ReloadNotifications too', async () => {
    const client = connect()
    const reloads = vi.fn()
    client.onReload(reloads)
    await connected(client)
    const navbar = await api<{ body: { items: Array<{ id: string }> } }>('GET', '/notification-service/user-notifications/navbar?index=0&size=1&isRead=false')
    const first = navbar.body.items[0]
    expect(first).toBeDefined()
    await api('PATCH', `/notification-service/user-notifications/${first!.id}`, { isRead: true })
    await vi.waitFor(() => expect(reloads).toHaveBeenCalled())
  })

  it('after /__mock/hub/drop the client reconnects by itself and asks for a refetch', async () => {
    const client = connect()
    const resyncs = vi.fn()
    client.onResync(resyncs)
    await connected(client)
    await api('POST', '/__mock/hub/drop')
    await vi.waitFor(() => expect(client.getSnapshot().status).toBe('reconnecting'))
    await connected(client)
    expect(resyncs).toHaveBeenCalledTimes(1)
  })

  it('refuses a connection for another user id than the token’s', async () => {
    const client = new NotificationHubClient({
      hubBaseUrl: base,
      accessTokenFactory: async () => token,
      WebSocket: BrowserLikeWebSocket,
      report: () => undefined,
    })
    clients.push(client)
    client.setUser('00000000-0000-4000-8000-000000000000')
    await vi.waitFor(() => expect(client.getSnapshot().reason).toBe('retrying'))
  })
})

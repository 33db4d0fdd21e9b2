// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startMockHost, type MockHost } from '@tests/mock-host'

/**
 * POST /__mock/reset on the Node host (mocks/server/main.ts): everything a test can change goes
 * back to how the host started (data, fault rules, settings, token grants, uploads, hub
 * connections), so end-to-end files sharing a host start alike (tests/e2e/support/reset.ts).
 */

let host: MockHost | undefined
let base = ''
let log = ''

beforeAll(async () => {
  host = await startMockHost({ onStderr: (text) => (log += text) })
  base = host.base
})

afterAll(() => host?.stop())

type Envelope<T> = { header: { isSuccess: boolean; message: string | null }; body: T }

async function signIn(): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${base}/identity-service/api/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin@demo.local',
      password: 'Demo123!',
      client_id: 'back-office',
      scope: 'openid profile email',
    }),
  })
  expect(response.status).toBe(200)
  const token = ((await response.json()) as { access_token: string }).access_token
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub
  return { token, userId }
}

async function call<T = unknown>(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, data: (text ? JSON.parse(text) : null) as T }
}

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}/__mock/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, data: (await response.json()) as unknown }
}

const unread = async (token: string) =>
  (await call<Envelope<{ totalCount: number }>>(token, 'GET', '/notification-service/user-notifications/navbar?isRead=false')).data.body.totalCount

/** A hub connection after its handshake, with every frame it receives and its close. */
async function hubConnection(token: string, userId: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/v1/notificationhub?userId=${userId}&access_token=${token}`)
  const frames: string[] = []
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  socket.on('message', (data) => frames.push(data.toString()))
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)))
  socket.send('{"protocol":"json","version":1}\u001e')
  await expect.poll(() => frames.length).toBe(1)
  return { socket, frames, closed }
}

describe('POST /__mock/reset', () => {
  it('puts data, faults, settings, grants, uploads and the hub back as the host started', async () => {
    const { token, userId } = await signIn()
    const seededUnread = await unread(token)
    expect(seededUnread).toBeGreaterThan(0)
    const seededSettings = (await control('GET', 'settings')).data

    // Change everything a test file can change.
    expect((await call(token, 'POST', '/notification-service/user-notifications/mark-as-read', {})).status).toBe(200)
    expect(await unread(token)).toBe(0)
    await control('POST', 'faults', { method: 'GET', path: '/identity-service/nothing', status: 503 })
    await control('POST', 'settings', { latencyMs: 5, accessTokenTtlSeconds: 30 })
    const channels = await call<Envelope<{ items: Array<{ id: string }> }>>(token, 'POST', '/channel-service/channels/search', { index: 0, size: 5 })
    const content = await call<Envelope<{ id: string }>>(
      token,
      'POST',
      '/channel-service/contents',
      { channelId: channels.data.body.items[0]!.id, fileName: 'bolum.mp4', placement: 'video' },
      { 'Idempotency-Key': crypto.randomUUID() },
    )
    const tus = { 'Tus-Resumable': '1.0.0' }
    const opened = await call(token, 'POST', `/channel-service/contents/${content.data.body.id}/uploads`, undefined, {
      ...tus,
      'Upload-Length': '100',
      'Upload-Metadata': `filename ${btoa('bolum.mp4')},filetype ${btoa('video/mp4')}`,
    })
    expect(opened.status).toBe(201)
    const location = opened.headers.get('location')!
    expect(
      (await call(token, 'PATCH', location, new Uint8Array(10), { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' })).status,
    ).toBe(204)
    expect(await control('GET', 'uploads')).toMatchObject({ data: [{ offset: 10, state: 'receiving' }] })
    expect(((await control('GET', 'auth/grants')).data as { password: number }).password).toBe(1)
    const before = await hubConnection(token, userId)

    const reset = await fetch(`${base}/__mock/reset`, { method: 'POST' })
    expect(reset.status).toBe(200)
    expect(await reset.json()).toMatchObject({ reset: true, ms: expect.any(Number) })

    expect(await unread(token)).toBe(seededUnread)
    expect((await control('GET', 'faults')).data).toEqual([])
    expect((await control('GET', 'settings')).data).toEqual(seededSettings)
    expect((await control('GET', 'uploads')).data).toEqual([])
    expect((await control('GET', 'auth/grants')).data).toMatchObject({ password: 0, refresh: 0 })
    // The draft content was made after the seed: it is gone, and so is its upload.
    expect((await call(token, 'GET', `/channel-service/contents/${content.data.body.id}`)).status).toBe(404)
    expect((await call(token, 'HEAD', location, undefined, tus)).status).toBe(404)
    // The old hub's connections are closed (the client reconnects); a new one reaches the new hub.
    expect(await before.closed).not.toBe(1000)
    const after = await hubConnection(token, userId)
    expect((await control('POST', 'hub/test-notification', { userId })).status).toBe(200)
    await expect.poll(() => after.frames.some((frame) => frame.includes('ReloadNotifications'))).toBe(true)
    expect(await unread(token)).toBe(seededUnread + 1)
    after.socket.close()
    expect(log).not.toMatch(/uncaught exception|unhandled rejection|MaxListeners/)
  })

  it('is a POST only, and resets again as often as asked', async () => {
    const refused = await fetch(`${base}/__mock/reset`, { headers: { 'Accept-Language': 'en' } })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('POST')
    expect(((await refused.json()) as Envelope<null>).header.message).toBe('The method GET is not allowed here.')
    for (let round = 0; round < 12; round += 1) expect((await fetch(`${base}/__mock/reset`, { method: 'POST' })).status).toBe(200)
    const { token } = await signIn()
    expect((await call(token, 'POST', '/channel-service/channels/search', { index: 0, size: 1 })).status).toBe(200)
    expect(log).not.toMatch(/MaxListeners|uncaught exception|unhandled rejection/)
  })
})

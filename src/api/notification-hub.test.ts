import { http as route, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@tests/msw'
import { tokenExpiringIn } from '@tests/tokens'
import { quietConsoleErrors } from '@tests/console'
import { identityClient } from './http'
import { HUB_PATH, NotificationHubClient, RECONNECT_DELAYS_MS, RESTART_PAUSE_MS, START_RETRY_MS, type HubSnapshot } from './notification-hub'
import { session } from './session'

/**
 * The real @microsoft/signalr client over a scripted WebSocket, so the reconnect schedule, the
 * retry after a failed start and the stop rules run against SignalR itself under fake timers.
 */
const RS = '\u001e'

type ServerMode = 'accept' | 'refuse' | 'silent'

class FakeSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  static all: FakeSocket[] = []
  /** What the fake server does with the next sockets. */
  static mode: ServerMode = 'accept'

  readonly url: string
  readonly headers: Record<string, string>
  readyState = FakeSocket.CONNECTING
  binaryType = 'blob'
  sent: string[] = []
  closedByClient = false
  onopen: ((event: unknown) => void) | null = null
  onclose: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null

  constructor(url: string, _protocols?: unknown, options?: { headers?: Record<string, string> }) {
    this.url = url
    this.headers = options?.headers ?? {}
    FakeSocket.all.push(this)
    const mode = FakeSocket.mode
    void Promise.resolve().then(() => {
      if (mode === 'refuse') {
        this.readyState = FakeSocket.CLOSED
        this.onclose?.({ code: 1006, reason: '', wasClean: false })
      } else {
        this.readyState = FakeSocket.OPEN
        this.onopen?.({})
      }
    })
  }

  send(data: string) {
    this.sent.push(data)
    if (data.includes('"protocol":"json"') && FakeSocket.mode !== 'silent') {
      void Promise.resolve().then(() => this.push({}))
    }
  }

  close() {
    if (this.readyState === FakeSocket.CLOSED) return
    this.closedByClient = true
    this.readyState = FakeSocket.CLOSED
    this.onclose?.({ code: 1000, reason: '', wasClean: true })
  }

  /** Server → client message. */
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) + RS })
  }

  /** The network or the server drops the socket. */
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED
    this.onclose?.({ code, reason: 'dropped', wasClean: false })
  }

  get open() {
    return this.readyState === FakeSocket.OPEN
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!
const flush = () => vi.advanceTimersByTimeAsync(0)

let hub: NotificationHubClient
let reports: string[]
let states: HubSnapshot[]

function makeHub(tokenFactory: () => Promise<string | null> = async () => 'token-1') {
  const client = new NotificationHubClient({
    hubBaseUrl: 'http://hub.test',
    accessTokenFactory: tokenFactory,
    WebSocket: FakeSocket as never,
    report: (message) => reports.push(message),
  })
  client.subscribe(() => states.push(client.getSnapshot()))
  return client
}

async function connected(userId = 'u-1') {
  hub.setUser(userId)
  await flush()
  expect(hub.getSnapshot().status).toBe('connected')
  return last()
}

beforeEach(() => {
  FakeSocket.all = []
  FakeSocket.mode = 'accept'
  reports = []
  states = []
  vi.useFakeTimers()
  hub = makeHub()
})

afterEach(async () => {
  await hub.stop()
})

describe('connecting', () => {
  it('opens a WebSocket to the hub path for the user, without negotiation, with the token from the factory', async () => {
    const socket = await connected('user 1/ä')
    expect(FakeSocket.all).toHaveLength(1)
    expect(socket.url).toBe(`ws://hub.test${HUB_PATH}?userId=${encodeURIComponent('user 1/ä')}`)
    // SignalR in Node sends the token as a header; a browser appends access_token to the URL.
    expect(socket.headers.Authorization).toBe('Bearer token-1')
    expect(socket.sent[0]).toBe(`{"protocol":"json","version":1}${RS}`)
    expect(states.map((s) => s.status)).toEqual(['connecting', 'connected'])
    expect(hub.getSnapshot()).toEqual({ status: 'connected', userId: 'user 1/ä', reason: 'none', nextRetryAt: null })
  })

  it('calling setUser again with the same user does not reconnect', async () => {
    await connected()
    hub.setUser('u-1')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(FakeSocket.all).toHaveLength(1)
  })

  it('pings 15 s after its last message and treats 30 s of server silence as a lost connection', async () => {
    const socket = await connected()
    const pings = () => socket.sent.filter((m) => m === `{"type":6}${RS}`).length
    const afterStart = pings()
    await vi.advanceTimersByTimeAsync(1_000)
    socket.push({ type: 6 }) // the server's ping arms the client's keep-alive timer
    await vi.advanceTimersByTimeAsync(13_999)
    expect(pings()).toBe(afterStart)
    await vi.advanceTimersByTimeAsync(1)
    expect(pings()).toBe(afterStart + 1)
    await vi.advanceTimersByTimeAsync(15_999) // 30.999 s in, 29.999 s after the server's last message
    expect(hub.getSnapshot().status).toBe('connected')
    await vi.advanceTimersByTimeAsync(1)
    expect(hub.getSnapshot().status).toBe('reconnecting')
  })

  it('a server message resets the 30 s server timeout', async () => {
    const socket = await connected()
    await vi.advanceTimersByTimeAsync(29_000)
    socket.push({ type: 6 })
    await vi.advanceTimersByTimeAsync(29_000)
    expect(hub.getSnapshot().status).toBe('connected')
  })
})

describe('automatic reconnect', () => {
  it('retries after 1, 3, 5, 10 and 30 s, then gives up and stays down', async () => {
    const socket = await connected()
    FakeSocket.mode = 'refuse'
    socket.drop()
    await flush()
    expect(hub.getSnapshot().status).toBe('reconnecting')

    let sockets = FakeSocket.all.length
    for (const delay of RECONNECT_DELAYS_MS) {
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(FakeSocket.all.length, `no attempt before ${delay} ms`).toBe(sockets)
      await vi.advanceTimersByTimeAsync(1)
      expect(FakeSocket.all.length, `an attempt at ${delay} ms`).toBe(sockets + 1)
      sockets += 1
      if (delay !== RECONNECT_DELAYS_MS[RECONNECT_DELAYS_MS.length - 1]) expect(hub.getSnapshot().status).toBe('reconnecting')
    }
    expect(hub.getSnapshot()).toEqual({ status: 'disconnected', userId: 'u-1', reason: 'gave_up', nextRetryAt: null })

    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(FakeSocket.all.length).toBe(sockets)
    expect(reports.at(-1)).toMatch(/gave up/)
  })

  it('is connected again when an attempt succeeds, and asks for a refetch', async () => {
    const resyncs = vi.fn()
    hub.onResync(resyncs)
    const socket = await connected()
    expect(resyncs).not.toHaveBeenCalled()
    socket.drop()
    await flush()
    expect(hub.getSnapshot().status).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(1000)
    expect(hub.getSnapshot().status).toBe('connected')
    expect(FakeSocket.all).toHaveLength(2)
    expect(resyncs).toHaveBeenCalledTimes(1)
  })

  it('after giving up, one reconnect() connects again (after the 100 ms pause) and refetches', async () => {
    const resyncs = vi.fn()
    hub.onResync(resyncs)
    const socket = await connected()
    FakeSocket.mode = 'refuse'
    socket.drop()
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.reduce((a, b) => a + b, 0))
    expect(hub.getSnapshot().reason).toBe('gave_up')
    const before = FakeSocket.all.length

    FakeSocket.mode = 'accept'
    hub.reconnect()
    expect(hub.getSnapshot().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS - 1)
    expect(FakeSocket.all.length).toBe(before)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeSocket.all.length).toBe(before + 1)
    expect(hub.getSnapshot().status).toBe('connected')
    expect(resyncs).toHaveBeenCalledTimes(1)
  })

  it('coming back online or to the tab after giving up tries again', async () => {
    hub.attach(window)
    const socket = await connected()
    FakeSocket.mode = 'refuse'
    socket.drop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(hub.getSnapshot().reason).toBe('gave_up')

    FakeSocket.mode = 'accept'
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    expect(hub.getSnapshot().status).toBe('connected')

    FakeSocket.mode = 'refuse'
    last().drop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(hub.getSnapshot().reason).toBe('gave_up')
    FakeSocket.mode = 'accept'
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    expect(hub.getSnapshot().status).toBe('connected')
  })

  it('coming back online cuts a long reconnect delay short', async () => {
    hub.attach(window)
    const socket = await connected()
    FakeSocket.mode = 'refuse'
    socket.drop()
    await vi.advanceTimersByTimeAsync(1000 + 3000 + 5000) // three failed attempts; the next waits 10 s
    expect(hub.getSnapshot().status).toBe('reconnecting')
    FakeSocket.mode = 'accept'
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    expect(hub.getSnapshot().status).toBe('connected')
  })
})

describe('a failed start', () => {
  it('retries after 5 s, again and again, until it connects; then it refetches', async () => {
    const resyncs = vi.fn()
    hub.onResync(resyncs)
    FakeSocket.mode = 'refuse'
    hub.setUser('u-1')
    await flush()
    expect(hub.getSnapshot()).toMatchObject({ status: 'disconnected', reason: 'retrying' })
    expect(hub.getSnapshot().nextRetryAt).toBe(Date.now() + START_RETRY_MS)
    expect(FakeSocket.all).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(START_RETRY_MS - 1)
    expect(FakeSocket.all).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeSocket.all).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(START_RETRY_MS)
    expect(FakeSocket.all).toHaveLength(3)

    FakeSocket.mode = 'accept'
    await vi.advanceTimersByTimeAsync(START_RETRY_MS)
    expect(FakeSocket.all).toHaveLength(4)
    expect(hub.getSnapshot().status).toBe('connected')
    expect(resyncs).toHaveBeenCalledTimes(1)
    expect(reports.filter((r) => r.includes('retrying in 5 s'))).toHaveLength(3)
  })

  it('a handshake the server never answers fails the start (30 s server timeout) and is retried', async () => {
    FakeSocket.mode = 'silent'
    hub.setUser('u-1')
    await flush()
    expect(hub.getSnapshot().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(hub.getSnapshot().reason).toBe('retrying')
  })

  it('while offline waits for the network instead of polling', async () => {
    hub.attach(window)
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    FakeSocket.mode = 'refuse'
    hub.setUser('u-1')
    await flush()
    expect(hub.getSnapshot().reason).toBe('offline')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(FakeSocket.all).toHaveLength(1)

    onLine.mockReturnValue(true)
    FakeSocket.mode = 'accept'
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    expect(hub.getSnapshot().status).toBe('connected')
  })
})

describe('stopping', () => {
  it('stops on logout (session.onSignOut) and does not come back', async () => {
    session.resetForTests()
    session.signIn({ accessToken: tokenExpiringIn(3600), refreshToken: 'r' }, 'admin@demo.local', true)
    const detach = hub.attach(window)
    const socket = await connected()
    session.signOut('logout')
    await flush()
    expect(socket.closedByClient).toBe(true)
    expect(hub.getSnapshot()).toEqual({ status: 'disconnected', userId: null, reason: 'none', nextRetryAt: null })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(FakeSocket.all).toHaveLength(1)
    detach()
  })

  it('logout also cancels a pending start retry', async () => {
    session.resetForTests()
    session.signIn({ accessToken: tokenExpiringIn(3600), refreshToken: 'r' }, 'admin@demo.local', true)
    hub.attach(window)
    FakeSocket.mode = 'refuse'
    hub.setUser('u-1')
    await flush()
    expect(hub.getSnapshot().reason).toBe('retrying')
    session.signOut('logout')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(FakeSocket.all).toHaveLength(1)
    expect(hub.getSnapshot().status).toBe('disconnected')
  })

  it('stops when there is no user id, also in the middle of reconnecting', async () => {
    const socket = await connected()
    FakeSocket.mode = 'refuse'
    socket.drop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(hub.getSnapshot().status).toBe('reconnecting')
    hub.setUser(null)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(FakeSocket.all).toHaveLength(2)
    expect(hub.getSnapshot()).toEqual({ status: 'disconnected', userId: null, reason: 'none', nextRetryAt: null })
  })

  it('restarts for a new user: closes the old socket, pauses 100 ms, opens one for the new user', async () => {
    const resyncs = vi.fn()
    hub.onResync(resyncs)
    const first = await connected('u-1')
    hub.setUser('u-2')
    await flush()
    expect(first.closedByClient).toBe(true)
    expect(FakeSocket.all).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    expect(FakeSocket.all).toHaveLength(2)
    expect(last().url).toContain('userId=u-2')
    expect(hub.getSnapshot()).toMatchObject({ status: 'connected', userId: 'u-2' })
    expect(resyncs).not.toHaveBeenCalled()
  })

  it('ignores pushes and closes from the old user’s connection after a switch', async () => {
    const reloads = vi.fn()
    hub.onReload(reloads)
    const first = await connected('u-1')
    hub.setUser('u-2')
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    first.push({ type: 1, target: 'ReloadNotifications', arguments: [] })
    first.drop()
    await flush()
    expect(reloads).not.toHaveBeenCalled()
    expect(hub.getSnapshot()).toMatchObject({ status: 'connected', userId: 'u-2' })
  })

  it('stops on page unload and comes back (with a refetch) when the page is restored from the back/forward cache', async () => {
    const resyncs = vi.fn()
    hub.onResync(resyncs)
    hub.attach(window)
    const socket = await connected()
    window.dispatchEvent(new Event('pagehide'))
    await flush()
    expect(socket.closedByClient).toBe(true)
    expect(hub.getSnapshot().status).toBe('disconnected')
    const show = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(show, 'persisted', { value: true })
    window.dispatchEvent(show)
    await flush()
    expect(hub.getSnapshot().status).toBe('connected')
    expect(resyncs).toHaveBeenCalledTimes(1)
  })

  it('a user switch during a slow start never leaves the old user connected', async () => {
    let release: (token: string) => void = () => undefined
    hub = makeHub(() => new Promise((resolve) => (release = resolve)))
    hub.setUser('u-1')
    await flush()
    hub.setUser('u-2')
    release('late-token')
    await vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS)
    release('token-2')
    await flush()
    expect(hub.getSnapshot()).toMatchObject({ status: 'connected', userId: 'u-2' })
    const openForU1 = FakeSocket.all.filter((s) => s.url.includes('userId=u-1') && s.open)
    expect(openForU1).toHaveLength(0)
  })
})

describe('server events', () => {
  it('ReloadNotifications reaches the reload listeners', async () => {
    const reloads = vi.fn()
    const off = hub.onReload(reloads)
    const socket = await connected()
    socket.push({ type: 1, target: 'ReloadNotifications', arguments: [] })
    socket.push({ type: 1, target: 'ReloadNotifications', arguments: [] })
    expect(reloads).toHaveBeenCalledTimes(2)
    off()
    socket.push({ type: 1, target: 'ReloadNotifications', arguments: [] })
    expect(reloads).toHaveBeenCalledTimes(2)
  })

  it('VideoStatusChanged reaches the video status listeners with its payload; a frame without an id, or a failing listener, harms no one', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const failing = vi.fn(() => {
      throw new Error('listener bug')
    })
    const offFirst = hub.onVideoStatus(first)
    hub.onVideoStatus(failing)
    hub.onVideoStatus(second)
    const socket = await connected()
    const event = { id: 'v-1', channelId: 'c-1', uploadStatus: 'uploaded', privacyStatus: 'private' }
    socket.push({ type: 1, target: 'VideoStatusChanged', arguments: [event] })
    expect(first).toHaveBeenCalledWith(event)
    expect(second).toHaveBeenCalledWith(event)
    expect(failing).toHaveBeenCalledTimes(1)

    socket.push({ type: 1, target: 'VideoStatusChanged', arguments: [{ channelId: 'c-1' }] })
    socket.push({ type: 1, target: 'VideoStatusChanged', arguments: [null] })
    expect(first).toHaveBeenCalledTimes(1)

    offFirst()
    socket.push({ type: 1, target: 'VideoStatusChanged', arguments: [{ ...event, id: 'v-2' }] })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenLastCalledWith({ ...event, id: 'v-2' })
  })

  it('sendTestNotification invokes SendTestNotification(userId) on the live connection', async () => {
    const socket = await connected('u-9')
    const sent = hub.sendTestNotification()
    await flush()
    const invocation = socket.sent.map((m) => JSON.parse(m.replace(RS, '')) as Record<string, unknown>).find((m) => m.type === 1)
    expect(invocation).toMatchObject({ target: 'SendTestNotification', arguments: ['u-9'] })
    socket.push({ type: 3, invocationId: invocation!.invocationId, result: null })
    await expect(sent).resolves.toBeUndefined()
  })

  it('sendTestNotification fails plainly when not connected', async () => {
    await expect(hub.sendTestNotification()).rejects.toThrow(/not connected/)
  })
})

describe('the access token', () => {
  it('comes from the mutator: an expiring token is refreshed once for a request and the hub together', async () => {
    vi.useRealTimers()
    quietConsoleErrors()
    session.resetForTests()
    session.signIn({ accessToken: tokenExpiringIn(60), refreshToken: 'refresh-1' }, 'admin@demo.local', true)
    let refreshes = 0
    const fresh = tokenExpiringIn(3600)
    server.use(
      route.post('*/identity-service/api/connect/token', async () => {
        refreshes += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
        return HttpResponse.json({ access_token: fresh, refresh_token: 'refresh-2', id_token: 'id' })
      }),
      route.get('*/identity-service/ping', () => HttpResponse.json({ header: { isSuccess: true }, body: 'pong' })),
    )
    hub = new NotificationHubClient({ hubBaseUrl: 'http://hub.test', WebSocket: FakeSocket as never, report: () => undefined })
    hub.setUser('u-1')
    await identityClient({ url: '/ping', method: 'GET' })
    await vi.waitFor(() => expect(hub.getSnapshot().status).toBe('connected'))
    expect(refreshes).toBe(1)
    expect(last().headers.Authorization).toBe(`Bearer ${fresh}`)
  })
})

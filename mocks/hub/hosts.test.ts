// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpTransportType, HubConnectionBuilder, type HubConnection, type IHttpConnectionOptions } from '@microsoft/signalr'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket as NodeWebSocket } from 'ws'
import { NotificationHubClient, type WebSocketConstructor } from '@/api/notification-hub'
import { browserLike } from '@tests/browser-like-socket'
import { listenForThisFile } from '@tests/msw'
import { signAccessToken } from '../auth/jwt'
import { HUB_PATH, MockHub } from './hub'
import { hubLink } from './msw-link'
import { attachHub } from './ws-host'
import { LONG_WAIT } from '@tests/waits'

/**
 * The mock hub against the real @microsoft/signalr client, in both hosts of the mock gateway:
 * msw's WebSocket interception (the browser host) and a real WebSocket server on a loopback port
 * (the Node host). Each host runs the same scenarios.
 */

// The shared test set-up clears web storage before each test; Node has none.
installMemoryStorage()

// The node project has no DOM set-up, which starts the msw server for every file: start it here.
const server = listenForThisFile()

const token = (sub: string) => signAccessToken({ sub, email: `${sub}@demo.local`, given_name: 'Test', family_name: 'User', role: 'admin' }, 3600)

interface Host {
  name: string
  start(hub: MockHub): Promise<{
    baseUrl: string
    WebSocket: WebSocketConstructor
    /** A socket whose upgrade carries this language, as a browser set to it sends it; `restore` undoes what it changed. */
    speaking(language: string): { WebSocket: WebSocketConstructor; restore(): void }
    /** Before each test: what the host needs in place again (the shared msw server drops a test's handlers after it). */
    eachTest(): void
    stop(): Promise<void>
  }>
}

const hosts: Host[] = [
  {
    name: 'msw WebSocket link (browser host)',
    async start(hub) {
      // The file's shared msw server (listening since the file started) carries the link; it
      // resets handlers after every test, so each test puts the link back.
      const link = hubLink(hub)
      // Made once the server listens, so it extends the WebSocket class msw intercepts.
      const WebSocket = browserLike(globalThis.WebSocket)
      return {
        baseUrl: 'http://gateway.test',
        WebSocket,
        // msw shows no upgrade headers: the link reads the page's languages instead.
        speaking: (language) => {
          const languages = vi.spyOn(globalThis.navigator, 'languages', 'get').mockReturnValue([language])
          return { WebSocket, restore: () => languages.mockRestore() }
        },
        eachTest: () => server.use(link),
        stop: async () => undefined,
      }
    },
  },
  {
    name: 'real WebSocket server on a loopback port (Node host)',
    async start(hub) {
      // The file's shared msw server also intercepts Node's http requests, ws's upgrade among
      // them (an unhandled upgrade does not reach the real socket): it stands aside while the
      // real server is used, and listens again afterwards.
      server.close()
      const httpServer: Server = createServer((_req, res) => res.writeHead(404).end())
      const detach = attachHub(httpServer, hub)
      await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
      const { port } = httpServer.address() as AddressInfo
      return {
        baseUrl: `http://127.0.0.1:${port}`,
        WebSocket: browserLike(NodeWebSocket as never),
        speaking: (language) => ({ WebSocket: browserLike(nodeWebSocketSpeaking(language) as never), restore: () => undefined }),
        eachTest: () => undefined,
        stop: () =>
          new Promise<void>((resolve) => {
            detach()
            httpServer.close(() => resolve())
          }).then(() => server.listen({ onUnhandledFrame: 'error' })),
      }
    },
  },
]

describe.each(hosts)('the mock hub over $name', (host) => {
  const created: string[] = []
  const hub = new MockHub((userId) => {
    created.push(userId)
    hub.notifyUser(userId)
  })
  let running: Awaited<ReturnType<Host['start']>>
  const clients: NotificationHubClient[] = []

  beforeAll(async () => {
    running = await host.start(hub)
  })
  beforeEach(() => running.eachTest())
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.stop()))
    created.length = 0
  })
  afterAll(async () => {
    hub.dropAll()
    await running.stop()
  })

  function client(userId: string, tokenFor: string | null = userId) {
    const hubClient = new NotificationHubClient({
      hubBaseUrl: running.baseUrl,
      accessTokenFactory: async () => (tokenFor ? token(tokenFor) : 'not-a-token'),
      WebSocket: running.WebSocket,
      report: () => undefined,
    })
    clients.push(hubClient)
    hubClient.setUser(userId)
    return hubClient
  }

  const connected = (hubClient: NotificationHubClient) => vi.waitFor(() => expect(hubClient.getSnapshot().status).toBe('connected'), LONG_WAIT)

  it('completes the handshake and pushes ReloadNotifications to that user only', async () => {
    const alice = client('alice')
    const bob = client('bob')
    const aliceReloads = vi.fn()
    const bobReloads = vi.fn()
    alice.onReload(aliceReloads)
    bob.onReload(bobReloads)
    await connected(alice)
    await connected(bob)
    expect(hub.connectionCount).toBe(2)

    hub.notifyUser('alice')
    await vi.waitFor(() => expect(aliceReloads).toHaveBeenCalledTimes(1))
    expect(bobReloads).not.toHaveBeenCalled()
  })

  it('SendTestNotification(userId) through the live connection creates a notification and pushes the reload back', async () => {
    const alice = client('alice')
    const reloads = vi.fn()
    alice.onReload(reloads)
    await connected(alice)
    await alice.sendTestNotification()
    expect(created).toEqual(['alice'])
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledTimes(1))
  })

  const rawConnection = (WebSocket: WebSocketConstructor): HubConnection =>
    new HubConnectionBuilder()
      .withUrl(`${running.baseUrl}${HUB_PATH}?userId=carol`, {
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token('carol'),
        WebSocket,
      } as IHttpConnectionOptions)
      .configureLogging({ log: () => undefined })
      .build()

  it.each([
    ['tr-TR', 'Hub’da "NoSuchMethod" adında bir yöntem yok.'],
    ['en-US', 'The hub has no method "NoSuchMethod".'],
  ])('answers an unknown hub method with an error completion in the language of the upgrade (%s)', async (language, error) => {
    const speaking = running.speaking(language)
    const connection = rawConnection(speaking.WebSocket)
    try {
      await connection.start()
      await expect(connection.invoke('NoSuchMethod')).rejects.toThrow(error)
    } finally {
      await connection.stop()
      speaking.restore()
    }
  })

  it('refuses an invalid token and a token of another user; the client keeps retrying', async () => {
    const forged = client('mallory', null)
    const impostor = client('alice', 'mallory')
    await vi.waitFor(() => {
      expect(forged.getSnapshot().reason).toBe('retrying')
      expect(impostor.getSnapshot().reason).toBe('retrying')
    })
    expect(hub.connectionCount).toBe(0)
  })

  it('after the gateway drops every connection, the client reconnects by itself (after 1 s) and asks for a refetch', async () => {
    const alice = client('alice')
    const resyncs = vi.fn()
    alice.onResync(resyncs)
    await connected(alice)
    // Noted before the drop: the client waits its 1 s from when it saw the close, which is later. (Noted
    // after seeing 'reconnecting', a loaded machine's late poll shortened the interval: 834 ms.)
    const droppedAt = Date.now()
    hub.dropAll()
    await vi.waitFor(() => expect(alice.getSnapshot().status).toBe('reconnecting'))
    await connected(alice)
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(900)
    expect(resyncs).toHaveBeenCalledTimes(1)
    expect(hub.connectionCount).toBe(1)
  })

  it('forgets a connection when the client stops', async () => {
    const alice = client('alice')
    await connected(alice)
    expect(hub.connectionCount).toBe(1)
    await alice.stop()
    await vi.waitFor(() => expect(hub.connectionCount).toBe(0))
  })
})

/** ws's client with the Accept-Language a browser sends on the upgrade. */
const nodeWebSocketSpeaking = (language: string) =>
  class extends NodeWebSocket {
    constructor(url: string) {
      super(url, { headers: { 'Accept-Language': language } })
    }
  }

function installMemoryStorage() {
  const make = (): Storage => {
    const data = new Map<string, string>()
    return {
      get length() {
        return data.size
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (index) => [...data.keys()][index] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, String(value)),
    }
  }
  const g = globalThis as { localStorage?: Storage; sessionStorage?: Storage }
  g.localStorage ??= make()
  g.sessionStorage ??= make()
}

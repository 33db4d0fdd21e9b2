import { isAdminClaim } from '@/lib/permissions'
import { verifyToken } from '../auth/jwt'
import { revocations } from '../auth/revocations'
import { inLanguage } from '../lib/messages'
import { frame, MessageType, parseFrames, type HubMessage } from './protocol'

/** What the hub needs of a socket, whichever host carries it (msw's link or a real ws server). */
export interface HubSocket {
  send(data: string): void
  close(code?: number, reason?: string): void
}

interface Connection {
  socket: HubSocket
  userId: string
  /** An admin role claim grants everything: such a caller may push to anyone. */
  admin: boolean
  handshaken: boolean
  /** The Accept-Language of the connection's upgrade request: its errors and close reasons answer in it. */
  language: string | null
  /** The http(s) origin the client reached the hub on: addresses pushed to it are absolute on it. */
  origin: string
}

/** The http(s) origin of a hub URL (ws → http, wss → https). */
const httpOrigin = (url: URL) => `${url.protocol === 'wss:' || url.protocol === 'https:' ? 'https:' : 'http:'}//${url.host}`

/** Path of the notification hub. */
export const HUB_PATH = '/ws/v1/notificationhub'
/** The SignalR client's keep-alive is 15 s; the server pings at the same rate. */
const PING_INTERVAL_MS = 15_000
/** A WebSocket close reason is at most 123 bytes of UTF-8. */
const CLOSE_REASON_BYTES = 123

function closeReason(text: string) {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length <= CLOSE_REASON_BYTES) return text
  // Cut on a character boundary: a truncated multi-byte letter would not decode.
  return new TextDecoder().decode(bytes.slice(0, CLOSE_REASON_BYTES)).replace(/\uFFFD$/, '')
}

export type TestNotificationFactory = (userId: string) => void

/**
 * The mock notification hub: handshake, pings, invocations and close, for many users at once.
 * `SendTestNotification(userId)` creates a notification through the factory (for the caller's own
 * id, or any id when the caller has an admin role); whoever owns the
 * database calls `notifyUser` when a user's notifications change, which pushes ReloadNotifications.
 */
export class MockHub {
  private connections = new Set<Connection>()
  private pingTimer: ReturnType<typeof setInterval> | undefined
  private readonly createTestNotification: TestNotificationFactory

  constructor(createTestNotification: TestNotificationFactory) {
    this.createTestNotification = createTestNotification
  }

  get connectionCount() {
    return this.connections.size
  }

  /**
   * Accepts a socket for `url`; returns the handlers the host calls on message and close.
   * `acceptLanguage` is the upgrade request's Accept-Language (a browser sends its languages):
   * protocol errors and close reasons answer in it, Turkish unless it asks for English.
   */
  async accept(socket: HubSocket, url: URL, acceptLanguage: string | null = null): Promise<{ onMessage(data: string): void; onClose(): void } | null> {
    const userId = url.searchParams.get('userId') ?? ''
    const token = url.searchParams.get('access_token') ?? ''
    const claims = await verifyToken(token, 'access')
    if (Date.now() < this.refuseUntil) {
      socket.close(1013, closeReason(inLanguage('The mock gateway is refusing connections for a while.', acceptLanguage)))
      return null
    }
    if (!claims || !userId || claims.sub !== userId || revocations.accessTokenRevoked(claims.jti)) {
      socket.close(4401, closeReason(inLanguage('The access token is missing, expired or not for this user.', acceptLanguage)))
      return null
    }
    const connection: Connection = { socket, userId, admin: isAdminClaim(claims.role), handshaken: false, language: acceptLanguage, origin: httpOrigin(url) }
    this.connections.add(connection)
    this.ensurePings()
    return {
      onMessage: (data) => this.receive(connection, data),
      onClose: () => {
        this.connections.delete(connection)
        if (this.connections.size === 0) this.stopPings()
      },
    }
  }

  /** Pushes ReloadNotifications to every connection of the user. */
  notifyUser(userId: string) {
    for (const connection of this.connections) {
      if (connection.userId === userId && connection.handshaken) {
        connection.socket.send(frame({ type: MessageType.Invocation, target: 'ReloadNotifications', arguments: [] }))
      }
    }
  }

  /**
   * Pushes an event to every connection whose user `accept`s it (e.g. VideoStatusChanged to those who may read the
   * channel). `args` may be built per connection from the origin it reached the hub on (absolute addresses).
   */
  broadcast(target: string, args: unknown[] | ((origin: string) => unknown[]), accept: (userId: string) => boolean = () => true) {
    for (const connection of this.connections) {
      if (!connection.handshaken || !accept(connection.userId)) continue
      const values = typeof args === 'function' ? args(connection.origin) : args
      connection.socket.send(frame({ type: MessageType.Invocation, target, arguments: values }))
    }
  }

  /** Until when new connections are refused (a drop that holds the network down for a while). */
  private refuseUntil = 0

  /**
   * Drops every connection as a network failure would (developer control: see reconnect); with
   * `refuseForMs`, reconnecting fails for that long, as while a network is still down.
   */
  dropAll(refuseForMs = 0) {
    this.refuseUntil = Date.now() + refuseForMs
    for (const connection of [...this.connections]) {
      this.connections.delete(connection)
      connection.socket.close(4000, closeReason(inLanguage('The mock gateway dropped the connection.', connection.language)))
    }
    this.stopPings()
  }

  private receive(connection: Connection, data: string) {
    const say = (message: string) => inLanguage(message, connection.language)
    let messages: HubMessage[]
    try {
      messages = parseFrames(data)
    } catch {
      const error = say('The message is not valid JSON hub protocol.')
      connection.socket.send(frame({ type: MessageType.Close, error, allowReconnect: false }))
      connection.socket.close(1003, closeReason(error))
      return
    }
    for (const message of messages) {
      if (!connection.handshaken) {
        if (message.protocol === 'json' && message.version === 1) {
          connection.handshaken = true
          connection.socket.send(frame({}))
        } else {
          connection.socket.send(frame({ error: say(`The requested protocol ${JSON.stringify(message.protocol ?? '')} is not available.`) }))
          connection.socket.close(1002, closeReason(say('The requested protocol is not available.')))
        }
        continue
      }
      if (message.type === MessageType.Invocation) this.invoke(connection, message)
      if (message.type === MessageType.Close) connection.socket.close(1000, closeReason(say('The client closed the connection.')))
    }
  }

  private invoke(connection: Connection, message: HubMessage) {
    const say = (text: string) => inLanguage(text, connection.language)
    const reply = (body: { result?: unknown; error?: string }) => {
      if (message.invocationId) connection.socket.send(frame({ type: MessageType.Completion, invocationId: message.invocationId, ...body }))
    }
    if (message.target === 'SendTestNotification') {
      const userId = typeof message.arguments?.[0] === 'string' ? message.arguments[0] : connection.userId
      if (userId !== connection.userId && !connection.admin) {
        reply({ error: say('A test notification may only be sent to yourself.') })
        return
      }
      this.createTestNotification(userId)
      reply({ result: null })
      return
    }
    reply({ error: say(`The hub has no method ${JSON.stringify(message.target ?? '')}.`) })
  }

  private ensurePings() {
    if (this.pingTimer) return
    this.pingTimer = setInterval(() => {
      for (const connection of this.connections) {
        if (connection.handshaken) connection.socket.send(frame({ type: MessageType.Ping }))
      }
    }, PING_INTERVAL_MS)
    ;(this.pingTimer as { unref?: () => void }).unref?.()
  }

  private stopPings() {
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.pingTimer = undefined
  }
}

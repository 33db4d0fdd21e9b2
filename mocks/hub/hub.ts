import { isAdminClaim } from '@/shared/lib/permissions'
import { verifyToken } from '../auth/jwt'
import { frame, MessageType, parseFrames, type HubMessage } from './protocol'

/** What the hub needs of a socket, whichever host carries it (msw's link or a real ws server). */
export interface HubSocket {
  send(data: string): void
  close(code?: number, reason?: string): void
}

interface Connection {
  socket: HubSocket
  userId: string
  /** The token's role claim grants everything (spec §6): such a caller may push to anyone. */
  admin: boolean
  handshaken: boolean
}

/** Path of the notification hub (spec §7). */
export const HUB_PATH = '/ws/v1/notificationhub'
/** Spec §9: real-time client keep-alive is 15 s; the server pings at the same rate. */
const PING_INTERVAL_MS = 15_000

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

  /** Accepts a socket for `url`; returns the handlers the host calls on message and close. */
  async accept(socket: HubSocket, url: URL): Promise<{ onMessage(data: string): void; onClose(): void } | null> {
    const userId = url.searchParams.get('userId') ?? ''
    const token = url.searchParams.get('access_token') ?? ''
    const claims = await verifyToken(token, 'access')
    if (!claims || !userId || claims.sub !== userId) {
      socket.close(4401, 'Unauthorized')
      return null
    }
    const connection: Connection = { socket, userId, admin: isAdminClaim(claims.role), handshaken: false }
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

  /** Pushes an event to every connection whose user `accept`s it (e.g. VideoStatusChanged to those who may read the channel). */
  broadcast(target: string, args: unknown[], accept: (userId: string) => boolean = () => true) {
    for (const connection of this.connections) {
      if (connection.handshaken && accept(connection.userId)) connection.socket.send(frame({ type: MessageType.Invocation, target, arguments: args }))
    }
  }

  /** Drops every connection as a network failure would (developer control: see reconnect). */
  dropAll() {
    for (const connection of [...this.connections]) {
      this.connections.delete(connection)
      connection.socket.close(4000, 'Dropped by the mock gateway')
    }
    this.stopPings()
  }

  private receive(connection: Connection, data: string) {
    let messages: HubMessage[]
    try {
      messages = parseFrames(data)
    } catch {
      connection.socket.send(frame({ type: MessageType.Close, error: 'Invalid message', allowReconnect: false }))
      connection.socket.close(1003, 'Invalid message')
      return
    }
    for (const message of messages) {
      if (!connection.handshaken) {
        if (message.protocol === 'json' && message.version === 1) {
          connection.handshaken = true
          connection.socket.send(frame({}))
        } else {
          connection.socket.send(frame({ error: `Requested protocol '${message.protocol ?? ''}' is not available.` }))
          connection.socket.close(1002, 'Unsupported protocol')
        }
        continue
      }
      if (message.type === MessageType.Invocation) this.invoke(connection, message)
      if (message.type === MessageType.Close) connection.socket.close(1000, 'Client closed')
    }
  }

  private invoke(connection: Connection, message: HubMessage) {
    const reply = (body: { result?: unknown; error?: string }) => {
      if (message.invocationId) connection.socket.send(frame({ type: MessageType.Completion, invocationId: message.invocationId, ...body }))
    }
    if (message.target === 'SendTestNotification') {
      const userId = typeof message.arguments?.[0] === 'string' ? message.arguments[0] : connection.userId
      if (userId !== connection.userId && !connection.admin) {
        reply({ error: 'Forbidden: a test notification may only be sent to yourself.' })
        return
      }
      this.createTestNotification(userId)
      reply({ result: null })
      return
    }
    reply({ error: `Unknown hub method '${message.target ?? ''}'` })
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

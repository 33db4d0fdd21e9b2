import { HttpTransportType, HubConnectionBuilder, type HubConnection, type IHttpConnectionOptions, type ILogger } from '@microsoft/signalr'
import { apiConfig } from './config'
import type { CaptionTrackStatusChangedEvent, JobProgressEvent, RecordChangedEvent, VideoStatusChangedEvent } from './generated/channel/model'
import { getFreshAccessToken } from './http'
import { session } from './session'

/**
 * The live notification connection: one SignalR hub connection for the signed-in
 * user, its state for the UI, and the two events the app acts on (ReloadNotifications, and "we were
 * away, refetch"). It lives in src/api because its access token must come from the mutator's
 * freshness check and single-flight refresh, never from a second refresh path.
 */

type HubStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/**
 * Why the connection is down while a user is signed in, so the UI can say it:
 * `retrying` (a start failed; the next try is at `nextRetryAt`), `offline` (waiting for the
 * network), `gave_up` (automatic reconnect exhausted; only the user, the network or the tab
 * coming back restarts it). `none` otherwise.
 */
type HubDownReason = 'none' | 'retrying' | 'offline' | 'gave_up'

export interface HubSnapshot {
  status: HubStatus
  userId: string | null
  reason: HubDownReason
  nextRetryAt: number | null
}

export const HUB_PATH = '/ws/v1/notificationhub'
/** Automatic reconnect waits 1, 3, 5, 10, then 30 s, then gives up. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 3000, 5000, 10000, 30000]
/** A failed connect retries after 5 s. */
export const START_RETRY_MS = 5000
/** 100 ms pause before a reconnect the client starts itself (after a stop). */
export const RESTART_PAUSE_MS = 100
/** The SignalR client's defaults (30 s server timeout, 15 s keep-alive), stated explicitly. */
const SERVER_TIMEOUT_MS = 30000
const KEEP_ALIVE_MS = 15000

/** Server → client: something changed for this user. */
const RELOAD_EVENT = 'ReloadNotifications'
/** Server → client: the platform finished a step of a video's upload pipeline (VideoStatusChangedEvent). */
const VIDEO_STATUS_EVENT = 'VideoStatusChanged'
/** Server → client: the service finished reading an uploaded caption track (CaptionTrackStatusChangedEvent). */
const CAPTION_STATUS_EVENT = 'CaptionTrackStatusChanged'
/** Server → client: a job this user started (or, with audit_read, any job) moved on (JobProgressEvent). */
const JOB_PROGRESS_EVENT = 'JobProgress'
/** Server → client: someone wrote a record this user may see (openapi/common RecordChangedEvent). */
const RECORD_CHANGED_EVENT = 'RecordChanged'
/** Client → server, testing only: create a test notification for a user. */
const SEND_TEST_METHOD = 'SendTestNotification'

export interface NotificationHubOptions {
  /** Hub host; defaults to apiConfig.hubBaseUrl, or the page's origin when that is empty. */
  hubBaseUrl?: string
  /** Defaults to the mutator's getFreshAccessToken (shared freshness check and refresh). */
  accessTokenFactory?: () => Promise<string | null>
  /** WebSocket constructor; tests and Node pass one, browsers use their own. */
  WebSocket?: WebSocketConstructor
  /** Where failures go: the console only (the bell dims while the connection is down). */
  report?: (message: string, error?: unknown) => void
}

type Listener = () => void

/**
 * SignalR accepts a WebSocket constructor at run time (`WebSocket` option) but leaves it out of
 * its public typings; in Node it passes the token as a header in the third argument.
 */
export type WebSocketConstructor = new (url: string, protocols?: string | string[], options?: { headers?: Record<string, string> }) => unknown

const INITIAL: HubSnapshot = { status: 'disconnected', userId: null, reason: 'none', nextRetryAt: null }

const defaultReport = (message: string, error?: unknown) => {
  console.warn(`[notification hub] ${message}`, ...(error === undefined ? [] : [error instanceof Error ? error.message : error]))
}

/** SignalR's own log lines are replaced by the manager's, which say what happens next. */
const silentLogger: ILogger = { log: () => undefined }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export class NotificationHubClient {
  private snapshot: HubSnapshot = INITIAL
  private readonly listeners = new Set<Listener>()
  private readonly reloadListeners = new Set<Listener>()
  private readonly resyncListeners = new Set<Listener>()
  private readonly videoStatusListeners = new Set<(event: VideoStatusChangedEvent) => void>()
  private readonly captionStatusListeners = new Set<(event: CaptionTrackStatusChangedEvent) => void>()
  private readonly recordListeners = new Set<(event: RecordChangedEvent) => void>()
  private readonly jobProgressListeners = new Set<(event: JobProgressEvent) => void>()
  private readonly options: NotificationHubOptions
  private connection: HubConnection | null = null
  /** Bumped by every stop and (re)start, so callbacks of an older connection change nothing. */
  private generation = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  /** A connect for this user failed or was lost before: the next success must refetch. */
  private missedPushes = false
  /** The user whose connection the page hid (pagehide); pageshow brings it back. */
  private suspendedUserId: string | null = null
  private stopping: Promise<void> = Promise.resolve()

  constructor(options: NotificationHubOptions = {}) {
    this.options = options
  }

  // ---- state for the UI -------------------------------------------------------------------

  getSnapshot = (): HubSnapshot => this.snapshot

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** ReloadNotifications from the server. */
  onReload(listener: Listener): () => void {
    this.reloadListeners.add(listener)
    return () => this.reloadListeners.delete(listener)
  }

  /** VideoStatusChanged from the server (a videos list applies it in place; see the contract). */
  /** Every RecordChanged the hub pushes (records written by anyone, this user's other tabs included). */
  onRecordChanged(listener: (event: RecordChangedEvent) => void): () => void {
    this.recordListeners.add(listener)
    return () => this.recordListeners.delete(listener)
  }

  onVideoStatus(listener: (event: VideoStatusChangedEvent) => void): () => void {
    this.videoStatusListeners.add(listener)
    return () => this.videoStatusListeners.delete(listener)
  }

  /** CaptionTrackStatusChanged from the server (a video's subtitles page refetches its tracks). */
  onCaptionStatus(listener: (event: CaptionTrackStatusChangedEvent) => void): () => void {
    this.captionStatusListeners.add(listener)
    return () => this.captionStatusListeners.delete(listener)
  }

  /** JobProgress from the server (a job's dialog, the jobs page and the tray follow it). */
  onJobProgress(listener: (event: JobProgressEvent) => void): () => void {
    this.jobProgressListeners.add(listener)
    return () => this.jobProgressListeners.delete(listener)
  }

  /** The connection is back after a drop or failed start: pushes may have been missed. */
  onResync(listener: Listener): () => void {
    this.resyncListeners.add(listener)
    return () => this.resyncListeners.delete(listener)
  }

  private set(patch: Partial<HubSnapshot>) {
    const next = { ...this.snapshot, ...patch }
    if (
      next.status === this.snapshot.status &&
      next.userId === this.snapshot.userId &&
      next.reason === this.snapshot.reason &&
      next.nextRetryAt === this.snapshot.nextRetryAt
    ) {
      return
    }
    this.snapshot = next
    for (const listener of [...this.listeners]) listener()
  }

  private emit(listeners: Set<Listener>) {
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        this.report('a notification listener failed', error)
      }
    }
  }

  private report(message: string, error?: unknown) {
    ;(this.options.report ?? defaultReport)(message, error)
  }

  // ---- lifecycle --------------------------------------------------------------------------

  /**
   * Connects for this user, restarts when the user changes, stops when there is none.
   * Calling it again with the same user changes nothing.
   */
  setUser(userId: string | null): void {
    const previous = this.snapshot.userId
    this.suspendedUserId = null
    if (userId === previous) return
    void this.restart(userId, previous != null)
  }

  /** Stops and forgets the user (logout, unmount). */
  stop(): Promise<void> {
    this.suspendedUserId = null
    return this.restart(null, false)
  }

  /**
   * Connects again now, for the current user: the one-click reconnect after giving up, the
   * network or the tab coming back. Does nothing while connected or connecting.
   */
  reconnect(): void {
    const { userId, status } = this.snapshot
    if (!userId || status === 'connected' || status === 'connecting') return
    void this.restart(userId, true)
  }

  /** Testing only: asks the server, through the live connection, for a test notification. */
  async sendTestNotification(): Promise<void> {
    const { userId, status } = this.snapshot
    if (!this.connection || !userId || status !== 'connected') throw new Error('The live connection is not connected.')
    await this.connection.invoke(SEND_TEST_METHOD, userId)
  }

  /**
   * Follows the page and the session: stops on logout and page unload (pagehide), comes back
   * from the back/forward cache, and retries when the network or the tab comes back.
   */
  attach(target: Window = window): () => void {
    const online = () => {
      const { userId, status } = this.snapshot
      // Also cut a long reconnect delay short: the network is back now.
      if (userId && status !== 'connected' && status !== 'connecting') void this.restart(userId, true)
    }
    const visible = () => {
      if (target.document.visibilityState !== 'visible') return
      const { userId, status } = this.snapshot
      if (userId && status === 'disconnected') void this.restart(userId, true)
    }
    const hide = () => {
      const userId = this.snapshot.userId
      void this.restart(null, false)
      this.suspendedUserId = userId
    }
    const show = (event: PageTransitionEvent) => {
      if (!event.persisted || !this.suspendedUserId || this.snapshot.userId) return
      this.setUser(this.suspendedUserId)
      // The page slept in the back/forward cache: whatever was pushed meanwhile is missed.
      this.missedPushes = true
    }
    const offSignOut = session.onSignOut(() => void this.stop())
    target.addEventListener('online', online)
    target.document.addEventListener('visibilitychange', visible)
    target.addEventListener('pagehide', hide)
    target.addEventListener('pageshow', show)
    return () => {
      offSignOut()
      target.removeEventListener('online', online)
      target.document.removeEventListener('visibilitychange', visible)
      target.removeEventListener('pagehide', hide)
      target.removeEventListener('pageshow', show)
    }
  }

  private async restart(userId: string | null, pause: boolean): Promise<void> {
    const generation = ++this.generation
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    const old = this.connection
    this.connection = null
    // Starting again for the same user means we were away: refetch once connected.
    this.missedPushes = userId != null && userId === this.snapshot.userId
    this.set({ status: userId ? 'connecting' : 'disconnected', userId, reason: 'none', nextRetryAt: null })
    if (old) {
      this.stopping = old.stop().catch(() => undefined)
    }
    await this.stopping
    if (generation !== this.generation || !userId) return
    if (pause) {
      // Let the server see the old socket close before the new one opens.
      await sleep(RESTART_PAUSE_MS)
      if (generation !== this.generation) return
    }
    await this.connect(generation, userId)
  }

  private hubUrl(userId: string) {
    const base = this.options.hubBaseUrl ?? apiConfig.hubBaseUrl
    const origin = base || (typeof window !== 'undefined' ? window.location.origin : '')
    return `${origin}${HUB_PATH}?userId=${encodeURIComponent(userId)}`
  }

  private build(generation: number, userId: string): HubConnection {
    const tokenFactory = this.options.accessTokenFactory ?? getFreshAccessToken
    const connectionOptions: IHttpConnectionOptions & { WebSocket?: WebSocketConstructor } = {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: async () => (await tokenFactory()) ?? '',
    }
    if (this.options.WebSocket) connectionOptions.WebSocket = this.options.WebSocket
    const connection = new HubConnectionBuilder()
      .withUrl(this.hubUrl(userId), connectionOptions)
      .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
      .withServerTimeout(SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(KEEP_ALIVE_MS)
      .configureLogging(silentLogger)
      .build()
    const current = () => generation === this.generation && this.connection === connection
    connection.on(RELOAD_EVENT, () => {
      if (current()) this.emit(this.reloadListeners)
    })
    connection.on(RECORD_CHANGED_EVENT, (event: RecordChangedEvent) => {
      if (!current() || typeof event?.id !== 'string' || typeof event.version !== 'number') return
      for (const listener of [...this.recordListeners]) {
        try {
          listener(event)
        } catch (error) {
          this.report('a record listener failed', error)
        }
      }
    })
    // Events about one record each (its `id`), relayed to their listeners; one failing listener does not stop the others.
    const relays: Array<[string, Set<(event: never) => void>, string]> = [
      [VIDEO_STATUS_EVENT, this.videoStatusListeners, 'a video status listener failed'],
      [CAPTION_STATUS_EVENT, this.captionStatusListeners, 'a caption status listener failed'],
      [JOB_PROGRESS_EVENT, this.jobProgressListeners, 'a job progress listener failed'],
    ]
    for (const [name, listeners, failure] of relays)
      connection.on(name, (event: { id?: unknown }) => {
        if (!current() || typeof event?.id !== 'string') return
        for (const listener of [...listeners]) {
          try {
            listener(event as never)
          } catch (error) {
            this.report(failure, error)
          }
        }
      })
    connection.onreconnecting((error) => {
      if (!current()) return
      this.report('connection lost; reconnecting', error)
      this.set({ status: 'reconnecting', reason: 'none', nextRetryAt: null })
    })
    connection.onreconnected(() => {
      if (!current()) return
      this.set({ status: 'connected', reason: 'none', nextRetryAt: null })
      this.emit(this.resyncListeners)
    })
    connection.onclose((error) => {
      if (!current()) return
      this.connection = null
      this.missedPushes = true
      this.report('live updates are off: reconnecting gave up', error)
      this.set({ status: 'disconnected', reason: 'gave_up', nextRetryAt: null })
    })
    return connection
  }

  private async connect(generation: number, userId: string): Promise<void> {
    const connection = this.build(generation, userId)
    this.connection = connection
    this.set({ status: 'connecting', reason: 'none', nextRetryAt: null })
    try {
      await connection.start()
    } catch (error) {
      if (generation !== this.generation || this.connection !== connection) return
      this.connection = null
      this.missedPushes = true
      if (isOffline()) {
        this.report('could not connect while offline; waiting for the network', error)
        this.set({ status: 'disconnected', reason: 'offline', nextRetryAt: null })
        return
      }
      this.report(`could not connect; retrying in ${START_RETRY_MS / 1000} s`, error)
      this.set({ status: 'disconnected', reason: 'retrying', nextRetryAt: Date.now() + START_RETRY_MS })
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined
        if (generation === this.generation) void this.connect(generation, userId)
      }, START_RETRY_MS)
      return
    }
    if (generation !== this.generation || this.connection !== connection) {
      await connection.stop().catch(() => undefined)
      return
    }
    this.set({ status: 'connected', reason: 'none', nextRetryAt: null })
    if (this.missedPushes) this.emit(this.resyncListeners)
    this.missedPushes = false
  }
}

/** The app's one live connection. */
export const notificationHub = new NotificationHubClient()

import type { HubSnapshot } from '@/api/notification-hub'
import type { LiveHub } from '@/features/notifications/live/live-hub'

/** Test-only: a live connection the test drives by hand (state, pushes, reconnects). */
export class ScriptedHub implements LiveHub {
  snapshot: HubSnapshot = { status: 'disconnected', userId: null, reason: 'none', nextRetryAt: null }
  readonly users: Array<string | null> = []
  reconnects = 0
  stops = 0
  attached = 0
  testNotifications = 0
  private readonly listeners = new Set<() => void>()
  private readonly reloads = new Set<() => void>()
  private readonly resyncs = new Set<() => void>()

  getSnapshot = () => this.snapshot
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  onReload(listener: () => void) {
    this.reloads.add(listener)
    return () => this.reloads.delete(listener)
  }
  onResync(listener: () => void) {
    this.resyncs.add(listener)
    return () => this.resyncs.delete(listener)
  }
  setUser(userId: string | null) {
    this.users.push(userId)
    this.set({ userId, status: userId ? 'connected' : 'disconnected', reason: 'none' })
  }
  async stop() {
    this.stops += 1
    this.set({ userId: null, status: 'disconnected', reason: 'none' })
  }
  reconnect() {
    this.reconnects += 1
  }
  attach() {
    this.attached += 1
    return () => {
      this.attached -= 1
    }
  }
  async sendTestNotification() {
    this.testNotifications += 1
  }

  /** Changes the visible state. */
  set(patch: Partial<HubSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch }
    for (const listener of [...this.listeners]) listener()
  }
  /** The server pushes ReloadNotifications. */
  pushReload() {
    for (const listener of [...this.reloads]) listener()
  }
  /** The connection came back after a drop. */
  resync() {
    for (const listener of [...this.resyncs]) listener()
  }
}

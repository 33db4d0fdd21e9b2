import type { Faker } from '@faker-js/faker'
import type { Notification, NotificationPreference } from '@/api/generated/notification/model'
import { KNOWN_TYPE_KEYS } from './enums'
import type { DbEvents } from './events'
import { makeNotification, SEEDED_TYPE_KEYS, type NotificationContext } from './notification-factory'
import { prng, uuidFrom } from './random'

const HOUR = 3_600_000

/**
 * Every user's notifications (newest first) and preferences. Each change to a user's
 * notifications tells the hub, which pushes ReloadNotifications to that user's connections.
 */
export class NotificationStore {
  private readonly byUser = new Map<string, Notification[]>()
  private readonly preferencesByUser = new Map<string, NotificationPreference[]>()
  private testCounter = 0

  constructor(
    private readonly events: DbEvents,
    readonly context: NotificationContext,
  ) {}

  list(userId: string): readonly Notification[] {
    return this.byUser.get(userId) ?? []
  }

  /** Kinds the user has switched off in the app are not listed (contract: preferences). */
  visible(userId: string): Notification[] {
    const hidden = new Set(
      this.preferences(userId)
        .filter((p) => !p.inApp)
        .map((p) => p.typeKey),
    )
    return this.list(userId).filter((n) => !hidden.has(n.typeKey))
  }

  seed(userId: string, notifications: Notification[]) {
    this.byUser.set(
      userId,
      notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    )
  }

  add(userId: string, notification: Notification) {
    this.byUser.set(userId, [notification, ...this.list(userId)])
    this.events.notificationsChanged(userId)
  }

  /** A new unread notification for the user, of the next kind they receive in the app. */
  createTest(userId: string) {
    const enabled = SEEDED_TYPE_KEYS.filter((key) => this.preferences(userId).find((p) => p.typeKey === key)?.inApp !== false)
    const typeKey = enabled[this.testCounter++ % Math.max(enabled.length, 1)] ?? 'general'
    this.add(userId, makeNotification(this.context, typeKey, new Date().toISOString(), false))
  }

  /** Sets isRead on all the ids, or on none when one is not the user's; false then. */
  /** Sets the state of all the ids, or none when one is not the user's (null then); the ids it changed. */
  setRead(userId: string, ids: readonly string[], isRead: boolean): string[] | null {
    const mine = this.list(userId)
    const targets = ids.map((id) => mine.find((n) => n.id === id))
    if (targets.some((n) => n == null)) return null
    const changed = [...new Set(targets.filter((n) => n!.isRead !== isRead).map((n) => n!.id))]
    for (const n of targets) n!.isRead = isRead
    this.events.notificationsChanged(userId)
    return changed
  }

  /** Takes all the ids out of the user's inbox (for their deleted ones), or none when one is not the user's; null then. */
  remove(userId: string, ids: readonly string[]): Notification[] | null {
    const mine = this.list(userId)
    const wanted = new Set(ids)
    if (ids.some((id) => !mine.some((n) => n.id === id))) return null
    this.byUser.set(
      userId,
      mine.filter((n) => !wanted.has(n.id)),
    )
    this.events.notificationsChanged(userId)
    return mine.filter((n) => wanted.has(n.id))
  }

  /** Puts deleted notifications back in the user's inbox, in its order (newest first). */
  putBack(userId: string, notifications: readonly Notification[]) {
    this.seed(userId, [...this.list(userId), ...notifications])
    this.events.notificationsChanged(userId)
  }

  /** Marks read what was unread (up to `before`); the ids it marked. */
  markAllRead(userId: string, before?: string): string[] {
    const limit = before ? Date.parse(before) : Infinity
    const marked = this.list(userId).filter((n) => !n.isRead && Date.parse(n.createdAt) <= limit)
    for (const n of marked) n.isRead = true
    this.events.notificationsChanged(userId)
    return marked.map((n) => n.id)
  }

  /** One item per known kind (server default: in-app on, email off), in a stable order. */
  preferences(userId: string): NotificationPreference[] {
    let prefs = this.preferencesByUser.get(userId)
    if (!prefs) {
      prefs = KNOWN_TYPE_KEYS.map((typeKey) => ({ typeKey, inApp: true, email: typeKey === 'strike' || typeKey === 'copyright' }))
      this.preferencesByUser.set(userId, prefs)
    }
    return prefs
  }

  /** Saves the listed kinds; an unknown or repeated typeKey saves nothing and returns the reason. */
  savePreferences(userId: string, items: readonly NotificationPreference[]): string | null {
    const current = this.preferences(userId)
    const seen = new Set<string>()
    for (const item of items) {
      if (!current.some((p) => p.typeKey === item.typeKey)) return `Unknown notification kind '${item.typeKey}'.`
      if (seen.has(item.typeKey)) return `Notification kind '${item.typeKey}' is listed twice.`
      seen.add(item.typeKey)
    }
    this.preferencesByUser.set(
      userId,
      current.map((p) => {
        const item = items.find((i) => i.typeKey === p.typeKey)
        return item ? { typeKey: p.typeKey, inApp: item.inApp, email: item.email } : p
      }),
    )
    this.events.notificationsChanged(userId)
    return null
  }
}

/** Notifications of a demo user: every kind at least once, newest ones unread. */
export function seedNotificationsFor(faker: Faker, context: NotificationContext, anchor: number, count: number): Notification[] {
  const kinds = [
    ...SEEDED_TYPE_KEYS,
    ...Array.from({ length: Math.max(0, count - SEEDED_TYPE_KEYS.length) }, () => faker.helpers.arrayElement(SEEDED_TYPE_KEYS)),
  ]
  return faker.helpers.shuffle(kinds).map((typeKey, i) => {
    const ageHours = i < 6 ? i * 3 + faker.number.int({ min: 0, max: 2 }) : faker.number.int({ min: 20, max: 24 * 60 })
    const unread = i < 6 || faker.number.float() < 0.3
    return makeNotification(context, typeKey, new Date(anchor - (ageHours + 1) * HOUR).toISOString(), !unread)
  })
}

/** The PRNG-backed id source notifications use, so seeded ids repeat across reloads. */
export const notificationIds = (seed: number) => {
  const rand = prng(seed)
  return () => uuidFrom(rand)
}

/**
 * Two old, read notifications of the admin that test the client's handling of server text
 * (docs/architecture.md "Reliability"): markup in a param, which must show as plain text, with a
 * javascript: link the client must not follow; and a mailto: link, which the allow-list passes.
 */
export function hostileNotifications(newId: () => string, anchor: number): Notification[] {
  const createdAt = new Date(anchor - 70 * 24 * HOUR).toISOString()
  return [
    {
      id: newId(),
      type: 'Info',
      typeKey: 'general',
      params: { message: '<img src=x onerror="alert(document.cookie)"> Bu metin düz yazı olarak görünmeli.' },
      isRead: true,
      createdAt,
      link: 'javascript:alert(document.cookie)',
    },
    {
      id: newId(),
      type: 'Warning',
      typeKey: 'warning',
      params: { message: 'Destek ekibine yazın.' },
      isRead: true,
      createdAt,
      link: 'mailto:destek@demo.local',
    },
  ]
}

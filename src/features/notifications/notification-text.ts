import type { TFunction } from 'i18next'
import type { Notification } from '@/api/generated/notification/model'

/**
 * Title and message of a notification, rendered on the client from `type`, `typeKey` and
 * `params` (spec §3). Server values only ever fill placeholders: they go in as one object
 * (`p`), so a param named like an i18next option (`lng`, `ns`, `count`, `defaultValue`,
 * `returnObjects`…) cannot change how the text is looked up, and i18next does not interpolate
 * or nest inside them. The result is plain text; React escapes it.
 */

/** The kinds the client knows how to word (spec §3). Any other typeKey gets the fallback. */
export const KNOWN_TYPE_KEYS = ['copyright', 'general', 'system', 'warning', 'monetization', 'content_id', 'strike', 'claim_deadline'] as const
export type KnownTypeKey = (typeof KNOWN_TYPE_KEYS)[number]

/** Params each known kind words into its message; a missing one shows the missing-value mark. */
const EXPECTED_PARAMS: Record<KnownTypeKey, readonly string[]> = {
  copyright: ['claimcount', 'channelTitle'],
  general: [],
  system: [],
  warning: [],
  monetization: ['channelTitle', 'status'],
  content_id: ['channelTitle', 'matchCount'],
  strike: ['channelTitle', 'strikeCount'],
  claim_deadline: ['channelTitle', 'count', 'earliestDeadline'],
}

/** The count that picks the plural form of each kind's message. */
const COUNT_PARAM: Partial<Record<KnownTypeKey, string>> = {
  copyright: 'claimcount',
  content_id: 'matchCount',
  strike: 'strikeCount',
  claim_deadline: 'count',
}

const MESSAGE_KINDS = new Set<KnownTypeKey>(['general', 'system', 'warning'])
const MONETIZATION_STATUSES = new Set(['enabled', 'disabled', 'limited'])

export interface RenderedNotification {
  title: string
  message: string
}

export type NotificationTextInput = Pick<Notification, 'type' | 'typeKey' | 'params'>

export function knownTypeKey(typeKey: string | null | undefined): KnownTypeKey | null {
  const key = (typeKey ?? '').trim().toLowerCase()
  return (KNOWN_TYPE_KEYS as readonly string[]).includes(key) ? (key as KnownTypeKey) : null
}

/** Only string values count: the contract says every param is a string. */
function paramsOf(notification: NotificationTextInput): Array<[string, string]> {
  const params = notification.params
  if (!params || typeof params !== 'object') return []
  return Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
}

/** Plural category input: a finite number, else "many" (the other form). */
const countFrom = (value: string | undefined) => {
  const number = Number(value)
  return value != null && value.trim() !== '' && Number.isFinite(number) ? number : 2
}

/**
 * Renders one notification in the language of `t` (a translator bound to the `notifications`
 * namespace).
 */
export function renderNotification(notification: NotificationTextInput, t: TFunction): RenderedNotification {
  const params = paramsOf(notification)
  const value = (key: string) => params.find(([name]) => name === key)?.[1]
  const kind = knownTypeKey(notification.typeKey)

  if (!kind) {
    const type = (notification.type ?? '').trim() || (notification.typeKey ?? '').trim() || '?'
    return {
      title: t('fallback.title', { v: { type } }),
      message: params.length > 0 ? params.map(([key, text]) => `${key}: ${text}`).join('\n') : t('fallback.noDetails'),
    }
  }

  const title = t(`types.${kind}.title`)
  if (MESSAGE_KINDS.has(kind)) {
    const message = value('message')?.trim()
    return { title, message: message || t(`types.${kind}.noMessage`) }
  }

  const missing = t('missingValue')
  const p: Record<string, string> = {}
  for (const key of EXPECTED_PARAMS[kind]) {
    const text = value(key)?.trim()
    p[key] = text ? text : missing
  }
  if (kind === 'monetization' && MONETIZATION_STATUSES.has(p.status ?? '')) p.status = t(`monetizationStatus.${p.status}`)
  if (kind === 'claim_deadline') p.earliestDeadline = instantText(value('earliestDeadline'), t('dateLocale')) ?? missing
  const countParam = COUNT_PARAM[kind]
  const message = countParam ? t(`types.${kind}.message`, { p, count: countFrom(value(countParam)) }) : t(`types.${kind}.message`, { p })
  return { title, message }
}

/** The label of a kind (preferences): known kinds by name, others say which key they are. */
export function typeKeyLabel(typeKey: string, t: TFunction, serverName?: string | null): string {
  const kind = knownTypeKey(typeKey)
  if (kind) return t(`types.${kind}.label`)
  return serverName?.trim() || t('fallback.otherKind', { v: { key: typeKey } })
}

/** An ISO instant as a short date and time in the locale, or null when it is not one. */
function instantText(value: string | undefined, locale: string): string | null {
  const time = value ? Date.parse(value) : NaN
  if (!Number.isFinite(time)) return null
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
  } catch {
    return new Date(time).toISOString()
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Where in the app a notification leads, when it names a place: a claim deadline digest opens
 * the channel's claims desk filtered to the claims due within 48 hours.
 */
export function inAppPath(notification: NotificationTextInput): string | null {
  if (knownTypeKey(notification.typeKey) !== 'claim_deadline') return null
  const channelId = paramsOf(notification).find(([key]) => key === 'channelId')?.[1]
  return channelId && UUID.test(channelId) ? `/my-channels/${channelId}/claims?due=h48` : null
}

/** A link from the server, only when it is http, https or mailto (docs/architecture.md "Reliability"). */
export function safeHref(link: string | null | undefined): string | null {
  if (!link) return null
  try {
    const url = new URL(link)
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}

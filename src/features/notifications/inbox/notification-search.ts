import type { Notification } from '@/api/generated/notification/model'
import type { RenderedNotification } from '../notification-text'

/**
 * Spec §5: a case-insensitive substring match on type, typeKey, the rendered title, the rendered
 * message and every param value; an empty search matches everything. The rendered texts are the
 * ones the user sees, in the current language.
 *
 * Where it runs: on the client. The server's `search` only knows type, typeKey and param values,
 * not the texts the client renders, so sending it would drop notifications that match only by
 * their title or message ("claim", "Telif"). The page therefore asks the server for one large
 * window (the newest SEARCH_WINDOW notifications with the current read filter), filters it here
 * and pages the matches locally; without a search the server pages as usual.
 */
export const SEARCH_WINDOW = 500

/**
 * Case folding for both languages: the current language's lower case, and the four Turkish i
 * letters (I, ı, İ, i) as one, so "ISTANBUL", "istanbul" and "İstanbul" find each other whatever
 * the interface language. Other accents stay significant ("ç" is not "c").
 */
function normalizeForSearch(text: string, locale: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase(locale)
    .replace(/\u0069\u0307/g, 'i')
    .replace(/ı/g, 'i')
}

export function matchesSearch(notification: Notification, rendered: RenderedNotification, query: string, locale: string): boolean {
  const needle = normalizeForSearch(query.trim(), locale)
  if (!needle) return true
  const haystacks = [
    notification.type,
    notification.typeKey,
    rendered.title,
    rendered.message,
    ...Object.values(notification.params ?? {}).filter((value): value is string => typeof value === 'string'),
  ]
  return haystacks.some((text) => typeof text === 'string' && normalizeForSearch(text, locale).includes(needle))
}

export function filterNotifications(
  items: readonly Notification[],
  query: string,
  render: (notification: Notification) => RenderedNotification,
  locale: string,
): Notification[] {
  if (!query.trim()) return [...items]
  return items.filter((notification) => matchesSearch(notification, render(notification), query, locale))
}

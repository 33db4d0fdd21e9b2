const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "5 minutes ago" / "5 dakika önce"; under a minute the caller's "just now". Null for a bad date. */
export function relativeTime(iso: string, locale: string, justNow: string, now: number = Date.now()): string | null {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return null
  const seconds = Math.round((time - now) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return justNow
}

/** The full date and time, for a tooltip or `title`. */
export function absoluteTime(iso: string, locale: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}

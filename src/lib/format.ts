/**
 * The product's one way to show numbers, money, dates, durations and sizes in the interface
 * language. Screens use `useFormatters()` (shared/ui/format), which follows the language;
 * code outside React calls `formatters(language)`.
 *
 * Intl formatters are costly to build (the first one also loads the locale's data) and lists and
 * widgets format on every render, so each is made once per language, on first use: a first
 * render that only shows skeletons builds none.
 */
export interface Formatters {
  /** The BCP 47 locale the formatters write in ('tr-TR', 'en-US'). */
  readonly locale: string
  /** 1793.5 → '1.793,5' / '1,793.5'; '' for no value. */
  number(value: number | null | undefined): string
  /** Rounded to a whole number: 1793.5 → '1.794'. */
  integer(value: number | null | undefined): string
  /** 2 600 000 000 → '2,6 Mr' / '2.6B'. */
  compact(value: number | null | undefined): string
  /** A ratio: 0.123 → '%12,3' / '12.3%'. */
  percent(ratio: number | null | undefined): string
  /**
   * 1234 USD → '$1,234'; whole units unless `fractionDigits` says otherwise. A code Intl does not
   * know is written after the number ('1,234 XYZ1') instead of failing.
   */
  currency(value: number | null | undefined, code: string, fractionDigits?: number): string
  /** A calendar date ('YYYY-MM-DD'), the same day in every time zone: 'Mar 5, 2024'. */
  date(value: string | Date | null | undefined): string
  /** A moment, in the viewer's time zone: 'Mar 5, 2024, 2:30 PM'. */
  dateTime(value: string | Date | null | undefined): string
  /** The clock time of a moment, in the viewer's time zone: '14:32' / '2:32 PM'. */
  time(value: string | Date | null | undefined): string
  /** 'YYYY-MM-DD' → '5 Mar' (chart axes). */
  day(isoDate: string): string
  /** 'YYYY-MM' → 'Mar' (chart axes). */
  month(yearMonth: string): string
  /**
   * '5 minutes ago', 'in 2 days', 'now'; against `now` (default: the clock). With `underAMinute`
   * (e.g. a translated 'just now'), that text stands for anything closer than a minute.
   */
  relativeTime(value: string | Date | null | undefined, now?: number, underAMinute?: string): string
  /** Seconds as a clock: 75 → '1:15', 3725 → '1:02:05'. */
  duration(seconds: number | null | undefined): string
  /** Seconds in rounded-up units, for a wait: 45 → '45 sec' / '45 sn.', 150 → '3 min' / '3 dk.', 3725 → '1 hr 3 min' / '1 sa. 3 dk.'. */
  timeSpan(seconds: number | null | undefined): string
  /** Bytes in binary steps: 1536 → '1,5 KB' / '1.5 KB', 8 388 608 → '8 MB'. */
  fileSize(bytes: number | null | undefined): string
  /** 'en' → 'İngilizce' / 'English'; the code itself when Intl does not know it. */
  languageName(code: string): string
}

/** The interface languages are tr (the default) and en; each writes in its country's conventions. */
export function localeOf(language: string): string {
  return language.toLowerCase().startsWith('en') ? 'en-US' : 'tr-TR'
}

const byLocale = new Map<string, Formatters>()

/** The formatters of a language, made once per locale. */
export function formatters(language: string): Formatters {
  const locale = localeOf(language)
  let cached = byLocale.get(locale)
  if (!cached) byLocale.set(locale, (cached = createFormatters(locale)))
  return cached
}

/** A value made on first use. */
const once = <T>(make: () => T) => {
  let value: T | undefined
  return () => (value ??= make())
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date is read as UTC midnight (and shown in UTC), so it never moves a day. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null
  const time = value instanceof Date ? value.getTime() : Date.parse(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? null : new Date(time)
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

const missing = (value: number | null | undefined): value is null | undefined => value == null || Number.isNaN(value)

function createFormatters(locale: string): Formatters {
  const numbers = once(() => new Intl.NumberFormat(locale))
  const integers = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))
  const oneDecimal = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }))
  const compacts = once(() => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }))
  const percents = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }))
  const days = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }))
  const moments = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }))
  const clock = once(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }))
  const dayMonth = once(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }))
  const months = once(() => new Intl.DateTimeFormat(locale, { month: 'short' }))
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  const languages = once(() => new Intl.DisplayNames([locale], { type: 'language' }))
  const units = {
    second: once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' })),
    minute: once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' })),
    hour: once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' })),
  }
  const currencies = new Map<string, (value: number) => string>()

  /** The currency's format; for a code Intl does not take, the plain number and the code. */
  const currencyFormat = (code: string, fractionDigits: number) => {
    const key = `${code}:${fractionDigits}`
    let format = currencies.get(key)
    if (!format) {
      const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
      try {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits })
        format = (value) => intl.format(value)
      } catch {
        const plain = new Intl.NumberFormat(locale, digits)
        format = (value) => `${plain.format(value)} ${code}`
      }
      currencies.set(key, format)
    }
    return format
  }

  return {
    locale,
    number: (value) => (missing(value) ? '' : numbers().format(value)),
    integer: (value) => (missing(value) ? '' : integers().format(value)),
    compact: (value) => (missing(value) ? '' : compacts().format(value)),
    percent: (ratio) => (missing(ratio) ? '' : percents().format(ratio)),
    currency: (value, code, fractionDigits = 0) => (missing(value) ? '' : currencyFormat(code, fractionDigits)(value)),
    date: (value) => {
      const date = toDate(value)
      return date ? days().format(date) : ''
    },
    dateTime: (value) => {
      const date = toDate(value)
      return date ? moments().format(date) : ''
    },
    time: (value) => {
      const date = toDate(value)
      return date ? clock().format(date) : ''
    },
    day: (isoDate) => dayMonth().format(new Date(`${isoDate}T00:00:00`)),
    month: (yearMonth) => months().format(new Date(`${yearMonth}-01T00:00:00`)),
    relativeTime: (value, now = Date.now(), underAMinute) => {
      const date = toDate(value)
      if (!date) return ''
      const seconds = Math.round((date.getTime() - now) / 1000)
      if (underAMinute !== undefined && Math.abs(seconds) < 60) return underAMinute
      for (const [unit, size] of RELATIVE_UNITS) {
        if (Math.abs(seconds) >= size) return relative().format(Math.trunc(seconds / size), unit)
      }
      return relative().format(0, 'second')
    },
    duration: (seconds) => {
      if (missing(seconds) || seconds < 0) return ''
      const total = Math.round(seconds)
      const h = Math.floor(total / 3600)
      const m = Math.floor((total % 3600) / 60)
      const s = total % 60
      const two = (n: number) => String(n).padStart(2, '0')
      return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`
    },
    timeSpan: (seconds) => {
      if (missing(seconds) || seconds < 0) return ''
      if (seconds < 60) return units.second().format(Math.ceil(seconds))
      if (seconds < 3600) return units.minute().format(Math.ceil(seconds / 60))
      return `${units.hour().format(Math.floor(seconds / 3600))} ${units.minute().format(Math.ceil((seconds % 3600) / 60))}`
    },
    fileSize: (bytes) => {
      if (missing(bytes) || bytes < 0) return ''
      let value = bytes
      let unit = 0
      while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
        value /= 1024
        unit += 1
      }
      return `${(unit === 0 ? integers() : oneDecimal()).format(value)} ${SIZE_UNITS[unit]}`
    },
    languageName: (code) => {
      try {
        return languages().of(code) ?? code
      } catch {
        return code
      }
    },
  }
}

/** 'YYYY-MM-DD' of a local date (the form of the contracts' date fields and filters). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The last `days` days, today included, as the contracts' startDate / endDate. */
export function lastDays(days: number, today = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today)
  start.setDate(start.getDate() - (days - 1))
  return { startDate: isoDate(start), endDate: isoDate(today) }
}

/** Typed day patterns of the interface languages. */
export type DayPattern = 'dd.MM.yyyy' | 'MM/dd/yyyy'

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' of a local date. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The local date of a 'YYYY-MM-DD' day (midnight), or undefined for anything else. */
export function dayOf(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return undefined
  return validDate(Number(match[1]), Number(match[2]), Number(match[3])) ?? undefined
}

function validDate(year: number, month: number, day: number): Date | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(year, month - 1, day)
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null
}

export function formatDay(date: Date, pattern: DayPattern): string {
  const day = pad(date.getDate())
  const month = pad(date.getMonth() + 1)
  return pattern === 'dd.MM.yyyy' ? `${day}.${month}.${date.getFullYear()}` : `${month}/${day}/${date.getFullYear()}`
}

/**
 * A typed day in the language's pattern: day, month and year in its order, separated by a dot,
 * slash, dash or space ("5.3.2026" and "05.03.2026" in Turkish, "3/5/2026" in English). An ISO
 * day ("2026-03-05", pasted from a URL) is taken in either language. Null when it is not a day.
 */
export function parseDay(text: string, pattern: DayPattern): Date | null {
  const trimmed = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const parts = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/.exec(trimmed)
  if (!parts) return null
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  return pattern === 'dd.MM.yyyy' ? validDate(year, second, first) : validDate(year, first, second)
}

/** Month and weekday names of a language, Sunday first (as the calendar expects them). */
export function calendarNames(language: string) {
  const locale = language.startsWith('tr') ? 'tr-TR' : 'en-US'
  const month = (style: 'long' | 'short') => new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' })
  const weekday = (style: 'long' | 'short' | 'narrow') => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' })
  const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2024, index, 1)))
  // 7 January 2024 was a Sunday.
  const week = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 7 + index)))
  return {
    months: months.map((date) => month('long').format(date)),
    shortMonths: months.map((date) => month('short').format(date)),
    days: week.map((date) => weekday('long').format(date)),
    // Turkish initials repeat (P, S, Ç, P, C, C, P): its three-letter names are used.
    shortDays: week.map((date) => weekday(locale === 'tr-TR' ? 'short' : 'narrow').format(date)),
  }
}

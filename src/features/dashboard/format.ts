type Formatters = ReturnType<typeof createFormatters>

/**
 * Intl formatters are costly to build (the first one also loads the locale's data) and every
 * widget formats on every render, so each is made once per language, on first use: the first
 * render, which only shows skeletons, builds none.
 */
const byLanguage = new Map<string, Formatters>()

/** Number and date formatting in the interface language. */
export function formatters(language: string): Formatters {
  let cached = byLanguage.get(language)
  if (!cached) byLanguage.set(language, (cached = createFormatters(language)))
  return cached
}

/** A value made on first use. */
const once = <T>(make: () => T) => {
  let value: T | undefined
  return () => (value ??= make())
}

function createFormatters(language: string) {
  const locale = language === 'en' ? 'en-US' : 'tr-TR'
  const integer = once(() => new Intl.NumberFormat(locale))
  const compact = once(() => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }))
  const dayMonth = once(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }))
  const month = once(() => new Intl.DateTimeFormat(locale, { month: 'short' }))
  const languages = once(() => new Intl.DisplayNames([locale], { type: 'language' }))
  const currencies = new Map<string, Intl.NumberFormat | null>()
  const money = (value: number, currency: string) => {
    if (!currencies.has(currency)) {
      try {
        currencies.set(currency, new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }))
      } catch {
        currencies.set(currency, null)
      }
    }
    return currencies.get(currency)?.format(value) ?? `${integer().format(value)} ${currency}`
  }
  const languageName = (code: string) => {
    try {
      return languages().of(code) ?? code
    } catch {
      return code
    }
  }
  return {
    integer: (value: number) => integer().format(value),
    compact: (value: number) => compact().format(value),
    money,
    /** 'YYYY-MM-DD' → '3 Mar'. */
    day: (iso: string) => dayMonth().format(new Date(`${iso}T00:00:00`)),
    /** 'YYYY-MM' → 'Mar'. */
    month: (yearMonth: string) => month().format(new Date(`${yearMonth}-01T00:00:00`)),
    languageName,
  }
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today)
  start.setDate(start.getDate() - (days - 1))
  return { startDate: isoDate(start), endDate: isoDate(today) }
}

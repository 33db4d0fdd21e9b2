/** Number and date formatting in the interface language. */
export function formatters(language: string) {
  const locale = language === 'en' ? 'en-US' : 'tr-TR'
  const integer = new Intl.NumberFormat(locale)
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
  const money = (value: number, currency: string) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
    } catch {
      return `${integer.format(value)} ${currency}`
    }
  }
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' })
  const month = new Intl.DateTimeFormat(locale, { month: 'short' })
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
    } catch {
      return code
    }
  }
  return {
    integer: (value: number) => integer.format(value),
    compact: (value: number) => compact.format(value),
    money,
    /** 'YYYY-MM-DD' → '3 Mar'. */
    day: (iso: string) => dayMonth.format(new Date(`${iso}T00:00:00`)),
    /** 'YYYY-MM' → 'Mar'. */
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00`)),
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

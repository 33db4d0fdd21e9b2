import type { ReportMetric } from '@/api/generated/channel/model'
import type { Formatters } from '@/lib/format'

const hourFormats = new Map<string, Intl.NumberFormat>()
/** Hours with one decimal always ('1.234,0'), so a column of them lines up. */
export function formatHours(f: Formatters, value: number): string {
  let format = hourFormats.get(f.locale)
  if (!format) hourFormats.set(f.locale, (format = new Intl.NumberFormat(f.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })))
  return format.format(value)
}

/** A figure of a metric in full (headline cards, tables). */
export function formatMetric(f: Formatters, metric: ReportMetric, value: number, currency: string | null | undefined): string {
  if (currency) return f.currency(value, currency)
  return metric === 'watchTimeHours' ? formatHours(f, value) : f.integer(value)
}

/** A figure of a metric on a chart axis: short. */
export function formatMetricShort(f: Formatters, value: number, currency: string | null | undefined): string {
  return currency ? f.currency(value, currency) : f.compact(value)
}

/** The change against the previous period, as a ratio; null when there is nothing to compare with. */
export const changeOf = (value: number, previous: number): number | null => (previous > 0 ? (value - previous) / previous : null)

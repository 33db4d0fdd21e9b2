import { isoDate, lastDays } from '@/lib/format'

/** The date-range presets of report pages; `all` (no dates) only where a page allows it. */
export const RANGE_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'lastMonth', 'thisYear', 'custom', 'all'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

/** A range as it travels in the URL: a preset, and the two days of a custom one. */
export interface DateRangeValue {
  preset: RangePreset
  from?: string
  to?: string
}

/** The contracts' period: first and last day, inclusive; none for "all time". */
export interface ResolvedRange {
  startDate?: string
  endDate?: string
}

/**
 * The days a range stands for, on `today` (local calendar days, the contracts' date form). A
 * custom range missing a day or backwards resolves like `fallback`.
 */
export function resolveRange(value: DateRangeValue, fallback: RangePreset = 'last30', today = new Date()): ResolvedRange {
  const y = today.getFullYear()
  const m = today.getMonth()
  switch (value.preset) {
    case 'last7':
      return lastDays(7, today)
    case 'last30':
      return lastDays(30, today)
    case 'last90':
      return lastDays(90, today)
    case 'thisMonth':
      return { startDate: isoDate(new Date(y, m, 1)), endDate: isoDate(today) }
    case 'lastMonth':
      return { startDate: isoDate(new Date(y, m - 1, 1)), endDate: isoDate(new Date(y, m, 0)) }
    case 'thisYear':
      return { startDate: isoDate(new Date(y, 0, 1)), endDate: isoDate(today) }
    case 'all':
      return {}
    case 'custom':
      return value.from && value.to && value.from <= value.to
        ? { startDate: value.from, endDate: value.to }
        : resolveRange({ preset: fallback === 'custom' ? 'last30' : fallback }, 'last30', today)
  }
}

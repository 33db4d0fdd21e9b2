import { VideoKind, type ReportKind } from '@/api/generated/channel/model'
import { lastDays } from '@/lib/format'
import { resolveRange, RANGE_PRESETS, type DateRangeValue, type RangePreset } from '@/shared/form'
import { defineList, filter, type ListSort, type ListSpec, type ListState, toSearchRequest } from '@/shared/list'

export const REPORT_CURRENCIES = ['USD', 'EUR', 'TRY'] as const
export const REVENUE_GROUPS = ['day', 'week', 'month'] as const
/** The content report's kinds of video (the contract's VideoKind). */
export const VIDEO_KINDS = Object.values(VideoKind)
/** The most series a chart draws (the contract's limit): more chosen channels make one series. */
const MAX_CHOSEN = 60

/** Every report's view in the URL; each report shows and sends the dimensions it has. */
export interface ReportFilters {
  range: RangePreset | undefined
  from: string | undefined
  to: string | undefined
  search: string
  channels: string[]
  cms: string[]
  companies: string[]
  currency: (typeof REPORT_CURRENCIES)[number] | undefined
  kinds: VideoKind[]
  groupBy: (typeof REVENUE_GROUPS)[number] | undefined
}

export type Dimension = 'channels' | 'cms' | 'companies' | 'currency' | 'kinds'

const CODECS = {
  range: filter.oneOf(RANGE_PRESETS),
  from: filter.date(),
  to: filter.date(),
  search: filter.text(),
  channels: filter.listOf({ uuid: true, max: MAX_CHOSEN }),
  cms: filter.listOf({ uuid: true, max: MAX_CHOSEN }),
  companies: filter.listOf({ uuid: true, max: MAX_CHOSEN }),
  currency: filter.oneOf(REPORT_CURRENCIES),
  kinds: filter.listOf({ values: VIDEO_KINDS, max: VIDEO_KINDS.length }),
  groupBy: filter.oneOf(REVENUE_GROUPS),
}

/** The list spec of a report's URL (filters, table sort and paging). */
export const reportSpec = <S extends string>(id: string, sortKeys: readonly S[], defaultSort: ListSort<S> | null): ListSpec<ReportFilters, S> =>
  defineList<ReportFilters, S>({ id, filters: CODECS, sortKeys, defaultSort })

/** What a report is made of, apart from its table. */
export interface ReportShape {
  kind: ReportKind
  /** The preset without `range` in the URL. */
  defaultRange: RangePreset
  presets: readonly RangePreset[]
  dimensions: readonly Dimension[]
}

export const rangeOf = (filters: ReportFilters, shape: ReportShape): DateRangeValue => ({
  preset: filters.range ?? shape.defaultRange,
  from: filters.from,
  to: filters.to,
})

/** The report's filters as the contract's scope: the period and the report's own dimensions. */
export interface ReportScope {
  startDate?: string
  endDate?: string
  search?: string
  channelIds?: string[]
  cmsIds?: string[]
  companyIds?: string[]
  currency?: string
  videoKinds?: VideoKind[]
}

export function scopeOf(filters: ReportFilters, shape: ReportShape): ReportScope {
  const period = resolveRange(rangeOf(filters, shape), shape.defaultRange)
  const has = (dimension: Dimension) => shape.dimensions.includes(dimension)
  const ids = <T>(values: T[]) => (values.length ? values : undefined)
  const scope: ReportScope = {
    ...period,
    search: filters.search.trim() || undefined,
    channelIds: has('channels') ? ids(filters.channels) : undefined,
    cmsIds: has('cms') ? ids(filters.cms) : undefined,
    companyIds: has('companies') ? ids(filters.companies) : undefined,
    currency: has('currency') ? (filters.currency ?? 'USD') : undefined,
    videoKinds: has('kinds') ? ids(filters.kinds) : undefined,
  }
  return Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== undefined)) as ReportScope
}

/** A table body of a dated report: the scope (always with a period), paging and sort. */
export function datedTableBody<S extends string>(shape: ReportShape, state: ListState<ReportFilters, S>) {
  const scope = scopeOf(state.filters, shape)
  const fallback = lastDays(30)
  return { ...scope, startDate: scope.startDate ?? fallback.startDate, endDate: scope.endDate ?? fallback.endDate, ...toSearchRequest(state) }
}

/** The presets of dated reports; the company report adds "all time" (its empty filters). */
export const DATED_PRESETS: readonly RangePreset[] = ['last7', 'last30', 'last90', 'thisMonth', 'lastMonth', 'thisYear', 'custom']

import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components'
import { DataBarHorizontalRegular, DataTrendingRegular } from '@fluentui/react-icons'
import { keepPreviousData } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetChannelEntityKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { useSearchReportOverview } from '@/api/generated/channel/endpoints/reports/reports'
import type { ReportOverview } from '@/api/generated/channel/model'
import { BreakdownChart, ChartPlaceholder, TimeSeriesChart, WidgetCard } from '@/shared/charts'
import { DateRangePicker } from '@/shared/form'
import { useFormatters } from '@/shared/hooks'
import { useKeyValueLookup, useChoiceLabels } from '@/shared/options'
import {
  ListView,
  useServerList,
  type ListColumn,
  type ListFilterControl,
  type ListSpec,
  type ListState,
  type ServerListSource,
  ListFilters,
} from '@/shared/list'
import { PageFrame, Surface } from '@/shared/frame'
import type { Formatters } from '@/lib/format'
import { Headline } from './headline'
import { formatMetricShort } from './metrics'
import { rangeOf, REPORT_CURRENCIES, REVENUE_GROUPS, scopeOf, VIDEO_KINDS, type Dimension, type ReportFilters, type ReportShape } from './report-filters'

const useStyles = makeStyles({
  // A row (Surface stacks its children by default).
  filters: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
  },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
})

/** One report page: its shape, its URL spec, its table call and columns. */
export interface ReportDefinition<Row, S extends string, Body extends object> extends ReportShape {
  /** The route segment: breadcrumb title and export file names. */
  segment: string
  /** Its key under `pages.reports` (subtitle, empty text). */
  key: string
  spec: ListSpec<ReportFilters, S>
  source: ServerListSource<Body, Row>
  /** Module-level, so the table request keeps its identity between renders. */
  toBody: (state: ListState<ReportFilters, S>) => Body
  columns: (t: TFunction, f: Formatters) => ListColumn<Row, S>[]
  defaultColumns: readonly string[]
  getRowId: (row: Row) => string
  /** False for a table the contract cannot search (the company report). */
  searchable?: boolean
  /** The table's rows stand for a day, week or month (the revenue report); month by default. */
  rowPeriods?: boolean
}

/** A choice that always has a value (no "all"): the revenue report's currency and row period. */
function ChoiceField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: ReadonlyArray<{ value: V; label: string }>
  onChange: (value: V) => void
}) {
  const choice = useChoiceLabels()
  return (
    <Field label={label}>
      <Dropdown
        clearButton={choice.clearButton(label)}
        value={options.find((option) => option.value === value)?.label ?? value}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => data.optionValue && onChange(data.optionValue as V)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}

/** Options of the report's dimension filters (each list is asked for only when the report has it). */
function useDimensionControls(dimensions: readonly Dimension[], filters: ReportFilters, t: TFunction): ListFilterControl<ReportFilters>[] {
  const has = (d: Dimension) => dimensions.includes(d)
  // 10 at a time, searched as the user types; the chosen ones named by Ids.
  const lookup = (dimension: Dimension, selected: readonly string[]) => ({ selected, enabled: has(dimension) })
  const channels = useKeyValueLookup(useGetChannelEntityKeyValueList, 'Channel', lookup('channels', filters.channels))
  const cms = useKeyValueLookup(useGetChannelEntityKeyValueList, 'Cms', lookup('cms', filters.cms))
  const companies = useKeyValueLookup(useGetChannelEntityKeyValueList, 'Company', lookup('companies', filters.companies))
  const controls: ListFilterControl<ReportFilters>[] = []
  if (has('channels'))
    controls.push({ kind: 'multiselect', key: 'channels', label: t('pages.reports.filters.channels'), options: channels.options, loading: channels.loading })
  if (has('cms')) controls.push({ kind: 'multiselect', key: 'cms', label: t('pages.reports.filters.cms'), options: cms.options, loading: cms.loading })
  if (has('companies'))
    controls.push({
      kind: 'multiselect',
      key: 'companies',
      label: t('pages.reports.filters.companies'),
      options: companies.options,
      loading: companies.loading,
    })
  if (has('kinds'))
    controls.push({
      kind: 'multiselect',
      key: 'kinds',
      label: t('pages.reports.filters.kinds'),
      options: VIDEO_KINDS.map((kind) => ({ value: kind, label: t(`pages.reports.kinds.${kind}`) })),
    })
  return controls
}

/**
 * Series with the client's name for "everything"; the breakdown's top ten (the "rest" item, often
 * larger than all of them together, would flatten their bars: the table has every row).
 */
function chartsOf(overview: ReportOverview, t: TFunction) {
  const series = overview.series.map((s) => ({ ...s, label: s.key === 'all' ? t('pages.reports.charts.all') : s.label }))
  const breakdown = overview.breakdown.filter((item) => item.key !== 'rest')
  const empty = overview.series.every((s) => s.points.every((p) => p.value === 0)) && overview.breakdown.every((item) => item.value === 0)
  return { series, breakdown, empty }
}

/**
 * A report page: period and dimensions in the URL, headline figures against the previous period,
 * a chart over time and a breakdown, and the server-paged table with its CSV export.
 */
export function ReportPage<Row, S extends string, Body extends object>({ report }: { report: ReportDefinition<Row, S, Body> }) {
  const { t } = useTranslation(['reports', 'breadcrumb', 'common'])
  const f = useFormatters()
  const styles = useStyles()
  const { list, query, fetchPage } = useServerList(report.spec, report.toBody, report.source)
  const filters = list.state.filters
  const range = rangeOf(filters, report)
  // The overview depends on the filters only: paging or sorting the table keeps the charts.
  const scope = useMemo(() => scopeOf(filters, report), [list.filtersKey]) // eslint-disable-line react-hooks/exhaustive-deps
  const overviewQuery = useSearchReportOverview(report.kind, scope, { query: { placeholderData: keepPreviousData } })
  const overview = overviewQuery.data
  const dimensionControls = useDimensionControls(report.dimensions, filters, t)
  const currencyName = useMemo(() => new Intl.DisplayNames([f.locale], { type: 'currency' }), [f.locale])
  const columns = useMemo(() => report.columns(t, f), [report, t, f])
  // The search narrows the figures and charts too (it is part of the scope): it sits with the
  // report's other filters, and one "clear filters" serves them all.
  const controls = useMemo<ListFilterControl<ReportFilters>[]>(
    () => [
      ...dimensionControls,
      ...(report.searchable === false
        ? []
        : [
            { kind: 'search' as const, key: 'search' as const, label: t('pages.reports.filters.search'), placeholder: t(`pages.reports.${report.key}.search`) },
          ]),
    ],
    [dimensionControls, report, t],
  )
  const title = t(`breadcrumb:segments.${report.segment}`)
  const charts = overview ? chartsOf(overview, t) : null
  const metricLabel = overview ? t(`pages.reports.metrics.${overview.seriesMetric}`) : ''
  const short = (value: number) => formatMetricShort(f, value, overview?.currency)
  const seriesTotal = overview?.totals.find((total) => total.metric === overview.seriesMetric)
  const chartQuery = { ...overviewQuery, isPending: overviewQuery.isPending || (overviewQuery.isPlaceholderData && overviewQuery.isFetching) }

  return (
    <PageFrame title={title} subtitle={t(`pages.reports.${report.key}.subtitle`)}>
      <Surface className={styles.filters}>
        <DateRangePicker
          value={range}
          presets={report.presets}
          fallback={report.defaultRange}
          onChange={(next) => list.setFilters({ range: next.preset === report.defaultRange ? undefined : next.preset, from: next.from, to: next.to })}
        />
        {report.dimensions.includes('currency') ? (
          <ChoiceField
            label={t('pages.reports.filters.currency')}
            value={filters.currency ?? 'USD'}
            options={REPORT_CURRENCIES.map((code) => ({ value: code, label: `${code} · ${currencyName.of(code) ?? code}` }))}
            onChange={(code) => list.setFilter('currency', code === 'USD' ? undefined : code)}
          />
        ) : null}
        {report.rowPeriods ? (
          <ChoiceField
            label={t('pages.reports.filters.groupBy')}
            value={filters.groupBy ?? 'month'}
            options={REVENUE_GROUPS.map((group) => ({ value: group, label: t(`pages.reports.groups.${group}`) }))}
            onChange={(group) => list.setFilter('groupBy', group === 'month' ? undefined : group)}
          />
        ) : null}
        {controls.length > 0 ? <ListFilters list={list} controls={controls} /> : null}
      </Surface>
      <Headline query={overviewQuery} overview={overview} busy={overviewQuery.isFetching} />
      {overviewQuery.isError && !overview ? null : (
        <div className={styles.charts}>
          <WidgetCard
            title={t('pages.reports.charts.overTime', { metric: metricLabel })}
            icon={<DataTrendingRegular />}
            query={chartQuery}
            placeholder={<ChartPlaceholder />}
            empty={charts?.empty}
            emptyText={t('pages.reports.empty')}
            testId="report-series"
          >
            {overview && charts ? (
              <TimeSeriesChart
                series={charts.series}
                granularity={overview.granularity}
                area={charts.series.length === 1}
                formatValue={short}
                formatAxisValue={f.compact}
                exportFileName={`${report.segment}-${overview.startDate}-${overview.endDate}`}
                summary={t('pages.reports.charts.seriesSummary', {
                  metric: metricLabel,
                  total: seriesTotal ? formatMetricShort(f, seriesTotal.value, seriesTotal.currency) : '',
                  from: f.date(overview.startDate),
                  to: f.date(overview.endDate),
                  count: charts.series.length,
                })}
              />
            ) : null}
          </WidgetCard>
          <WidgetCard
            title={t('pages.reports.charts.breakdown', { metric: t(`pages.reports.metrics.${overview?.breakdownMetric ?? 'views'}`) })}
            icon={<DataBarHorizontalRegular />}
            query={chartQuery}
            placeholder={<ChartPlaceholder />}
            empty={charts?.empty}
            emptyText={t('pages.reports.empty')}
            testId="report-breakdown"
          >
            {overview && charts && charts.breakdown.length > 0 ? (
              <BreakdownChart
                items={charts.breakdown}
                formatValue={short}
                headers={{ label: t(`pages.reports.${report.key}.breakdownLabel`), value: t(`pages.reports.metrics.${overview.breakdownMetric}`) }}
                exportFileName={`${report.segment}-breakdown-${overview.startDate}-${overview.endDate}`}
                summary={t('pages.reports.charts.breakdownSummary', {
                  metric: t(`pages.reports.metrics.${overview.breakdownMetric}`),
                  top: charts.breakdown[0]!.label,
                  value: short(charts.breakdown[0]!.value),
                })}
              />
            ) : null}
          </WidgetCard>
        </div>
      )}
      <ListView
        list={list}
        ariaLabel={title}
        columns={columns}
        defaultColumns={report.defaultColumns}
        getRowId={report.getRowId}
        query={query}
        fetchPage={fetchPage}
        selectAllLimit={false}
        exportFileName={report.segment}
        emptyMessage={t('pages.reports.empty')}
      />
    </PageFrame>
  )
}

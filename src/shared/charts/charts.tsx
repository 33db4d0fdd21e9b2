import { makeStyles, tokens } from '@fluentui/react-components'
import { lazy, Suspense, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/shared/hooks'
import type { BreakdownItem, TimeSeries } from './chart-types'
import { ChartPlaceholder } from './widget-card'

// The chart library and d3 load with the first chart drawn, as one chunk shared by every page.
const bodies = () => import('./fluent-charts')
const TimeSeriesBody = lazy(() => bodies().then((m) => ({ default: m.TimeSeriesBody })))
const BreakdownBody = lazy(() => bodies().then((m) => ({ default: m.BreakdownBody })))
const PairedBarsBody = lazy(() => bodies().then((m) => ({ default: m.PairedBarsBody })))
const ChartExportMenu = lazy(() => bodies().then((m) => ({ default: m.ChartExportMenu })))

/** Charts with more cells than this leave the figures to the page's own table (a hidden table of thousands of cells slows every page). */
const MAX_TABLE_CELLS = 400

const useStyles = makeStyles({
  figure: { margin: 0, width: '100%', minWidth: 0, position: 'relative' },
  // The height of the small export button that arrives with the chart library: nothing moves when it does.
  tools: { display: 'flex', justifyContent: 'flex-end', minHeight: '24px', marginBottom: tokens.spacingVerticalXS },
  // The data table is for screen readers: off screen, still read.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
})

interface ChartTable {
  headers: string[]
  rows: { label: string; values: string[] }[]
}

function HiddenTable({ table }: { table: ChartTable }) {
  const styles = useStyles()
  // The hidden box wraps the table: a table's own height cannot be held to 1 px, so a long one made the page taller.
  return (
    <div className={styles.hidden}>
      <table>
        <thead>
          <tr>
            {table.headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, column) => (
                <td key={column}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * What every chart shares: a figure named by `summary`, an export menu when `exportFileName` is
 * given, the chart (its library loads lazily; the placeholder keeps its place) and the chart's
 * numbers as a table that screen readers read (the text alternative of the picture).
 */
function ChartFigure({
  summary,
  table,
  exportFileName,
  children,
}: {
  summary: string
  table: ChartTable | null
  exportFileName?: string
  children: ReactNode
}) {
  const styles = useStyles()
  const ref = useRef<HTMLElement>(null)
  return (
    <figure ref={ref} className={styles.figure} aria-label={summary}>
      {exportFileName ? (
        <div className={styles.tools}>
          <Suspense fallback={null}>
            <ChartExportMenu target={ref} fileName={exportFileName} />
          </Suspense>
        </div>
      ) : null}
      <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense>
      {table ? <HiddenTable table={table} /> : null}
    </figure>
  )
}

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[]
  /** One sentence that says what the chart shows (its accessible name). */
  summary: string
  formatValue: (value: number) => string
  /** The value axis' labels (short, e.g. compact numbers); default `formatValue`. */
  formatAxisValue?: (value: number) => string
  /** What one point stands for: a day (default) or a month. */
  granularity?: 'day' | 'month'
  /** Fills under a single series. */
  area?: boolean
  /** Offers PNG and SVG export under this file name. */
  exportFileName?: string
  /** Name of the data table's first column; default "Period". */
  labelHeader?: string
  height?: number
}

/**
 * Series over time as lines (an area for one series with `area`), in theme colours, with
 * keyboard-reachable points and callouts. Up to 400 numbers are also given as a hidden table;
 * a longer chart says in its summary where its table is.
 */
export function TimeSeriesChart({
  series,
  summary,
  formatValue,
  formatAxisValue,
  granularity = 'day',
  area,
  exportFileName,
  labelHeader,
  height,
}: TimeSeriesChartProps) {
  const { t } = useTranslation('list-kit')
  const f = useFormatters()
  const formatDate = granularity === 'month' ? (iso: string) => `${f.month(iso.slice(0, 7))} ${iso.slice(0, 4)}` : f.date
  // Months span years: their ticks carry the year.
  const formatTick = granularity === 'month' ? formatDate : f.day
  const cells = series.reduce((sum, s) => sum + s.points.length, 0)
  const table =
    cells <= MAX_TABLE_CELLS
      ? {
          headers: [labelHeader ?? t('charts.label'), ...series.map((s) => s.label || t('charts.value'))],
          rows: (series[0]?.points ?? []).map((point, index) => ({
            label: formatDate(point.date),
            values: series.map((s) => formatValue(s.points[index]?.value ?? 0)),
          })),
        }
      : null
  return (
    <ChartFigure summary={summary} table={table} exportFileName={exportFileName}>
      <TimeSeriesBody
        series={series}
        summary={summary}
        area={area}
        height={height}
        formatValue={formatValue}
        formatAxisValue={formatAxisValue ?? formatValue}
        formatTick={formatTick}
        formatDate={formatDate}
        culture={f.locale}
      />
    </ChartFigure>
  )
}

export interface BreakdownChartProps {
  items: readonly BreakdownItem[]
  summary: string
  formatValue: (value: number) => string
  /** Column names of the data table. */
  headers: { label: string; value: string }
  exportFileName?: string
}

/** The largest contributors as horizontal bars, largest on top. */
export function BreakdownChart({ items, summary, formatValue, headers, exportFileName }: BreakdownChartProps) {
  const f = useFormatters()
  const table = { headers: [headers.label, headers.value], rows: items.map((item) => ({ label: item.label, values: [formatValue(item.value)] })) }
  return (
    <ChartFigure summary={summary} table={table} exportFileName={exportFileName}>
      <BreakdownBody items={items} summary={summary} formatValue={formatValue} culture={f.locale} />
    </ChartFigure>
  )
}

export interface PairedBarChartProps {
  groups: ReadonlyArray<{ label: string; a: number; b: number }>
  summary: string
  /** Names of the two bars of a group (the legend, and the data table's columns). */
  legend: { a: string; b: string }
  formatValue: (value: number) => string
  /** Name of the data table's first column; default "Period". */
  labelHeader?: string
  exportFileName?: string
  /** The value axis' top when every bar is 0 (shares: 1 = 100 %); without it such an axis is a single 0 tick. */
  emptyTop?: number
}

/** Grouped bars (e.g. target against actual per month), with a legend. */
export function PairedBarChart({ groups, summary, legend, formatValue, labelHeader, exportFileName, emptyTop }: PairedBarChartProps) {
  const { t } = useTranslation('list-kit')
  const f = useFormatters()
  const table = {
    headers: [labelHeader ?? t('charts.label'), legend.a, legend.b],
    rows: groups.map((g) => ({ label: g.label, values: [formatValue(g.a), formatValue(g.b)] })),
  }
  return (
    <ChartFigure summary={summary} table={table} exportFileName={exportFileName}>
      <PairedBarsBody groups={groups} legend={legend} summary={summary} formatValue={formatValue} culture={f.locale} emptyTop={emptyTop} />
    </ChartFigure>
  )
}

/**
 * The drawing half of the charts, on @fluentui/react-charts (keyboard-reachable points and
 * callouts, screen-reader labels, high contrast, Fluent theming). Loaded lazily by charts.tsx, so
 * the library and d3 are a chunk of their own that only pages drawing a chart load.
 */
import { AreaChart, GroupedVerticalBarChart, HorizontalBarChartWithAxis, LineChart, type ChartProps, type LineChartPoints } from '@fluentui/react-charts'
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useMemo, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '@/shared/ui/toasts/use-notify'
import { exportChart } from './chart-export'
import { useThemeSettings } from '@/shared/ui/theme/theme-settings'
import type { BreakdownItem, TimeSeries } from './chart-types'
import { pairedColors, seriesColors } from './palette'

const TIME_HEIGHT = 280
const BAR_HEIGHT = 28

interface Formatting {
  formatValue: (value: number) => string
  formatAxisValue: (value: number) => string
  /** 'YYYY-MM-DD' → an axis label ('5 Mar'). */
  formatTick: (isoDate: string) => string
  /** 'YYYY-MM-DD' → the callout's date ('5 Mar 2026'). */
  formatDate: (isoDate: string) => string
  culture: string
}

export interface TimeSeriesBodyProps extends Formatting {
  series: readonly TimeSeries[]
  summary: string
  /** Fills under a single series (the dashboard's revenue). */
  area?: boolean
  height?: number
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10)

/** Lines over time; many points are drawn as paths only (optimizeLargeData). */
export function TimeSeriesBody({ series, summary, area, height = TIME_HEIGHT, formatValue, formatAxisValue, formatTick, formatDate, culture }: TimeSeriesBodyProps) {
  const { themeMode } = useThemeSettings()
  const data = useMemo<ChartProps>(() => {
    const colors = seriesColors(themeMode, series.length)
    // One callout date per day, shared by every series.
    const dates = new Map<string, string>()
    const dateOf = (iso: string) => {
      let text = dates.get(iso)
      if (text === undefined) dates.set(iso, (text = formatDate(iso)))
      return text
    }
    const lineChartData: LineChartPoints[] = series.map((s, index) => ({
      legend: s.label,
      color: colors[index],
      data: s.points.map((p) => ({ x: new Date(p.date), y: p.value, xAxisCalloutData: dateOf(p.date), yAxisCalloutData: formatValue(p.value) })),
    }))
    return { chartTitle: summary, lineChartData }
  }, [series, summary, themeMode, formatValue, formatDate])
  const common = {
    data,
    height,
    culture,
    useUTC: true,
    optimizeLargeData: true,
    enablePerfOptimization: true,
    hideLegend: series.length < 2,
    legendProps: { allowFocusOnLegends: true, overflowText: '…' },
    customDateTimeFormatter: (date: Date) => formatTick(isoOf(date)),
    yAxisTickFormat: (value: number) => formatAxisValue(value),
    yMinValue: 0,
  }
  return area && series.length === 1 ? <AreaChart {...common} mode="tozeroy" /> : <LineChart {...common} />
}

export interface BreakdownBodyProps {
  items: readonly BreakdownItem[]
  summary: string
  formatValue: (value: number) => string
  culture: string
}

/** Horizontal bars, largest first, one per item. */
export function BreakdownBody({ items, summary, formatValue, culture }: BreakdownBodyProps) {
  const { themeMode } = useThemeSettings()
  const [color] = seriesColors(themeMode, 1)
  // The library draws the first item at the bottom: give it the items smallest first.
  const data = useMemo(
    () => [...items].reverse().map((item) => ({ x: item.value, y: item.label, legend: item.label, color, xAxisCalloutData: item.label, yAxisCalloutData: formatValue(item.value) })),
    [items, color, formatValue],
  )
  return (
    <HorizontalBarChartWithAxis
      data={data}
      chartTitle={summary}
      height={Math.max(120, items.length * BAR_HEIGHT + 48)}
      culture={culture}
      hideLegend
      useSingleColor
      colors={[color!]}
      showYAxisLables
      noOfCharsToTruncate={18}
      roundCorners
    />
  )
}

export interface PairedBarsBodyProps {
  groups: ReadonlyArray<{ label: string; a: number; b: number }>
  legend: { a: string; b: string }
  summary: string
  formatValue: (value: number) => string
  culture: string
}

/** Two bars per group (target against actual), with a legend. */
export function PairedBarsBody({ groups, legend, summary, formatValue, culture }: PairedBarsBodyProps) {
  const { themeMode } = useThemeSettings()
  const [colorA, colorB] = pairedColors(themeMode)
  const data = useMemo(
    () =>
      groups.map((group) => ({
        name: group.label,
        series: [
          { key: 'a', data: group.a, legend: legend.a, color: colorA, yAxisCalloutData: formatValue(group.a) },
          { key: 'b', data: group.b, legend: legend.b, color: colorB, yAxisCalloutData: formatValue(group.b) },
        ],
      })),
    [groups, legend, colorA, colorB, formatValue],
  )
  return <GroupedVerticalBarChart data={data} chartTitle={summary} height={TIME_HEIGHT - 40} culture={culture} yAxisTickFormat={(value: number) => formatValue(value)} roundCorners hideLabels />
}

/** "Export chart" → PNG or SVG of the chart drawn inside `target`. */
export function ChartExportMenu({ target, fileName }: { target: RefObject<HTMLElement | null>; fileName: string }) {
  const { t } = useTranslation('list-kit')
  const notify = useNotify()
  const save = async (format: 'png' | 'svg') => {
    const saved = target.current ? await exportChart(target.current, format, fileName).catch(() => false) : false
    if (!saved) notify.error(t('charts.exportFailed'))
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />}>
          {t('charts.export')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void save('png')}>{t('charts.png')}</MenuItem>
          <MenuItem onClick={() => void save('svg')}>{t('charts.svg')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}


/**
 * The drawing half of the charts, on @fluentui/react-charts (keyboard-reachable points and
 * callouts, screen-reader labels, high contrast, Fluent theming). Loaded lazily by charts.tsx, so
 * the library and d3 are a chunk of their own that only pages drawing a chart load.
 */
import { AreaChart, GroupedVerticalBarChart, HorizontalBarChartWithAxis, LineChart, type ChartProps, type LineChartPoints } from '@fluentui/react-charts'
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useNotify } from '@/shared/feedback'
import { useThemeSettings } from '@/shared/theme'
import { exportChart } from './chart-export'
import type { BreakdownItem, TimeSeries } from './chart-types'
import { pairedColors, seriesColors } from './palette'

const TIME_HEIGHT = 280
const BAR_HEIGHT = 28
/** Breakdown labels longer than this are cut, with the whole label in a tooltip. */
const LABEL_CHARS = 20
/**
 * Room for the breakdown's labels: the library measures them in a lighter font than it draws
 * (semibold 10 px), so its own margin cut the longest label's first letters. About 6 px a
 * character (measured 5.2–5.4) plus the tick's gap.
 */
const labelRoom = (labels: readonly string[]) => Math.max(...labels.map((label) => Math.min(label.length, LABEL_CHARS + 3)), 1) * 6 + 24

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

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/**
 * Keyboard callouts for series drawn with optimizeLargeData: the library then draws each series
 * as one focusable path with no focusable points, so its callout only follows the mouse. On a
 * focused series, ←/→ step through its points (↑/↓ go to the next series): the library's own callout is shown by
 * the pointer event it listens to, at the point's place, and the point is announced politely.
 * Escape or leaving the series hides it.
 */
function useKeyboardCallout(
  wrapper: RefObject<HTMLDivElement | null>,
  series: readonly TimeSeries[],
  formatDate: (iso: string) => string,
  formatValue: (value: number) => string,
) {
  const positions = useRef(new WeakMap<Element, number>())
  const [announcement, setAnnouncement] = useState('')
  const pointer = (target: Element, type: string, clientX = 0, clientY = 0) => target.dispatchEvent(new MouseEvent(type, { clientX, clientY, bubbles: true }))
  const hide = (target: Element) => {
    positions.current.delete(target)
    const path = target.tagName === 'path' ? target : (target as SVGElement).ownerSVGElement?.querySelector('path[tabindex="0"]')
    for (const element of new Set([target, path ?? target])) {
      pointer(element, 'mouseout')
      pointer(element, 'mouseleave')
    }
    setAnnouncement('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element
    const points = series[0]?.points ?? []
    // A series path, or another focusable mark of the chart (its highlight circle): the steps follow the first series' path.
    const path =
      target instanceof SVGGraphicsElement ? (target.tagName === 'path' ? target : target.ownerSVGElement?.querySelector('path[tabindex="0"]')) : null
    if (!path || points.length === 0) return
    const last = points.length - 1
    const current = positions.current.get(target)
    let next: number
    if (event.key === 'ArrowRight') next = current === undefined ? 0 : Math.min(last, current + 1)
    else if (event.key === 'ArrowLeft') next = current === undefined ? last : Math.max(0, current - 1)
    else if (event.key === 'Escape' && current !== undefined) {
      event.stopPropagation()
      hide(target)
      return
    } else return
    event.preventDefault()
    positions.current.set(target, next)
    // The path spans the first point to the last: the point's place is its date's share of that span.
    const box = path.getBoundingClientRect()
    const first = Date.parse(points[0]!.date)
    const span = Date.parse(points[last]!.date) - first
    const x = box.left + (span > 0 ? ((Date.parse(points[next]!.date) - first) / span) * box.width : box.width / 2)
    const y = box.top + box.height / 2
    pointer(path, 'mouseover', x, y)
    pointer(path, 'mousemove', x, y)
    // The focused series: the one its accessible name starts with (the library writes "<legend>, series i of n …").
    const name = target.getAttribute('aria-label') ?? ''
    const named = series.filter((s) => s.label && name.startsWith(`${s.label},`)).sort((a, b) => b.label.length - a.label.length)[0]
    const shown = named ?? (series.length === 1 ? series[0] : undefined)
    const values = (shown ? [shown] : series).map((s) => `${s.label} ${formatValue(s.points[next]?.value ?? 0)}`)
    setAnnouncement(`${formatDate(points[next]!.date)}: ${values.join(', ')}`)
  }
  const onBlur = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && positions.current.has(event.target)) hide(event.target)
  }
  // The library's arrow-key group moves between series on ←/→ and swallows those keys: it moves on
  // ↑/↓ instead, so that ←/→ step through time.
  useLayoutEffect(() => {
    for (const element of wrapper.current?.querySelectorAll('[data-tabster*="mover"]') ?? []) {
      const value = element.getAttribute('data-tabster') ?? ''
      const vertical = value.replace(/"direction":\s*2\b/, '"direction":1')
      if (vertical !== value) element.setAttribute('data-tabster', vertical)
    }
  })
  return { onKeyDown, onBlur, announcement }
}

/** Lines over time; many points are drawn as paths only (optimizeLargeData), stepped through by keyboard. */
export function TimeSeriesBody({
  series,
  summary,
  area,
  height = TIME_HEIGHT,
  formatValue,
  formatAxisValue,
  formatTick,
  formatDate,
  culture,
}: TimeSeriesBodyProps) {
  const { themeMode } = useThemeSettings()
  const wrapper = useRef<HTMLDivElement>(null)
  const keyboard = useKeyboardCallout(wrapper, series, formatDate, formatValue)
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
  // The library leaves a fixed 40 px for the value axis' labels: room for the longest instead.
  const axisRoom = useMemo(() => {
    const top = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.value)))
    return Math.max(40, ...[top, top * 0.8, top * 0.6].map((value) => formatAxisValue(value).length * 6 + 18))
  }, [series, formatAxisValue])
  const common = {
    data,
    height,
    margins: { left: axisRoom },
    culture,
    useUTC: true,
    optimizeLargeData: true,
    enablePerfOptimization: true,
    hideLegend: series.length < 2,
    legendProps: { allowFocusOnLegends: true, overflowText: '…' },
    customDateTimeFormatter: (date: Date) => formatTick(isoOf(date)),
    yAxisTickFormat: (value: number) => formatAxisValue(value),
    yMinValue: 0,
    // Round ticks (2 Mn, 4 Mn, …), not the top value split in equal parts (2,4 / 4,9 / 7,3 Mn).
    roundedTicks: true,
  }
  return (
    // Keys and focus from the chart's focusable series paths (see useKeyboardCallout).
    <div ref={wrapper} onKeyDown={keyboard.onKeyDown} onBlur={keyboard.onBlur}>
      {area && series.length === 1 ? <AreaChart {...common} mode="tozeroy" /> : <LineChart {...common} />}
      <span aria-live="polite" style={VISUALLY_HIDDEN}>
        {keyboard.announcement}
      </span>
    </div>
  )
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
    () =>
      [...items]
        .reverse()
        .map((item) => ({ x: item.value, y: item.label, legend: item.label, color, xAxisCalloutData: item.label, yAxisCalloutData: formatValue(item.value) })),
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
      showYAxisLablesTooltip
      noOfCharsToTruncate={LABEL_CHARS}
      // Right: half of the last value tick (10,000,000) stays inside.
      margins={{ left: labelRoom(items.map((item) => item.label)), right: 32 }}
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
  /** The value axis' top when every bar is 0 (a share: 1 = 100 %), so the axis is not a single 0 tick. */
  emptyTop?: number
}

/** Two bars per group (target against actual), with a legend. */
export function PairedBarsBody({ groups, legend, summary, formatValue, culture, emptyTop }: PairedBarsBodyProps) {
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
  return (
    <GroupedVerticalBarChart
      data={data}
      chartTitle={summary}
      height={TIME_HEIGHT - 40}
      culture={culture}
      yAxisTickFormat={(value: number) => formatValue(value)}
      // Round ticks (5 %, 10 %, …), not the domain split in equal parts (6,76 / 13,51 / 20,27).
      roundedTicks
      yMaxValue={emptyTop !== undefined && groups.every((group) => group.a === 0 && group.b === 0) ? emptyTop : undefined}
      roundCorners
      hideLabels
    />
  )
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

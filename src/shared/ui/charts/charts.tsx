import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  figure: { margin: 0, width: '100%' },
  svg: { display: 'block', width: '100%', height: 'auto', overflow: 'visible' },
  axis: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  label: { fill: tokens.colorNeutralForeground2, fontSize: '11px' },
  area: { fill: tokens.colorBrandBackground2 },
  line: { stroke: tokens.colorBrandForeground1, strokeWidth: 2, fill: 'none' },
  primary: { fill: tokens.colorBrandBackground },
  secondary: { fill: tokens.colorNeutralStroke1 },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  swatch: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', marginInlineEnd: tokens.spacingHorizontalXS },
  // The data table is for screen readers: off screen, still read.
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
})

const WIDTH = 600
const HEIGHT = 200
const PAD = { top: 12, right: 8, bottom: 24, left: 44 }
const INNER_W = WIDTH - PAD.left - PAD.right
const INNER_H = HEIGHT - PAD.top - PAD.bottom

/** Four rounded steps from 0 to a little above the maximum. */
function ticks(max: number): number[] {
  if (max <= 0) return [0]
  const rough = max / 4
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.ceil(rough / magnitude) * magnitude
  return [0, step, step * 2, step * 3, step * 4]
}

/** The value axis of `values`: its ticks and the y of a value. */
function valueScale(values: number[]) {
  const scale = ticks(Math.max(0, ...values))
  const top = scale[scale.length - 1] || 1
  return { scale, y: (v: number) => PAD.top + INNER_H - (v / top) * INNER_H }
}

interface ChartTable {
  headers: string[]
  rows: { label: string; values: number[] }[]
}

/**
 * What every chart shares: the figure, an SVG named by `summary` (role img), the horizontal grid
 * with its value labels, and the chart's numbers as a table that screen readers read (the text
 * alternative of the picture).
 */
function ChartFrame({ summary, scale, y, formatValue, table, caption, children }: { summary: string; scale: number[]; y: (v: number) => number; formatValue: (value: number) => string; table: ChartTable; caption?: ReactNode; children: ReactNode }) {
  const styles = useStyles()
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {scale.map((tick) => (
          <g key={tick}>
            <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.label} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {children}
      </svg>
      <table className={styles.hidden}>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={index}>{formatValue(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {caption}
    </figure>
  )
}

export interface SeriesPoint {
  label: string
  value: number
}

export interface AreaChartProps {
  points: SeriesPoint[]
  /** One sentence that says what the chart shows (its accessible name). */
  summary: string
  formatValue: (value: number) => string
  /** Column names of the chart's data table; default "Period" and "Value". */
  headers?: { label: string; value: string }
}

/**
 * A series over time as an area, drawn as SVG in theme colours (no chart library: route chunks
 * stay small). Its numbers are in a data table for screen readers.
 */
export function AreaChart({ points, summary, formatValue, headers }: AreaChartProps) {
  const styles = useStyles()
  const { t } = useTranslation('list-kit')
  const { scale, y } = valueScale(points.map((p) => p.value))
  const x = (i: number) => PAD.left + (points.length <= 1 ? INNER_W / 2 : (i / (points.length - 1)) * INNER_W)
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
  const area = points.length > 0 ? `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z` : ''
  const every = Math.max(1, Math.ceil(points.length / 6))
  const table = {
    headers: [headers?.label ?? t('charts.label'), headers?.value ?? t('charts.value')],
    rows: points.map((p) => ({ label: p.label, values: [p.value] })),
  }
  return (
    <ChartFrame summary={summary} scale={scale} y={y} formatValue={formatValue} table={table}>
      <path className={styles.area} d={area} />
      <path className={styles.line} d={line} />
      {points.map((p, i) =>
        i % every === 0 || i === points.length - 1 ? (
          <text key={p.label} className={styles.label} x={x(i)} y={HEIGHT - 6} textAnchor="middle">
            {p.label}
          </text>
        ) : null,
      )}
    </ChartFrame>
  )
}

export interface PairedBarChartProps {
  groups: { label: string; a: number; b: number }[]
  summary: string
  /** Names of the two bars of a group (the legend, and the data table's columns). */
  legend: { a: string; b: string }
  formatValue: (value: number) => string
  /** Name of the data table's first column; default "Period". */
  labelHeader?: string
}

/** Grouped bars (e.g. target against actual per month), drawn as SVG, with a legend. */
export function PairedBarChart({ groups, summary, legend, formatValue, labelHeader }: PairedBarChartProps) {
  const styles = useStyles()
  const { t } = useTranslation('list-kit')
  const { scale, y } = valueScale(groups.flatMap((g) => [g.a, g.b]))
  const slot = INNER_W / Math.max(1, groups.length)
  const bar = Math.max(2, Math.min(18, slot / 3))
  const table = {
    headers: [labelHeader ?? t('charts.label'), legend.a, legend.b],
    rows: groups.map((g) => ({ label: g.label, values: [g.a, g.b] })),
  }
  const caption = (
    <figcaption className={styles.legend} aria-hidden="true">
      <span>
        <span className={styles.swatch} style={{ backgroundColor: tokens.colorNeutralStroke1 }} />
        {legend.a}
      </span>
      <span>
        <span className={styles.swatch} style={{ backgroundColor: tokens.colorBrandBackground }} />
        {legend.b}
      </span>
    </figcaption>
  )
  return (
    <ChartFrame summary={summary} scale={scale} y={y} formatValue={formatValue} table={table} caption={caption}>
      {groups.map((group, i) => {
        const center = PAD.left + slot * i + slot / 2
        return (
          <g key={group.label}>
            <rect className={styles.secondary} x={center - bar - 1} y={y(group.a)} width={bar} height={Math.max(0, y(0) - y(group.a))} rx={2} />
            <rect className={styles.primary} x={center + 1} y={y(group.b)} width={bar} height={Math.max(0, y(0) - y(group.b))} rx={2} />
            <text className={styles.label} x={center} y={HEIGHT - 6} textAnchor="middle">
              {group.label}
            </text>
          </g>
        )
      })}
    </ChartFrame>
  )
}

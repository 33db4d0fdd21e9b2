import { makeStyles, tokens } from '@fluentui/react-components'

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
})

const WIDTH = 600
const HEIGHT = 200
const PAD = { top: 12, right: 8, bottom: 24, left: 44 }

/** Four rounded steps from 0 to a little above the maximum. */
function ticks(max: number): number[] {
  if (max <= 0) return [0]
  const rough = max / 4
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.ceil(rough / magnitude) * magnitude
  return [0, step, step * 2, step * 3, step * 4]
}

export interface SeriesPoint {
  label: string
  value: number
}

/**
 * A small area chart drawn as SVG (no chart library: the dashboard chunk stays small). The
 * figure carries a text summary for screen readers; the numbers are in the list beside it.
 */
export function AreaChart({ points, summary, formatValue }: { points: SeriesPoint[]; summary: string; formatValue: (value: number) => string }) {
  const styles = useStyles()
  const max = Math.max(0, ...points.map((p) => p.value))
  const scale = ticks(max)
  const top = scale[scale.length - 1] || 1
  const innerW = WIDTH - PAD.left - PAD.right
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW)
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
  const area = points.length > 0 ? `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z` : ''
  const every = Math.max(1, Math.ceil(points.length / 6))
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
        <path className={styles.area} d={area} />
        <path className={styles.line} d={line} />
        {points.map((p, i) =>
          i % every === 0 || i === points.length - 1 ? (
            <text key={p.label} className={styles.label} x={x(i)} y={HEIGHT - 6} textAnchor="middle">
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  )
}

/** Grouped bars (e.g. target against actual per month), drawn as SVG. */
export function PairedBarChart({
  groups,
  summary,
  legend,
  formatValue,
}: {
  groups: { label: string; a: number; b: number }[]
  summary: string
  legend: { a: string; b: string }
  formatValue: (value: number) => string
}) {
  const styles = useStyles()
  const max = Math.max(0, ...groups.flatMap((g) => [g.a, g.b]))
  const scale = ticks(max)
  const top = scale[scale.length - 1] || 1
  const innerW = WIDTH - PAD.left - PAD.right
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const slot = innerW / Math.max(1, groups.length)
  const bar = Math.max(2, Math.min(18, slot / 3))
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH
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
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <span className={styles.swatch} style={{ backgroundColor: tokens.colorNeutralStroke1 }} aria-hidden="true" />
          {legend.a}
        </span>
        <span>
          <span className={styles.swatch} style={{ backgroundColor: tokens.colorBrandBackground }} aria-hidden="true" />
          {legend.b}
        </span>
      </figcaption>
    </figure>
  )
}

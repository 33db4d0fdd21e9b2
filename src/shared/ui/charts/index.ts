/**
 * Charts: the product's one way to draw one. Theme colours only; each chart is an SVG named by
 * a one-sentence `summary` plus its numbers as a table for screen readers. Put a chart in a
 * WidgetCard, which owns the loading shape, the error with retry and the empty state:
 *
 *   const format = useFormatters()
 *   <WidgetCard title={…} query={query} placeholder={<ChartPlaceholder />} empty={points.length === 0}>
 *     {points.length > 0 ? <AreaChart points={points} formatValue={format.compact} summary={t('…summary', {…})} /> : null}
 *   </WidgetCard>
 *
 * Small read-only tables beside a chart use `useTableStyles()`.
 */
export { AreaChart, PairedBarChart, type AreaChartProps, type PairedBarChartProps, type SeriesPoint } from './charts'
export { WidgetCard, ChartPlaceholder, RowsPlaceholder, type WidgetCardProps, type WidgetQuery } from './widget-card'
export { useTableStyles } from './simple-table'

/**
 * Charts: the product's one way to draw one, on @fluentui/react-charts (loaded lazily, a chunk of
 * its own shared by every page that draws a chart). Theme colours (brand green first); each chart
 * is a figure named by a one-sentence `summary`, with its numbers as a table for screen readers
 * (or, for long series, the page's own table), keyboard-reachable points and callouts, and PNG /
 * SVG export when given `exportFileName`. Put a chart in a WidgetCard, which owns the loading
 * shape, the error with retry (kept, with a busy Retry that keeps focus, while trying again), the
 * wait for the network (it loads by itself when the connection is back) and the empty state:
 *
 *   const f = useFormatters()
 *   <WidgetCard title={…} query={query} placeholder={<ChartPlaceholder />} empty={series.length === 0}>
 *     {series.length > 0 ? <TimeSeriesChart series={series} formatValue={f.compact} summary={t('…summary', {…})} /> : null}
 *   </WidgetCard>
 *
 * A widget that is not a card (the dashboard counters) gets the same states from
 * `useWidgetState(query)` and `<WidgetNotice state={…} onRetry={…} />`.
 *
 * Small read-only tables beside a chart use `useTableStyles()`.
 */
export { TimeSeriesChart, BreakdownChart, PairedBarChart } from './charts'

export { WidgetCard, WidgetNotice, ChartPlaceholder, RowsPlaceholder, useWidgetState, useKeepFocusOnRecovery, type WidgetQuery } from './widget-card'
export { useTableStyles } from './simple-table'

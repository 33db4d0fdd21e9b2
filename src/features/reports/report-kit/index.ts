/** The pieces the five report pages share: URL filters, the page, headline figures, metric formats. */
export { ReportPage, type ReportDefinition } from './report-page'
export { reportSpec, datedTableBody, scopeOf, DATED_PRESETS, type ReportFilters, type ReportShape } from './report-filters'
export { formatHours } from './metrics'

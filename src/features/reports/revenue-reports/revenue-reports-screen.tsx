import { getSearchRevenueReportsQueryKey, searchRevenueReports, useSearchRevenueReports } from '@/api/generated/channel/endpoints/reports/reports'
import type { RevenueReportRow, RevenueReportSearchRequest, RevenueReportSearchRequestSortKey } from '@/api/generated/channel/model'
import { serverListSource, type ListState } from '@/shared/list'
import { DATED_PRESETS, datedTableBody, ReportPage, reportSpec, type ReportDefinition, type ReportFilters, type ReportShape } from '../report-kit'

const SHAPE: ReportShape = { kind: 'revenue', defaultRange: 'last30', presets: DATED_PRESETS, dimensions: ['channels', 'cms', 'companies', 'currency'] }
type Sort = RevenueReportSearchRequestSortKey

const REPORT: ReportDefinition<RevenueReportRow, Sort, RevenueReportSearchRequest> = {
  ...SHAPE,
  segment: 'revenue-reports',
  key: 'revenueReports',
  spec: reportSpec<Sort>('revenue-reports', ['period', 'channelName', 'estimatedRevenue', 'adRevenue'], { key: 'period', order: 'asc' }),
  source: serverListSource<RevenueReportSearchRequest, RevenueReportRow>(useSearchRevenueReports, searchRevenueReports, getSearchRevenueReportsQueryKey),
  toBody: (state: ListState<ReportFilters, Sort>) => ({ ...datedTableBody(SHAPE, state), groupBy: state.filters.groupBy ?? 'month' }),
  rowPeriods: true,
  columns: (t, f) => [
    {
      id: 'period',
      label: t('pages.reports.columns.period'),
      sortKey: 'period',
      required: true,
      width: 140,
      render: (row) => f.date(row.period),
      csv: (row) => row.period,
    },
    {
      id: 'channelName',
      label: t('pages.reports.columns.channel'),
      sortKey: 'channelName',
      width: 240,
      render: (row) => row.channelName,
      csv: (row) => row.channelName,
    },
    {
      id: 'estimatedRevenue',
      label: t('pages.reports.metrics.revenue'),
      sortKey: 'estimatedRevenue',
      align: 'end',
      width: 150,
      render: (row) => f.currency(row.estimatedRevenue, row.currency, 2),
      csv: (row) => row.estimatedRevenue,
    },
    {
      id: 'adRevenue',
      label: t('pages.reports.metrics.adRevenue'),
      sortKey: 'adRevenue',
      align: 'end',
      width: 150,
      render: (row) => f.currency(row.adRevenue, row.currency, 2),
      csv: (row) => row.adRevenue,
    },
    { id: 'currency', label: t('pages.reports.columns.currency'), width: 90, render: (row) => row.currency, csv: (row) => row.currency },
  ],
  defaultColumns: ['period', 'channelName', 'estimatedRevenue', 'adRevenue', 'currency'],
  getRowId: (row) => `${row.channelId}:${row.period}`,
}

/** /reports/revenue-reports (permission revenue_report_read): revenue per channel and period in one currency at a time. */
export function RevenueReportsScreen() {
  return <ReportPage report={REPORT} />
}

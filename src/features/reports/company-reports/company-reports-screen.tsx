import { getSearchCompanyReportsQueryKey, searchCompanyReports, useSearchCompanyReports } from '@/api/generated/channel/endpoints/reports/reports'
import type { CompanyReportRow, CompanyReportSearchRequest, CompanyReportSearchRequestSortKey } from '@/api/generated/channel/model'
import { serverListSource, type ListState, toSearchRequest } from '@/shared/list'
import { DATED_PRESETS, ReportPage, reportSpec, scopeOf, type ReportDefinition, type ReportFilters, type ReportShape } from '../report-kit'

// Company reports start with empty filters: all time, every company.
const SHAPE: ReportShape = { kind: 'company', defaultRange: 'all', presets: ['all', ...DATED_PRESETS], dimensions: ['companies'] }
type Sort = CompanyReportSearchRequestSortKey

const REPORT: ReportDefinition<CompanyReportRow, Sort, CompanyReportSearchRequest> = {
  ...SHAPE,
  segment: 'companyReports',
  searchable: false,
  key: 'companyReports',
  spec: reportSpec<Sort>('company-reports', ['companyName', 'channelCount', 'videoCount', 'views', 'revenue'], { key: 'revenue', order: 'desc' }),
  source: serverListSource<CompanyReportSearchRequest, CompanyReportRow>(useSearchCompanyReports, searchCompanyReports, getSearchCompanyReportsQueryKey),
  toBody: (state: ListState<ReportFilters, Sort>) => {
    const { search: _search, ...scope } = scopeOf(state.filters, SHAPE)
    return { ...scope, ...toSearchRequest(state) }
  },
  columns: (t, f) => [
    {
      id: 'companyName',
      label: t('pages.reports.columns.company'),
      sortKey: 'companyName',
      required: true,
      width: 260,
      render: (row) => row.companyName,
      csv: (row) => row.companyName,
    },
    {
      id: 'channelCount',
      label: t('pages.reports.columns.channelCount'),
      sortKey: 'channelCount',
      align: 'end',
      width: 110,
      render: (row) => f.integer(row.channelCount),
      csv: (row) => row.channelCount,
    },
    {
      id: 'videoCount',
      label: t('pages.reports.metrics.videoCount'),
      sortKey: 'videoCount',
      align: 'end',
      width: 110,
      render: (row) => f.integer(row.videoCount),
      csv: (row) => row.videoCount,
    },
    {
      id: 'views',
      label: t('pages.reports.metrics.views'),
      sortKey: 'views',
      align: 'end',
      width: 130,
      render: (row) => f.integer(row.views),
      csv: (row) => row.views,
    },
    {
      id: 'revenue',
      label: t('pages.reports.metrics.revenue'),
      sortKey: 'revenue',
      align: 'end',
      width: 150,
      render: (row) => f.currency(row.revenue, row.currency, 2),
      csv: (row) => row.revenue,
    },
  ],
  defaultColumns: ['companyName', 'channelCount', 'videoCount', 'views', 'revenue'],
  getRowId: (row) => row.companyId,
}

/** /reports/companyReports (permission company_report_read): channels, videos, views and revenue (USD) per company. */
export function CompanyReportsScreen() {
  return <ReportPage report={REPORT} />
}

import { getSearchChannelReportsQueryKey, searchChannelReports, useSearchChannelReports } from '@/api/generated/channel/endpoints/reports/reports'
import type { ChannelReportRow, ChannelReportSearchRequest, ChannelReportSearchRequestSortKey } from '@/api/generated/channel/model'
import { serverListSource, type ListState } from '@/shared/list'
import { DATED_PRESETS, datedTableBody, formatHours, ReportPage, reportSpec, type ReportDefinition, type ReportFilters, type ReportShape } from '../report-kit'

const SHAPE: ReportShape = { kind: 'channel', defaultRange: 'last30', presets: DATED_PRESETS, dimensions: ['channels', 'cms', 'companies'] }
type Sort = ChannelReportSearchRequestSortKey

const REPORT: ReportDefinition<ChannelReportRow, Sort, ChannelReportSearchRequest> = {
  ...SHAPE,
  segment: 'channel-reports',
  key: 'channelReports',
  spec: reportSpec<Sort>('channel-reports', ['channelName', 'views', 'watchTimeHours', 'subscribersGained', 'revenue'], { key: 'views', order: 'desc' }),
  source: serverListSource<ChannelReportSearchRequest, ChannelReportRow>(useSearchChannelReports, searchChannelReports, getSearchChannelReportsQueryKey),
  toBody: (state: ListState<ReportFilters, Sort>) => datedTableBody(SHAPE, state),
  columns: (t, f) => [
    {
      id: 'channelName',
      label: t('pages.reports.columns.channel'),
      sortKey: 'channelName',
      required: true,
      width: 240,
      render: (row) => row.channelName,
      csv: (row) => row.channelName,
    },
    {
      id: 'views',
      label: t('pages.reports.metrics.views'),
      sortKey: 'views',
      align: 'end',
      width: 120,
      render: (row) => f.integer(row.views),
      csv: (row) => row.views,
    },
    {
      id: 'watchTimeHours',
      label: t('pages.reports.metrics.watchTimeHours'),
      sortKey: 'watchTimeHours',
      align: 'end',
      width: 140,
      render: (row) => formatHours(f, row.watchTimeHours),
      csv: (row) => row.watchTimeHours,
    },
    {
      id: 'subscribersGained',
      label: t('pages.reports.metrics.subscribersGained'),
      sortKey: 'subscribersGained',
      align: 'end',
      width: 140,
      render: (row) => f.integer(row.subscribersGained),
      csv: (row) => row.subscribersGained,
    },
    {
      id: 'revenue',
      label: t('pages.reports.metrics.revenue'),
      sortKey: 'revenue',
      align: 'end',
      width: 130,
      render: (row) => f.currency(row.revenue, row.currency, 2),
      csv: (row) => row.revenue,
    },
    { id: 'currency', label: t('pages.reports.columns.currency'), width: 90, render: (row) => row.currency, csv: (row) => row.currency },
  ],
  defaultColumns: ['channelName', 'views', 'watchTimeHours', 'subscribersGained', 'revenue'],
  getRowId: (row) => row.channelId,
}

/** /reports/channel-reports (permission channel_report_read): views, watch time, subscribers and revenue per channel. */
export function ChannelReportsScreen() {
  return <ReportPage report={REPORT} />
}

import { getSearchContentReportsQueryKey, searchContentReports, useSearchContentReports } from '@/api/generated/channel/endpoints/reports/reports'
import type { ContentReportRow, ContentReportSearchRequest, ContentReportSearchRequestSortKey } from '@/api/generated/channel/model'
import { serverListSource, type ListState } from '@/shared/list'
import { DATED_PRESETS, datedTableBody, formatHours, ReportPage, reportSpec, type ReportDefinition, type ReportFilters, type ReportShape } from '../report-kit'

const SHAPE: ReportShape = { kind: 'content', defaultRange: 'last30', presets: DATED_PRESETS, dimensions: ['channels', 'companies', 'kinds'] }
type Sort = ContentReportSearchRequestSortKey

const REPORT: ReportDefinition<ContentReportRow, Sort, ContentReportSearchRequest> = {
  ...SHAPE,
  segment: 'content-reports',
  key: 'contentReports',
  spec: reportSpec<Sort>('content-reports', ['title', 'views', 'likes', 'comments', 'watchTimeHours'], { key: 'views', order: 'desc' }),
  source: serverListSource<ContentReportSearchRequest, ContentReportRow>(useSearchContentReports, searchContentReports, getSearchContentReportsQueryKey),
  toBody: (state: ListState<ReportFilters, Sort>) => datedTableBody(SHAPE, state),
  columns: (t, f) => [
    { id: 'title', label: t('pages.reports.columns.video'), sortKey: 'title', required: true, width: 280, render: (row) => row.title, csv: (row) => row.title },
    {
      id: 'videoKind',
      label: t('pages.reports.columns.videoKind'),
      width: 130,
      render: (row) => t(`pages.reports.kinds.${row.videoKind}`),
      csv: (row) => t(`pages.reports.kinds.${row.videoKind}`),
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
      id: 'likes',
      label: t('pages.reports.metrics.likes'),
      sortKey: 'likes',
      align: 'end',
      width: 110,
      render: (row) => f.integer(row.likes),
      csv: (row) => row.likes,
    },
    {
      id: 'comments',
      label: t('pages.reports.metrics.comments'),
      sortKey: 'comments',
      align: 'end',
      width: 110,
      render: (row) => f.integer(row.comments),
      csv: (row) => row.comments,
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
  ],
  defaultColumns: ['title', 'videoKind', 'views', 'likes', 'comments', 'watchTimeHours'],
  getRowId: (row) => row.videoId,
}

/** /reports/content-reports (permission content_report_read): views, likes, comments and watch time per published video. */
export function ContentReportsScreen() {
  return <ReportPage report={REPORT} />
}

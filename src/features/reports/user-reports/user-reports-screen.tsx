import { getSearchUserReportsQueryKey, searchUserReports, useSearchUserReports } from '@/api/generated/channel/endpoints/reports/reports'
import type { UserReportRow, UserReportSearchRequest, UserReportSearchRequestSortKey } from '@/api/generated/channel/model'
import { serverListSource, type ListState } from '@/shared/list'
import { DATED_PRESETS, datedTableBody, ReportPage, reportSpec, type ReportDefinition, type ReportFilters, type ReportShape } from '../report-kit'

const SHAPE: ReportShape = { kind: 'user', defaultRange: 'last30', presets: DATED_PRESETS, dimensions: ['channels', 'companies'] }
type Sort = UserReportSearchRequestSortKey

const REPORT: ReportDefinition<UserReportRow, Sort, UserReportSearchRequest> = {
  ...SHAPE,
  segment: 'user-reports',
  key: 'userReports',
  spec: reportSpec<Sort>('user-reports', ['fullName', 'uploads', 'publishes', 'lastLoginAt'], { key: 'uploads', order: 'desc' }),
  source: serverListSource<UserReportSearchRequest, UserReportRow>(useSearchUserReports, searchUserReports, getSearchUserReportsQueryKey),
  toBody: (state: ListState<ReportFilters, Sort>) => datedTableBody(SHAPE, state),
  columns: (t, f) => [
    {
      id: 'fullName',
      label: t('pages.reports.columns.user'),
      sortKey: 'fullName',
      required: true,
      width: 240,
      render: (row) => row.fullName,
      csv: (row) => row.fullName,
    },
    {
      id: 'uploads',
      label: t('pages.reports.metrics.uploads'),
      sortKey: 'uploads',
      align: 'end',
      width: 120,
      render: (row) => f.integer(row.uploads),
      csv: (row) => row.uploads,
    },
    {
      id: 'publishes',
      label: t('pages.reports.metrics.publishes'),
      sortKey: 'publishes',
      align: 'end',
      width: 120,
      render: (row) => f.integer(row.publishes),
      csv: (row) => row.publishes,
    },
    {
      id: 'lastLoginAt',
      label: t('pages.reports.columns.lastLoginAt'),
      sortKey: 'lastLoginAt',
      width: 200,
      render: (row) => f.dateTime(row.lastLoginAt),
      csv: (row) => row.lastLoginAt ?? '',
    },
  ],
  defaultColumns: ['fullName', 'uploads', 'publishes', 'lastLoginAt'],
  getRowId: (row) => row.userId,
}

/** /reports/user-reports (permission user_report_read): uploads and publishes per portal user. */
export function UserReportsScreen() {
  return <ReportPage report={REPORT} />
}

import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen } from '@/shared/routing'
import { REPORTS_ACCESS, reportAccess } from './access'

const NS = ['reports']

/** /reports: the five company reports of spec §2; each page holds its own read permission. */
export const routes: RouteObject[] = [
  {
    path: 'reports',
    ...withAccess(REPORTS_ACCESS),
    children: [
      { index: true, lazy: lazyScreen(() => import('./reports-index'), (m) => m.ReportsIndex, []) },
      { path: 'channel-reports', ...withAccess(reportAccess('channel-reports')), lazy: lazyScreen(() => import('./channel-reports/channel-reports-screen'), (m) => m.ChannelReportsScreen, NS) },
      { path: 'content-reports', ...withAccess(reportAccess('content-reports')), lazy: lazyScreen(() => import('./content-reports/content-reports-screen'), (m) => m.ContentReportsScreen, NS) },
      { path: 'user-reports', ...withAccess(reportAccess('user-reports')), lazy: lazyScreen(() => import('./user-reports/user-reports-screen'), (m) => m.UserReportsScreen, NS) },
      { path: 'revenue-reports', ...withAccess(reportAccess('revenue-reports')), lazy: lazyScreen(() => import('./revenue-reports/revenue-reports-screen'), (m) => m.RevenueReportsScreen, NS) },
      { path: 'companyReports', ...withAccess(reportAccess('companyReports')), lazy: lazyScreen(() => import('./company-reports/company-reports-screen'), (m) => m.CompanyReportsScreen, NS) },
    ],
  },
]

export { menu } from './menu'
export { REPORT_ORDER, REPORT_ENTRY_PERMISSIONS } from './access'

import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { REPORTS_ACCESS, reportAccess } from './access'

const NS = ['reports']

/** /reports: the five report pages; each holds its own read permission. */
export const routes: RouteObject[] = [
  {
    path: 'reports',
    ...withHandle({ access: REPORTS_ACCESS, crumb: 'breadcrumb:segments.reports', menuKey: '/reports' }),
    children: [
      {
        index: true,
        lazy: lazyScreen(
          () => import('./reports-index'),
          (m) => m.ReportsIndex,
          [],
        ),
      },
      {
        path: 'channel-reports',
        ...withHandle({ access: reportAccess('channel-reports'), crumb: 'breadcrumb:segments.channel-reports' }),
        lazy: lazyScreen(
          () => import('./channel-reports/channel-reports-screen'),
          (m) => m.ChannelReportsScreen,
          NS,
        ),
      },
      {
        path: 'content-reports',
        ...withHandle({ access: reportAccess('content-reports'), crumb: 'breadcrumb:segments.content-reports' }),
        lazy: lazyScreen(
          () => import('./content-reports/content-reports-screen'),
          (m) => m.ContentReportsScreen,
          NS,
        ),
      },
      {
        path: 'user-reports',
        ...withHandle({ access: reportAccess('user-reports'), crumb: 'breadcrumb:segments.user-reports' }),
        lazy: lazyScreen(
          () => import('./user-reports/user-reports-screen'),
          (m) => m.UserReportsScreen,
          NS,
        ),
      },
      {
        path: 'revenue-reports',
        ...withHandle({ access: reportAccess('revenue-reports'), crumb: 'breadcrumb:segments.revenue-reports' }),
        lazy: lazyScreen(
          () => import('./revenue-reports/revenue-reports-screen'),
          (m) => m.RevenueReportsScreen,
          NS,
        ),
      },
      {
        path: 'companyReports',
        ...withHandle({ access: reportAccess('companyReports'), crumb: 'breadcrumb:segments.companyReports' }),
        lazy: lazyScreen(
          () => import('./company-reports/company-reports-screen'),
          (m) => m.CompanyReportsScreen,
          NS,
        ),
      },
    ],
  },
]

export { menu } from './menu'

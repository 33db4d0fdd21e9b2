import type { RouteAccess } from '@/lib/permissions'
import type { ReadableTarget } from '@/shared/routing'

/** The reports index goes to the first report the user may read, in this order. */
export const REPORT_ORDER = [
  { permission: 'channel_report_read', path: 'channel-reports' },
  { permission: 'content_report_read', path: 'content-reports' },
  { permission: 'user_report_read', path: 'user-reports' },
  { permission: 'revenue_report_read', path: 'revenue-reports' },
  { permission: 'company_report_read', path: 'companyReports' },
] as const satisfies readonly ReadableTarget[]

/** Every report permission: /reports opens for any of them. */
export const REPORTS_ACCESS: RouteAccess = { permissions: REPORT_ORDER.map((report) => report.permission) }

/** The sidebar's reports entry shows for these (company reports alone do not show it). */
export const REPORT_ENTRY_PERMISSIONS = ['channel_report_read', 'content_report_read', 'revenue_report_read', 'user_report_read'] as const

/** One report page: its own read permission. */
export const reportAccess = (path: (typeof REPORT_ORDER)[number]['path']): RouteAccess => ({
  permissions: REPORT_ORDER.filter((report) => report.path === path).map((report) => report.permission),
})

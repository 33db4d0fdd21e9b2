/** Permission rules of spec §4 and §6, pure so they are easy to test. */

/** A role claim equal to or containing 'admin' grants every permission (spec §6). */
export const isAdminRole = (roles: readonly string[]) => roles.some((role) => role.toLowerCase().includes('admin'))

export interface PermissionSet {
  admin: boolean
  names: ReadonlySet<string>
}

/** Any-of matching; an empty requirement is always met. Admin passes everything. */
export function hasAny(set: PermissionSet, required: readonly string[] | string | undefined): boolean {
  if (required == null) return true
  const list = typeof required === 'string' ? [required] : required
  if (list.length === 0 || set.admin) return true
  return list.some((name) => set.names.has(name))
}

/** Spec §6 groups. */
export const PARAMETER_PERMISSIONS = ['producer_read', 'licensor_read', 'product_read', 'director_read', 'contract_read', 'company_read', 'actor_read'] as const
export const REPORT_ENTRY_PERMISSIONS = ['channel_report_read', 'content_report_read', 'revenue_report_read', 'user_report_read'] as const
export const ADMIN_PANEL_PERMISSIONS = ['user_read', 'role_read', 'organization_read', ...PARAMETER_PERMISSIONS] as const

/** Spec §2: the reports index goes to the first report the user may read, in this order. */
export const REPORT_ORDER = [
  { permission: 'channel_report_read', path: 'channel-reports' },
  { permission: 'content_report_read', path: 'content-reports' },
  { permission: 'user_report_read', path: 'user-reports' },
  { permission: 'revenue_report_read', path: 'revenue-reports' },
  { permission: 'company_report_read', path: 'companyReports' },
] as const

export function firstReadableReport(set: PermissionSet): string | null {
  return REPORT_ORDER.find((report) => hasAny(set, report.permission))?.path ?? null
}

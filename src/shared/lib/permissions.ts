/** Permission rules of spec §4 and §6, pure so they are easy to test. */

/**
 * Spec §6: "a token role claim equal to or containing 'admin' grants every permission". The claim
 * is a string (one role) or a list (spec §3): a string that is or contains 'admin', or a list
 * that contains the role 'admin'. Case-sensitive, as the claim is written.
 */
export function isAdminClaim(role: unknown): boolean {
  if (typeof role === 'string') return role.includes('admin')
  return Array.isArray(role) && role.includes('admin')
}

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

/**
 * The dynamicParameter index (the spec does not show its rule): the first parameter list the
 * user may read, in the order of the spec's children.
 */
export const PARAMETER_ORDER = [
  { permission: 'product_read', path: 'productParameter' },
  { permission: 'company_read', path: 'companyParameter' },
  { permission: 'licensor_read', path: 'licansorParameter' },
  { permission: 'producer_read', path: 'producerParameter' },
] as const

export function firstReadableParameter(set: PermissionSet): string | null {
  return PARAMETER_ORDER.find((parameter) => hasAny(set, parameter.permission))?.path ?? null
}

/** Every report permission; the /reports route opens for any of them (the sidebar entry uses REPORT_ENTRY_PERMISSIONS). */
export const REPORT_PERMISSIONS = REPORT_ORDER.map((report) => report.permission)

/** Dashboard widget permissions (spec §6 `dashboard_*`), one constant per widget. */
export const DASHBOARD_PERMISSIONS = {
  channelAndCmsCount: 'dashboard_youtube_channel_and_cms_count',
  draftVideo: 'dashboard_draft_video',
  publishedVideo: 'dashboard_published_video',
  copyright: 'dashboard_copyright',
  channelWatchCount: 'dashboard_channel_watch_count',
  yellowDollar: 'dashboard_yellow_dollar',
  channelRevenueGraph: 'dashboard_channel_revenue_graph',
  channelRevenueList: 'dashboard_channel_revenue_list',
  top10ViewChannels: 'dashboard_top_10_view_channels',
  top10RevenueChannels: 'dashboard_top_10_revenue_channels',
  top10SubscriberChannels: 'dashboard_top_10_subscriber_channels',
  videoUploadTarget: 'dashboard_video_upload_target',
  videoPublishTarget: 'dashboard_video_publish_target',
  translationPublished: 'dashboard_translation_published',
  translationDraft: 'dashboard_translation_draft',
} as const

/**
 * Who may open a route (spec §6): any-of `permissions`, and `organization` when the page is
 * only for users whose token carries an organizationId claim (spec §4: no organization menu
 * without it). Routes without an entry are open to every signed-in user.
 */
export interface RouteAccess {
  permissions?: readonly string[]
  organization?: boolean
}

export const ROUTE_ACCESS = {
  users: { permissions: ['user_read'] },
  roleManagement: { permissions: ['role_read'] },
  organization: { permissions: ['organization_read'], organization: true },
  dynamicParameter: { permissions: PARAMETER_PERMISSIONS },
  productParameter: { permissions: ['product_read'] },
  companyParameter: { permissions: ['company_read'] },
  licansorParameter: { permissions: ['licensor_read'] },
  producerParameter: { permissions: ['producer_read'] },
  reports: { permissions: REPORT_PERMISSIONS },
  channelReports: { permissions: ['channel_report_read'] },
  contentReports: { permissions: ['content_report_read'] },
  userReports: { permissions: ['user_report_read'] },
  revenueReports: { permissions: ['revenue_report_read'] },
  companyReports: { permissions: ['company_report_read'] },
  thumbnail: { permissions: ['thumbnail_manage_view'] },
  cms: { permissions: ['cms_read'] },
  myChannels: { permissions: ['channel_read'] },
} as const satisfies Record<string, RouteAccess>

/** Whether a user with these permissions (and organization claim) may open a route. */
export function canAccess(set: PermissionSet, access: RouteAccess | undefined, hasOrganization: boolean): boolean {
  if (!access) return true
  if (access.organization && !hasOrganization) return false
  return hasAny(set, access.permissions)
}

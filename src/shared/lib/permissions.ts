/**
 * The generic permission rules of spec §4 and §6, pure so they are easy to test. Which
 * permission opens which page is declared by each feature (its access.ts).
 */

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

/** Whether a user with these permissions (and organization claim) may open a route. */
export function canAccess(set: PermissionSet, access: RouteAccess | undefined, hasOrganization: boolean): boolean {
  if (!access) return true
  if (access.organization && !hasOrganization) return false
  return hasAny(set, access.permissions)
}

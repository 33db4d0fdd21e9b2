/**
 * The generic permission rules, pure so they are easy to test. Which
 * permission opens which page is declared by each feature (its access.ts).
 */

/**
 * A token role claim equal to or containing 'admin' grants every permission. The claim is a
 * string (one role) or a list (several): a string that is or contains 'admin', or a list
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

/**
 * Who may open a route: any-of `permissions`, and `organization` when the page is only for
 * users whose token carries an organizationId claim (without it the organization menu is
 * hidden too). Routes without an entry are open to every signed-in user.
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

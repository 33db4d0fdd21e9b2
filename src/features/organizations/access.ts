import type { RouteAccess } from '@/lib/permissions'

/** /organization: only for users whose token carries an organizationId claim. */
export const ORGANIZATION_ACCESS: RouteAccess = { permissions: ['organization_read'], organization: true }

/** The organization data a fresh open reloads (the generated query keys' first element). */
export const ORGANIZATION_QUERY_ROOTS = ['searchOrganizations', 'getOrganization'] as const

import type { RouteAccess } from '@/lib/permissions'

/** Who may open /role-management. */
export const ROLES_ACCESS: RouteAccess = { permissions: ['role_read'] }

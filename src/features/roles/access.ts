import type { RouteAccess } from '@/lib/permissions'

/** /role-management (spec §6). */
export const ROLES_ACCESS: RouteAccess = { permissions: ['role_read'] }

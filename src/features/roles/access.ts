import type { RouteAccess } from '@/shared/lib/permissions'

/** /role-management (spec §6). */
export const ROLES_ACCESS: RouteAccess = { permissions: ['role_read'] }

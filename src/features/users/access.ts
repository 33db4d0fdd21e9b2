import type { RouteAccess } from '@/shared/lib/permissions'

/** /users (spec §6). */
export const USERS_ACCESS: RouteAccess = { permissions: ['user_read'] }

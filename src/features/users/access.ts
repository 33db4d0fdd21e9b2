import type { RouteAccess } from '@/lib/permissions'

/** /users (spec §6). */
export const USERS_ACCESS: RouteAccess = { permissions: ['user_read'] }

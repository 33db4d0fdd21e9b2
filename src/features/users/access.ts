import type { RouteAccess } from '@/lib/permissions'

/** Who may open /users. */
export const USERS_ACCESS: RouteAccess = { permissions: ['user_read'] }

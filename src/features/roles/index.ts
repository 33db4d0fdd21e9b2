import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen } from '@/shared/routing'
import { ROLES_ACCESS } from './access'

/** /role-management: roles, their create / edit / bulk delete, and the permission editor. */
export const routes: RouteObject[] = [
  { path: 'role-management', ...withAccess(ROLES_ACCESS), lazy: lazyScreen(() => import('./role-management-screen'), (m) => m.RoleManagementScreen, ['role-management']) },
]

export { menu } from './menu'

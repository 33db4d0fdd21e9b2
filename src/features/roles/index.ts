import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { ROLES_ACCESS } from './access'

/** /role-management: roles, their create / edit / bulk delete, and the permission editor. */
export const routes: RouteObject[] = [
  {
    path: 'role-management',
    ...withHandle({ access: ROLES_ACCESS, crumb: 'breadcrumb:segments.role-management', menuKey: '/role-management' }),
    lazy: lazyScreen(
      () => import('./role-management-screen'),
      (m) => m.RoleManagementScreen,
      ['role-management'],
    ),
  },
]

export { menu } from './menu'

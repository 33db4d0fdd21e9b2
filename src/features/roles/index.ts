import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { ROLES_ACCESS } from './access'

/** /role-management: roles, their create / edit / delete (to the Trash), and the permission editor; /role-management/trash. */
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
  {
    path: 'role-management/trash',
    ...withHandle({ access: ROLES_ACCESS, crumb: ['breadcrumb:segments.role-management', 'breadcrumb:segments.trash'], menuKey: '/role-management' }),
    lazy: lazyScreen(
      () => import('./role-trash/role-trash-screen'),
      (m) => m.RoleTrashScreen,
      ['role-management'],
    ),
  },
]

export { menu } from './menu'

import type { RouteObject } from 'react-router'
import { ROUTE_ACCESS } from '@/shared/lib/permissions'

/** /role-management (issue 5): roles, their create / edit / bulk delete, and the permission editor. */
export const routes: RouteObject[] = [
  {
    path: 'role-management',
    handle: { access: ROUTE_ACCESS.roleManagement },
    lazy: async () => ({ Component: (await import('./role-management-screen')).RoleManagementScreen }),
  },
]

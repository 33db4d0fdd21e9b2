import type { RouteObject } from 'react-router'
import { ROUTE_ACCESS } from '@/shared/lib/permissions'

/** /users (issue 5): the user list with its filters, create, edit and (de)activate. */
export const routes: RouteObject[] = [
  {
    path: 'users',
    handle: { access: ROUTE_ACCESS.users },
    lazy: async () => ({ Component: (await import('./users-screen')).UsersScreen }),
  },
]

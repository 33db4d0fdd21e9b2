import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { USERS_ACCESS } from './access'

/** /users: the user list with its filters, create, edit and (de)activate. */
export const routes: RouteObject[] = [
  {
    path: 'users',
    ...withHandle({ access: USERS_ACCESS, crumb: 'breadcrumb:segments.users', menuKey: '/users' }),
    lazy: lazyScreen(
      () => import('./users-screen'),
      (m) => m.UsersScreen,
      ['users'],
    ),
  },
]

export { menu } from './menu'

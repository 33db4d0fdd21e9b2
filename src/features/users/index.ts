import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { USERS_ACCESS } from './access'

/** /users: the user list with its filters, create, edit, (de)activate and delete (to the Trash); /users/trash. */
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
  {
    path: 'users/trash',
    ...withHandle({ access: USERS_ACCESS, crumb: ['breadcrumb:segments.users', 'breadcrumb:segments.trash'], menuKey: '/users' }),
    lazy: lazyScreen(
      () => import('./user-trash/user-trash-screen'),
      (m) => m.UserTrashScreen,
      ['users'],
    ),
  },
]

export { menu } from './menu'

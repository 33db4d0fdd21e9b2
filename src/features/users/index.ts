import type { RouteObject } from 'react-router'
import { withAccess, lazyScreen } from '@/shared/routing'
import { USERS_ACCESS } from './access'

/** /users: the user list with its filters, create, edit and (de)activate. */
export const routes: RouteObject[] = [{ path: 'users', ...withAccess(USERS_ACCESS), lazy: lazyScreen(() => import('./users-screen'), (m) => m.UsersScreen, ['users']) }]

export { menu } from './menu'

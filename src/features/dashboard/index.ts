import type { RouteObject } from 'react-router'
import { lazyScreen, withHandle } from '@/shared/routing'

const dashboard = lazyScreen(
  () => import('./dashboard-screen'),
  (m) => m.DashboardScreen,
  ['dashboard'],
)

/** /dashboard-panel (and /dashboard): the widgets each user's dashboard_* permissions allow. */
export const routes: RouteObject[] = [
  { path: 'dashboard', ...withHandle({ crumb: 'breadcrumb:segments.dashboard', menuKey: '/dashboard-panel' }), lazy: dashboard },
  { path: 'dashboard-panel', ...withHandle({ crumb: 'breadcrumb:segments.dashboard-panel', menuKey: '/dashboard-panel' }), lazy: dashboard },
]

export { menu } from './menu'

import type { RouteObject } from 'react-router'
import { lazyScreen, withHandle } from '@/shared/routing'
import { AUDIT_ACCESS } from './access'

/** /audit: who changed what, when. */
export const routes: RouteObject[] = [
  {
    path: 'audit',
    ...withHandle({ access: AUDIT_ACCESS, crumb: 'breadcrumb:segments.audit', menuKey: '/audit' }),
    lazy: lazyScreen(
      () => import('./audit-screen'),
      (m) => m.AuditScreen,
      ['audit'],
    ),
  },
]

export { menu } from './menu'

import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { ORGANIZATION_ACCESS } from './access'

/** /organization: organizations with create, edit, detail and (de)activation. */
export const routes: RouteObject[] = [
  {
    path: 'organization',
    ...withHandle({ access: ORGANIZATION_ACCESS, crumb: 'breadcrumb:segments.organization', menuKey: '/organization' }),
    lazy: lazyScreen(
      () => import('./organization-screen'),
      (m) => m.OrganizationRoute,
      ['organization'],
    ),
  },
]

export { menu } from './menu'
export { ORGANIZATION_QUERY_ROOTS } from './access'

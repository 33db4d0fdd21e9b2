import type { RouteObject } from 'react-router'
import { withHandle, lazyScreen } from '@/shared/routing'
import { ORGANIZATION_ACCESS } from './access'

/** /organization: organizations with create, edit, detail, (de)activation and delete (to the Trash); /organization/trash. */
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
  {
    path: 'organization/trash',
    ...withHandle({ access: ORGANIZATION_ACCESS, crumb: ['breadcrumb:segments.organization', 'breadcrumb:segments.trash'], menuKey: '/organization' }),
    lazy: lazyScreen(
      () => import('./organization-trash/organization-trash-screen'),
      (m) => m.OrganizationTrashScreen,
      ['organization'],
    ),
  },
]

export { menu } from './menu'
export { ORGANIZATION_QUERY_ROOTS } from './access'

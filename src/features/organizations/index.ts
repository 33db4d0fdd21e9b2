import type { RouteObject } from 'react-router'
import { ROUTE_ACCESS } from '@/shared/lib/permissions'

/** /organization (issue 5): organizations with create, edit, detail and (de)activation. */
export const routes: RouteObject[] = [
  {
    path: 'organization',
    handle: { access: ROUTE_ACCESS.organization },
    lazy: async () => ({ Component: (await import('./organization-screen')).OrganizationRoute }),
  },
]

/** The organization data a fresh open reloads (the generated query keys' first element). */
export const ORGANIZATION_QUERY_ROOTS = ['searchOrganizations', 'getOrganization'] as const

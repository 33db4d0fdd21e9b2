import { useTranslation } from 'react-i18next'
import { Outlet, useMatches } from 'react-router'
import { usePermissions, useClaims } from '@/shared/auth'
import { NoAccessPage, PermissionsErrorPage, AreaSpinner } from '@/shared/feedback'
import type { RouteHandle } from '@/shared/routing'
import { canAccess, type RouteAccess } from '@/lib/permissions'

/**
 * Renders the matched page only when the user may open it (every matched route's
 * `handle.access`), otherwise a clear 'no access' page. Waits for the permissions first, so a
 * page never flashes before being refused.
 */
export function RouteAccessGate() {
  const matches = useMatches()
  const permissions = usePermissions()
  const { organizationIds } = useClaims()
  const { t } = useTranslation('common')
  const rules = matches.map((match) => (match.handle as RouteHandle | undefined)?.access).filter((rule): rule is RouteAccess => rule != null)
  if (rules.length === 0) return <Outlet />
  // Unknown permissions refuse nothing: the page is neither shown nor called forbidden.
  if (permissions.error) return <PermissionsErrorPage error={permissions.error} onRetry={permissions.retry} />
  if (!permissions.ready) return <AreaSpinner label={t('states.loading')} />
  const refused = rules.find((rule) => !canAccess(permissions, rule, organizationIds.length > 0))
  if (refused) {
    const lacksOrganization = Boolean(refused.organization) && organizationIds.length === 0
    const lacksPermission = !permissions.can(refused.permissions)
    return <NoAccessPage permissions={lacksPermission ? refused.permissions : undefined} organization={lacksOrganization} />
  }
  return <Outlet />
}

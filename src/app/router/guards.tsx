import { useState } from 'react'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { session } from '@/api/session'
import { useTranslation } from 'react-i18next'
import { usePermissions } from '@/shared/auth/use-permissions'
import { useClaims, useSession } from '@/shared/auth/use-session'
import { afterLoginTarget, type LoginLocationState } from '@/shared/auth/login-state'
import { canAccess, type RouteAccess } from '@/shared/lib/permissions'
import { NoAccessPage } from '@/shared/ui/no-access/no-access-page'
import { AreaSpinner } from '@/shared/ui/spinner/full-page-spinner'

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  access?: RouteAccess
}

/** Without a session every authenticated route goes to /login, carrying the requested location. */
export function ProtectedRoute() {
  const current = useSession()
  const location = useLocation()
  if (!current) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
    return <Navigate to="/login" replace state={state} />
  }
  return <Outlet />
}

/**
 * /login opened while signed in goes on to the dashboard (or the page it was sent from). Only a
 * session that existed on arrival counts: a sign-in made on this page navigates by itself,
 * with the fromLogin flag.
 */
export function PublicOnlyRoute() {
  const [signedInOnArrival] = useState(() => session.get() != null)
  const location = useLocation()
  if (signedInOnArrival) {
    return <Navigate to={afterLoginTarget(location.state as LoginLocationState | null)} replace />
  }
  return <Outlet />
}

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
  if (!permissions.ready) return <AreaSpinner label={t('states.loading')} />
  const refused = rules.find((rule) => !canAccess(permissions, rule, organizationIds.length > 0))
  if (refused) {
    const lacksOrganization = Boolean(refused.organization) && organizationIds.length === 0
    const lacksPermission = !permissions.can(refused.permissions)
    return <NoAccessPage permissions={lacksPermission ? refused.permissions : undefined} organization={lacksOrganization} />
  }
  return <Outlet />
}

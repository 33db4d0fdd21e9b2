import { useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { session } from '@/api/session'
import { useSession, afterLoginTarget, type LoginLocationState } from '@/shared/auth'
import { recentSignOutState } from '../session-events'

export type { RouteHandle } from '@/shared/routing'

/** Without a session every authenticated route goes to /login, carrying the requested location. */
export function ProtectedRoute() {
  const current = useSession()
  const location = useLocation()
  if (!current) {
    // Right after a sign-out this redirect races the sign-out's own: both carry the same reason.
    const state: LoginLocationState = recentSignOutState() ?? { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
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

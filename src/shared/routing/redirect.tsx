import { Navigate, useLocation } from 'react-router'

/**
 * An index redirect that keeps the query string, so the carried ids (cmsId, channelId,
 * companyId) survive it. `to` resolves like <Navigate>'s: '/x' is absolute, 'x' is relative to
 * the route the redirect is the index of (profile's index 'profile-information' →
 * /profile/profile-information).
 */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation()
  return <Navigate to={{ pathname: to, search }} replace />
}

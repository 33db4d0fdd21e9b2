import { Navigate, useLocation } from 'react-router'

/**
 * An index redirect that keeps the query string, so the carried ids (cmsId, channelId,
 * companyId) survive it. `to` is relative to the route, like <Navigate>.
 */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation()
  return <Navigate to={{ pathname: to, search }} replace />
}

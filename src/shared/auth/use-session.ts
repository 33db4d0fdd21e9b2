import { useSyncExternalStore } from 'react'
import { session, type AuthState } from '@/api/session'
import { decodeClaims, organizationIdsOf, rolesOf } from '@/lib/jwt'
import { isAdminClaim } from '@/lib/permissions'

/** The signed-in session (re-renders on sign-in, refresh and sign-out), or null. */
export function useSession(): AuthState | null {
  return useSyncExternalStore(
    session.subscribe,
    () => session.get(),
    () => null,
  )
}

/** Claims of the current access token that screens care about. */
export function useClaims() {
  const state = useSession()
  const claims = decodeClaims(state?.accessToken)
  return {
    userId: claims?.sub ?? null,
    roles: rolesOf(claims),
    /** A role claim that is or contains 'admin' grants everything (isAdminClaim). */
    admin: isAdminClaim(claims?.role),
    organizationIds: organizationIdsOf(claims),
  }
}

import { useMemo } from 'react'
import { useGetCurrentUserPermissions } from '@/api/generated/identity/endpoints/roles/roles'
import { describeError } from '@/lib/error-text'
import { hasAny, type PermissionSet } from '@/lib/permissions'
import { useClaims, useSession } from './use-session'

export interface PermissionsError {
  /** The server's own text, appended to the 'permissions not fetched' message. */
  serverMessage?: string
  /** A client message key in `common` (e.g. errors.network), when there is no server text. */
  messageKey?: string
}

export interface PermissionsState extends PermissionSet {
  /** False until the user's permissions are known; menus wait for it so they never flicker. */
  ready: boolean
  /** The permissions call failed: nothing is known, so nothing is shown as allowed or refused. */
  error: PermissionsError | null
  /** Asks the server again after an error. */
  retry(): void
  can(required: readonly string[] | string | undefined): boolean
}

/**
 * The current user's permissions: everything for an admin role claim, otherwise the list from
 * GET identity/roles/permissions, matched any-of (one of a page's permissions opens it).
 */
export function usePermissions(): PermissionsState {
  const signedIn = useSession() != null
  const { admin } = useClaims()
  const query = useGetCurrentUserPermissions({ query: { enabled: signedIn && !admin, staleTime: 5 * 60 * 1000 } })
  const { data, isSuccess, error, refetch } = query
  return useMemo(() => {
    const names = new Set<string>(Array.isArray(data) ? data : [])
    const set: PermissionSet = { admin, names }
    const failure = !admin && !isSuccess && error != null ? describeError(error) : null
    return {
      ...set,
      ready: admin || isSuccess,
      error: failure,
      retry: () => void refetch(),
      can: (required) => hasAny(set, required),
    }
  }, [admin, data, isSuccess, error, refetch])
}

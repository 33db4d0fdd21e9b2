import { useMemo } from 'react'
import { useGetCurrentUserPermissions } from '@/api/generated/identity/endpoints/roles/roles'
import { hasAny, isAdminRole, type PermissionSet } from '@/shared/lib/permissions'
import { useClaims } from './use-session'

export interface PermissionsState extends PermissionSet {
  /** False until the user's permissions are known; menus wait for it so they never flicker. */
  ready: boolean
  can(required: readonly string[] | string | undefined): boolean
}

/**
 * The current user's permissions: everything for an admin role claim, otherwise the list from
 * GET identity/roles/permissions (spec §6), matched any-of.
 */
export function usePermissions(): PermissionsState {
  const { roles, userId } = useClaims()
  const admin = isAdminRole(roles)
  const query = useGetCurrentUserPermissions({ query: { enabled: !admin && userId != null, staleTime: 5 * 60 * 1000 } })
  const data = query.data
  return useMemo(() => {
    const names = new Set<string>(Array.isArray(data) ? data : [])
    const set: PermissionSet = { admin, names }
    return { ...set, ready: admin || query.isSuccess || query.isError, can: (required) => hasAny(set, required) }
  }, [admin, data, query.isSuccess, query.isError])
}

import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { getGetIdentityEntityKeyValueListQueryKey } from '@/api/generated/identity/endpoints/commons/commons'
import { getGetCurrentUserPermissionsQueryKey } from '@/api/generated/identity/endpoints/roles/roles'

/**
 * The list's refresh after roles went to the Trash or came back: their holders lost or got them,
 * so the signed-in user's permissions (menus, pages) and the role pickers are read again too.
 */
export function useRolesChanged(refresh: () => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    void queryClient.invalidateQueries({ queryKey: getGetCurrentUserPermissionsQueryKey() })
    void queryClient.invalidateQueries({ queryKey: getGetIdentityEntityKeyValueListQueryKey('Role') })
    await refresh()
  }, [queryClient, refresh])
}

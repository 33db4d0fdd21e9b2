import { useMemo } from 'react'
import { useGetIdentityEntityKeyValueList, useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { toOptions } from '@/shared/ui/list'

const LIST = { staleTime: 5 * 60 * 1000 }

/** Platform types (enum) and departments (entity list) of the contract. */
export function useRoleOptions() {
  const platforms = useGetIdentityEnumKeyValueList('PlatformType', { Index: 0, Size: 10000 }, { query: LIST })
  const departments = useGetIdentityEntityKeyValueList('Department', { Index: 0, Size: 1000, EntityType: 'Department' }, { query: LIST })
  const groups = useGetIdentityEnumKeyValueList('PermissionGroup', { Index: 0, Size: 10000 }, { query: LIST })
  return useMemo(
    () => ({
      platforms: toOptions(platforms.data?.items),
      departments: toOptions(departments.data?.items),
      groups: toOptions(groups.data?.items),
      loading: { platforms: platforms.isPending, departments: departments.isPending },
    }),
    [platforms.data, departments.data, groups.data, platforms.isPending, departments.isPending],
  )
}

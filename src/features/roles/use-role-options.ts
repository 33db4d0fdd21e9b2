import { useMemo } from 'react'
import { useGetIdentityEntityKeyValueList, useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { ENUM_LIST_PARAMS, entityListParams, OPTION_LIST_QUERY, useOptionList } from '@/shared/ui/list'

/** Platform types and permission groups (enums) and departments (entity list) of the contract. */
export function useRoleOptions() {
  const platforms = useOptionList(useGetIdentityEnumKeyValueList('PlatformType', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const departments = useOptionList(useGetIdentityEntityKeyValueList('Department', entityListParams('Department'), OPTION_LIST_QUERY))
  const groups = useOptionList(useGetIdentityEnumKeyValueList('PermissionGroup', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  return useMemo(() => ({ platforms, departments, groups }), [platforms, departments, groups])
}

import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetIdentityEntityKeyValueList, useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { PlatformType } from '@/api/generated/identity/model'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, useKeyValueLookup, useOptionList } from '@/shared/options'

const PLATFORMS = Object.values(PlatformType)

/**
 * Platform types (enum) and departments (entity key-value lookup) of the contract, for the list's filters and
 * the role form. Until the platform types answer, or when they cannot, the client's four platforms
 * stand in (the screen stays usable), and the controls show the list's state: loading, or the
 * reason and a Retry (the kit's option controls read it from the options).
 */
export function useRoleOptions(chosenDepartments: ReadonlyArray<string | null | undefined> = []) {
  const { t } = useTranslation('role-management')
  const platformList = useGetIdentityEnumKeyValueList('PlatformType', ENUM_LIST_PARAMS, OPTION_LIST_QUERY)
  const fallback = useMemo(() => PLATFORMS.map((id) => ({ id, name: t(`platforms.${id}`) })), [t])
  const platforms = useOptionList(platformList, { keep: platformList.data ? [] : fallback })
  // Departments 10 at a time, searched as the user types; the chosen ones named by Ids.
  const departments = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'Department', { selected: chosenDepartments })
  return useMemo(() => ({ platforms, departments }), [platforms, departments])
}

/**
 * The permission groups' names (enum), for the permissions editor only: asked for where they are
 * shown. The editor names a group by the client's name until they answer, or when they cannot.
 */
export function usePermissionGroupNames() {
  return useOptionList(useGetIdentityEnumKeyValueList('PermissionGroup', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
}

import type { RoleSearchRequest } from '@/api/generated/identity/model'
import { PlatformType } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

const PLATFORM_TYPES = Object.values(PlatformType)

/** The role list (filters: search, platformTypes[], departmentIds[]). */
export const rolesList = defineList({
  id: 'roles',
  filters: {
    search: filter.text(),
    platformTypes: filter.listOf({ values: PLATFORM_TYPES }),
    departmentIds: filter.listOf({ uuid: true, max: 100 }),
  },
  sortKeys: ['name', 'platformType', 'departmentName', 'userCount', 'permissionCount', 'createdAt'] as const,
})

export const ROLE_DEFAULT_COLUMNS = ['name', 'description', 'platformType', 'departmentName', 'permissionCount', 'userCount'] as const

export function roleSearchFilters(state: ListStateOf<typeof rolesList>): SearchFilters<RoleSearchRequest> {
  const { filters } = state
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.platformTypes.length ? { platformTypes: filters.platformTypes } : {}),
    ...(filters.departmentIds.length ? { departmentIds: filters.departmentIds } : {}),
  }
}

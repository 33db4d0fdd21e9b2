import type { UserSearchRequest } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The Users list, 10 rows a page by default. Every filter lives in the URL. */
export const usersList = defineList({
  id: 'users',
  filters: {
    search: filter.text(),
    status: filter.oneOf(['active', 'passive'] as const),
    roles: filter.listOf({ uuid: true, max: 100 }),
    executive: filter.boolean(),
    companies: filter.listOf({ uuid: true, max: 500 }),
    channels: filter.listOf({ uuid: true, max: 500 }),
  },
  sortKeys: ['firstName', 'lastName', 'email', 'phoneNumber', 'status', 'createdAt'] as const,
})

export type UsersListState = ListStateOf<typeof usersList>

/** Shown until the user chooses other columns (the kit adds `operation`). */
export const USER_DEFAULT_COLUMNS = ['firstName', 'lastName', 'roles', 'phoneNumber', 'status'] as const

/** The search body of the contract for the list's current view. */
export function userSearchFilters(state: UsersListState): SearchFilters<UserSearchRequest> {
  const { filters } = state
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.roles.length ? { roles: filters.roles } : {}),
    ...(filters.executive !== undefined ? { executive: filters.executive } : {}),
    ...(filters.companies.length ? { companyIds: filters.companies } : {}),
    ...(filters.channels.length ? { channelIds: filters.channels } : {}),
  }
}

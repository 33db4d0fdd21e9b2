import type { OrganizationSearchRequest } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

/** The organization list (filters: search, status, country, language). */
export const organizationsList = defineList({
  id: 'organization',
  filters: {
    search: filter.text(),
    status: filter.oneOf(['active', 'passive'] as const),
    country: filter.matching(/^[A-Z]{2}$/),
    language: filter.matching(/^[a-z]{2}$/),
  },
  sortKeys: ['name', 'authorizedName', 'contractStartDate', 'contractEndDate', 'status'] as const,
})

/** Default columns (the kit adds `operation`). */
export const ORGANIZATION_DEFAULT_COLUMNS = ['name', 'authorizedName', 'phoneNumber', 'contractStartDate', 'contractEndDate', 'status'] as const

export function organizationSearchFilters(state: ListStateOf<typeof organizationsList>): SearchFilters<OrganizationSearchRequest> {
  const { filters } = state
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.language ? { language: filters.language } : {}),
  }
}

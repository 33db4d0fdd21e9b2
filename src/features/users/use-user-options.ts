import { useMemo } from 'react'
import { useSearchChannelsByCompany } from '@/api/generated/channel/endpoints/channels/channels'
import { useGetIdentityEntityKeyValueList, useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { toOptions } from '@/shared/ui/list'

const LIST = { staleTime: 5 * 60 * 1000 }
/** Enum lists are read whole (spec §9: 10000). */
const ENUM_PARAMS = { Index: 0, Size: 10000 }
/** Option lists of the user filter and form; the contracts allow up to 500 companies and channels. */
const ENTITY_SIZE = 1000

const entityParams = (entityType: string) => ({ Index: 0, Size: ENTITY_SIZE, EntityType: entityType })

/** Option lists of the Users screen, all from the contracts. */
export function useUserOptions() {
  const statuses = useGetIdentityEnumKeyValueList('UserStatus', ENUM_PARAMS, { query: LIST })
  const roles = useGetIdentityEntityKeyValueList('Role', entityParams('Role'), { query: LIST })
  const companies = useGetIdentityEntityKeyValueList('Company', entityParams('Company'), { query: LIST })
  const organizations = useGetIdentityEntityKeyValueList('Organization', entityParams('Organization'), { query: LIST })
  return useMemo(
    () => ({
      statuses: toOptions(statuses.data?.items),
      roles: toOptions(roles.data?.items),
      companies: toOptions(companies.data?.items),
      organizations: toOptions(organizations.data?.items),
      loading: {
        statuses: statuses.isPending,
        roles: roles.isPending,
        companies: companies.isPending,
        organizations: organizations.isPending,
      },
    }),
    [statuses.data, roles.data, companies.data, organizations.data, statuses.isPending, roles.isPending, companies.isPending, organizations.isPending],
  )
}

/**
 * Channels of the given companies (spec §7: channels/search/company, size 500). Without
 * companies: every channel the user may see (the filter), or none (`requireCompanies`, the
 * form: a user's channels must belong to their companies).
 */
export function useChannelOptions(companyIds: readonly string[], options: { requireCompanies?: boolean } = {}) {
  const enabled = !options.requireCompanies || companyIds.length > 0
  const sorted = useMemo(() => [...companyIds].sort(), [companyIds])
  const query = useSearchChannelsByCompany(
    { index: 0, size: 500, ...(sorted.length ? { companyIds: sorted } : {}) },
    { query: { enabled, staleTime: LIST.staleTime } },
  )
  return useMemo(
    () => ({
      options: enabled ? toOptions(query.data?.items) : [],
      loading: enabled && query.isPending,
      /** Whether the options belong to exactly these companies (not a previous choice). */
      settled: !enabled || (query.isSuccess && !query.isFetching),
    }),
    [enabled, query.data, query.isPending, query.isSuccess, query.isFetching],
  )
}

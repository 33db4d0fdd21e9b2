import { useMemo } from 'react'
import { useSearchChannelsByCompany } from '@/api/generated/channel/endpoints/channels/channels'
import { useGetIdentityEntityKeyValueList, useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, OPTION_LIST_STALE_TIME, useKeyValueLookup, useOptionList } from '@/shared/options'

/** The values the Users list's filters or the user form hold, named by Ids when no page has them. */
export interface ChosenUserOptions {
  roles?: ReadonlyArray<string | null | undefined>
  companies?: ReadonlyArray<string | null | undefined>
  organizations?: ReadonlyArray<string | null | undefined>
}

/** Option lists of the Users screen, all from the contracts; roles, companies and organizations 10 at a time, searched. */
export function useUserOptions(chosen: ChosenUserOptions = {}) {
  const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const roles = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'Role', { selected: chosen.roles })
  const companies = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'Company', { selected: chosen.companies })
  const organizations = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'Organization', { selected: chosen.organizations })
  return useMemo(() => ({ statuses, roles, companies, organizations }), [statuses, roles, companies, organizations])
}

/**
 * Channels of the given companies (channels/search/company, one page of 500). Without
 * companies: every channel the user may see (the filter), or none (`requireCompanies`, the
 * form: a user's channels must belong to their companies).
 */
export function useChannelOptions(companyIds: readonly string[], options: { requireCompanies?: boolean } = {}) {
  const enabled = !options.requireCompanies || companyIds.length > 0
  const sorted = useMemo(() => [...companyIds].sort(), [companyIds])
  const query = useSearchChannelsByCompany(
    { index: 0, size: 500, ...(sorted.length ? { companyIds: sorted } : {}) },
    { query: { enabled, staleTime: OPTION_LIST_STALE_TIME } },
  )
  const channels = useOptionList(query)
  return useMemo(
    () => ({
      // Disabled, the query may still hold the unfiltered list of the same key: not this one's.
      options: enabled ? channels.options : [],
      loading: enabled && channels.loading,
      /** Whether the options belong to exactly these companies (not a previous choice). */
      settled: !enabled || (query.isSuccess && !query.isFetching),
    }),
    [enabled, channels, query.isSuccess, query.isFetching],
  )
}

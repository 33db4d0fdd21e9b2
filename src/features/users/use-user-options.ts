import { useMemo } from 'react'
import { useSearchChannelsByCompany } from '@/api/generated/channel/endpoints/channels/channels'
import { useGetIdentityEntityKeyValueList, useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { ENUM_LIST_PARAMS, entityListParams, OPTION_LIST_QUERY, OPTION_LIST_STALE_TIME, useOptionList } from '@/shared/options'

/** Option lists of the Users screen, all from the contracts. */
export function useUserOptions() {
  const statuses = useOptionList(useGetIdentityEnumKeyValueList('UserStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const roles = useOptionList(useGetIdentityEntityKeyValueList('Role', entityListParams('Role'), OPTION_LIST_QUERY))
  const companies = useOptionList(useGetIdentityEntityKeyValueList('Company', entityListParams('Company'), OPTION_LIST_QUERY))
  const organizations = useOptionList(useGetIdentityEntityKeyValueList('Organization', entityListParams('Organization'), OPTION_LIST_QUERY))
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

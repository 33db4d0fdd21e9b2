import { useMemo } from 'react'
import { useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { useSearchCountries } from '@/api/generated/parameter/endpoints/countries/countries'
import { useSearchLanguages } from '@/api/generated/parameter/endpoints/languages/languages'

const LIST = { staleTime: 30 * 60 * 1000 }

/**
 * Country and language options come from the parameter service (their `code` is what an
 * organization stores); statuses from the identity enum list.
 */
export function useOrganizationOptions() {
  const countries = useSearchCountries({ index: 0, size: 300 }, { query: LIST })
  const languages = useSearchLanguages({ index: 0, size: 200 }, { query: LIST })
  const statuses = useGetIdentityEnumKeyValueList('OrganizationStatus', { Index: 0, Size: 10000 }, { query: LIST })
  return useMemo(
    () => ({
      countries: (countries.data?.items ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
      languages: (languages.data?.items ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` })),
      statuses: (statuses.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
      loading: { countries: countries.isPending, languages: languages.isPending, statuses: statuses.isPending },
    }),
    [countries.data, languages.data, statuses.data, countries.isPending, languages.isPending, statuses.isPending],
  )
}

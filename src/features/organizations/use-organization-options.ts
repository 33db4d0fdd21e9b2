import { useMemo } from 'react'
import { useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import type { Country, Language } from '@/api/generated/parameter/model'
import { useSearchCountries } from '@/api/generated/parameter/endpoints/countries/countries'
import { useSearchLanguages } from '@/api/generated/parameter/endpoints/languages/languages'
import { ENUM_LIST_PARAMS, useOptionList } from '@/shared/ui/list'

const LIST = { query: { staleTime: 30 * 60 * 1000 } }

/** A country or language by its code, which is what an organization stores. */
const byCode = (item: Country | Language) => ({ value: item.code, label: `${item.name} (${item.code})` })

/**
 * Country and language options come from the parameter service; statuses from the identity
 * enum list.
 */
export function useOrganizationOptions() {
  const countries = useOptionList(useSearchCountries({ index: 0, size: 300 }, LIST), { map: byCode })
  const languages = useOptionList(useSearchLanguages({ index: 0, size: 200 }, LIST), { map: byCode })
  const statuses = useOptionList(useGetIdentityEnumKeyValueList('OrganizationStatus', ENUM_LIST_PARAMS, LIST))
  return useMemo(() => ({ countries, languages, statuses }), [countries, languages, statuses])
}

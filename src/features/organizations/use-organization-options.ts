import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetIdentityEnumKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import type { Country, Language } from '@/api/generated/parameter/model'
import { useSearchCountries } from '@/api/generated/parameter/endpoints/countries/countries'
import { useSearchLanguages } from '@/api/generated/parameter/endpoints/languages/languages'
import { ENUM_LIST_PARAMS, useOptionList } from '@/shared/options'

const LIST = { query: { staleTime: 30 * 60 * 1000 } }

/** A country or language by its code, which is what an organization stores. */
const byCode = (item: Country | Language) => ({ value: item.code, label: `${item.name} (${item.code})` })

/** The statuses the client knows, named by the client until the server's list answers, or when it cannot. */
const STATUSES = ['active', 'passive'] as const

/**
 * Country and language options come from the parameter service; statuses from the identity
 * enum list. Until the statuses answer, or when they cannot, the client's active / passive stand
 * in (the screen stays usable), and the controls given `statuses.options` show the list's state:
 * loading, or the reason and a Retry (the kit's option controls read it from the options).
 */
export function useOrganizationOptions() {
  const { t } = useTranslation('organization')
  const countries = useOptionList(useSearchCountries({ index: 0, size: 300 }, LIST), { map: byCode })
  const languages = useOptionList(useSearchLanguages({ index: 0, size: 200 }, LIST), { map: byCode })
  const statusList = useGetIdentityEnumKeyValueList('OrganizationStatus', ENUM_LIST_PARAMS, LIST)
  const fallback = useMemo(() => STATUSES.map((id) => ({ id, name: t(`status.${id}`) })), [t])
  const statuses = useOptionList(statusList, { keep: statusList.data ? [] : fallback })
  return useMemo(() => ({ countries, languages, statuses }), [countries, languages, statuses])
}

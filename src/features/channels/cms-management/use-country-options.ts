import type { Country } from '@/api/generated/parameter/model'
import { useSearchCountries } from '@/api/generated/parameter/endpoints/countries/countries'
import { useOptionList } from '@/shared/options'

const LIST = { query: { staleTime: 30 * 60 * 1000 } }
const byCode = (country: Country) => ({ value: country.code, label: `${country.name} (${country.code})` })

/** Countries by their ISO code, which is what a policy's territories hold. */
export const useCountryOptions = () => useOptionList(useSearchCountries({ index: 0, size: 300 }, LIST), { map: byCode })

import { useGetParameterEntityKeyValueList, useGetParameterEnumKeyValueList } from '@/api/generated/parameter/endpoints/commons/commons'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, useKeyValueLookup, useOptionList, type LookupSettings, type OptionList } from '@/shared/options'

export type ParameterEntity = 'Producer' | 'Licensor' | 'Director' | 'Company'

/** ProductType / CompanyType display names in the request language. */
export function useParameterEnum(enumName: 'ProductType' | 'CompanyType'): OptionList {
  return useOptionList(useGetParameterEnumKeyValueList(enumName, ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
}

/**
 * The options of an entity picker, 10 at a time, searched as the user types: the chosen values
 * are named by `Ids` (the contract answers them whatever their status, so a reference that
 * became passive stays selectable and named), and `keep` names them from the edited product
 * meanwhile.
 */
export function useEntityOptions(entity: ParameterEntity, settings: LookupSettings = {}): OptionList {
  return useKeyValueLookup(useGetParameterEntityKeyValueList, entity, settings)
}

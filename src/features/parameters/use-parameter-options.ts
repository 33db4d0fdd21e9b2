import { useGetParameterEntityKeyValueList, useGetParameterEnumKeyValueList } from '@/api/generated/parameter/endpoints/commons/commons'
import { ENUM_LIST_PARAMS, entityListParams, OPTION_LIST_QUERY, useOptionList, type OptionList, type OptionReference } from '@/shared/options'

export type ParameterEntity = 'Producer' | 'Licensor' | 'Director' | 'Company'

/** ProductType / CompanyType display names in the request language. */
export function useParameterEnum(enumName: 'ProductType' | 'CompanyType'): OptionList {
  return useOptionList(useGetParameterEnumKeyValueList(enumName, ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
}

/**
 * The options of an entity picker: the active records, plus the records the edited product
 * already references (by the names the product carries), so a reference that became passive
 * stays selectable and named (the contract lists only active records).
 */
export function useEntityOptions(entity: ParameterEntity, keep: ReadonlyArray<OptionReference> = []): OptionList {
  return useOptionList(useGetParameterEntityKeyValueList(entity, entityListParams(entity), OPTION_LIST_QUERY), { keep })
}

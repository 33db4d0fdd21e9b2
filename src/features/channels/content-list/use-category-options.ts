import { useGetChannelEnumKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { OPTION_LIST_QUERY, useOptionList } from '@/shared/options'

/** Spec §7/§9: the Category key-value list, index 0, size 200. */
export const CATEGORY_LIST_PARAMS = { Index: 0, Size: 200 }

export function useCategoryOptions() {
  return useOptionList(useGetChannelEnumKeyValueList('Category', CATEGORY_LIST_PARAMS, OPTION_LIST_QUERY))
}

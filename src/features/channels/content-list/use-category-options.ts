import { useGetChannelEnumKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { OPTION_LIST_QUERY, useOptionList } from '@/shared/options'

/** The Category key-value list, in one page of 200. */
const CATEGORY_LIST_PARAMS = { Index: 0, Size: 200 }

export function useCategoryOptions() {
  return useOptionList(useGetChannelEnumKeyValueList('Category', CATEGORY_LIST_PARAMS, OPTION_LIST_QUERY))
}

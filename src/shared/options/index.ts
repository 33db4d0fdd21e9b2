/**
 * Option lists for selects, comboboxes and filters: reading them from the key-value and enum
 * calls, and their loading and failed states.
 */
export { useOptionListStatus, type OptionListStatus } from './option-list-status'
export { useOptionList, type FilterOption, OPTION_LIST_STALE_TIME, OPTION_LIST_QUERY, ENUM_LIST_PARAMS, entityListParams, type OptionSource, type OptionListState, optionListStateOf, type OptionReference, type OptionList, type OptionListSettings, toOptions } from './use-option-list'

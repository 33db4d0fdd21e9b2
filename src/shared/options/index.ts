/**
 * Option lists for selects, comboboxes and filters: reading them from the key-value and enum
 * calls, and their loading and failed states.
 */
export { useOptionListStatus } from './option-list-status'
export { useChoiceLabels } from './choice-labels'
export { useOptionList, type FilterOption, OPTION_LIST_STALE_TIME, OPTION_LIST_QUERY, ENUM_LIST_PARAMS, type OptionList } from './use-option-list'
export { useKeyValueLookup, type LookupSettings } from './use-key-value-lookup'

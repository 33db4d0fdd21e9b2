/**
 * Base hooks every kit and screen may use: formatting in the interface language, the network's
 * state, debounced callbacks, error texts, media queries, URL-named panels.
 */
export { debounce, useDebouncedCallback, SEARCH_DEBOUNCE_MS, type Debounced } from './use-debounced-callback'
export { useErrorText } from './use-error-text'
export { useFormatters } from './use-formatters'
export { useKeptFailure } from './use-kept-failure'
export { useMediaQuery, MOBILE_QUERY, useIsMobile } from './use-media-query'
export { useOnline } from './use-online'
export { useRefetchWhenOnline, type RefetchableQuery } from './use-refetch-when-online'
export { useUrlPanel, type UrlPanel } from './use-url-panel'

/**
 * Base hooks every kit and screen may use: formatting in the interface language, the network's
 * state, debounced callbacks, error texts, media queries, URL-named panels.
 */
export { useDebouncedCallback, SEARCH_DEBOUNCE_MS } from './use-debounced-callback'
export { useErrorText } from './use-error-text'
export { useFormatters } from './use-formatters'
export { useKeptFailure } from './use-kept-failure'
export { useIsMobile, useIsPhone } from './use-media-query'
export { useOnline } from './use-online'
export { useRefetchWhenOnline } from './use-refetch-when-online'
export { useUrlPanel, type UrlPanel } from './use-url-panel'
export { cachedRecord, documentMeta, refreshRecord, useLiveRecords } from './live-records'

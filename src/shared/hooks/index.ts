/**
 * Formatting in the interface language, for every screen: `const format = useFormatters()`, then
 * `format.number / integer / compact / percent / currency / date / dateTime / day / month /
 * relativeTime / duration / timeSpan / fileSize / languageName`. Outside React: `formatters(language)`.
 */
export { useFormatters } from './use-formatters'
export { formatters, isoDate, lastDays, type Formatters } from '@/lib/format'

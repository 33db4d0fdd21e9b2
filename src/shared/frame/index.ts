/**
 * The page around a screen: the page frame and surfaces, the logo, detail lists, the language
 * pickers and the choice buttons they share.
 */
export { ChoiceButtons } from './choice-buttons'
export { DayPicker } from './day-picker'
export { DetailList, type DetailItem } from './detail-list'
export { useFreshOpenKey, freshOpenState } from './fresh-open'
export { LanguageDropdown } from './language-dropdown'
export { LanguageToggle } from './language-toggle'
export { normalizeLanguage, LANGUAGES, type Language, DEFAULT_LANGUAGE } from './languages'
export { Logo } from './logo'
export { PageFrame, PageHeadingLevel } from './page-frame'
export { Surface } from './surface'
export { useLanguage } from './use-language'

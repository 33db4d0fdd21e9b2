/**
 * The page around a screen: the page frame and surfaces, the logo, detail lists, the language
 * pickers and the choice buttons they share.
 */
export { ChoiceButtons, type Choice, type ChoiceButtonsProps } from './choice-buttons'
export { DetailList, type DetailItem } from './detail-list'
export { useFreshOpenKey, type FreshOpenState, freshOpenState } from './fresh-open'
export { LanguageDropdown } from './language-dropdown'
export { LanguageToggle } from './language-toggle'
export { normalizeLanguage, LANGUAGES, type Language, DEFAULT_LANGUAGE } from './languages'
export { Logo, type LogoProps } from './logo'
export { PageFrame, UpcomingPage, PageHeadingLevel, type PageFrameProps, type UpcomingPageProps } from './page-frame'
export { Surface, type SurfaceProps } from './surface'
export { useLanguage } from './use-language'

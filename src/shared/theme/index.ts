/**
 * The two themes (light, dark), the brand colours and the user's theme setting.
 */
export { LIGHT_BRAND, DARK_BRAND, BRAND_PRIMARY, ON_BRAND, BRAND_SURFACES } from './brand'
export { darkTheme } from './dark-theme'
export { SPEC_TOKENS, lightTheme } from './light-theme'
export { useThemeSettings, type ThemeSettings, DEFAULT_THEME_SETTINGS, themeSettings, toggleThemeMode } from './theme-settings'
export { type ThemeMode, themeFor } from './themes'
export { useTheme } from './use-theme'

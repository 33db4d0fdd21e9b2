/**
 * The two themes (light, dark), the brand colours and the user's theme setting.
 */
export { LIGHT_BRAND, DARK_BRAND } from './brand'

export { lightTheme } from './light-theme'
export { useThemeSettings, themeSettings, toggleThemeMode } from './theme-settings'
export { type ThemeMode, themeFor } from './themes'
export { useTheme } from './use-theme'

import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components'
import { DARK_BRAND, LIGHT_BRAND } from './brand'

export type ThemeMode = 'light' | 'dark'

/** Spec §9: default UI font size 14 px, border radius 6. */
const shared: Partial<Theme> = {
  fontSizeBase300: '14px',
  borderRadiusMedium: '6px',
}

export const lightTheme: Theme = { ...createLightTheme(LIGHT_BRAND), ...shared }
export const darkTheme: Theme = { ...createDarkTheme(DARK_BRAND), ...shared }

export const themeFor = (mode: ThemeMode): Theme => (mode === 'dark' ? darkTheme : lightTheme)

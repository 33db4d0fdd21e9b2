import { createLightTheme, type Theme } from '@fluentui/react-components'
import { BRAND_SURFACES, LIGHT_BRAND } from './brand'

/** The product's UI font size 14 px and border radius 6, in both themes. */
export const SPEC_TOKENS: Partial<Theme> = {
  fontSizeBase300: '14px',
  borderRadiusMedium: '6px',
}

export const lightTheme: Theme = { ...createLightTheme(LIGHT_BRAND), ...BRAND_SURFACES.light, ...SPEC_TOKENS }

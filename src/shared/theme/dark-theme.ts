import { createDarkTheme, type Theme } from '@fluentui/react-components'
import { BRAND_SURFACES, DARK_BRAND } from './brand'
import { SPEC_TOKENS } from './light-theme'

export const darkTheme: Theme = { ...createDarkTheme(DARK_BRAND), ...BRAND_SURFACES.dark, ...SPEC_TOKENS }

import { createDarkTheme, type Theme } from '@fluentui/react-components'
import { DARK_BRAND } from './brand'
import { SPEC_TOKENS } from './light-theme'

export const darkTheme: Theme = { ...createDarkTheme(DARK_BRAND), ...SPEC_TOKENS }

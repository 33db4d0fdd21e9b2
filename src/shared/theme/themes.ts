import type { Theme } from '@fluentui/react-components'
import { darkTheme } from './dark-theme'
import { lightTheme } from './light-theme'

export type ThemeMode = 'light' | 'dark'

export { darkTheme, lightTheme }

/**
 * Both themes at once, for tests and tools. The app itself uses `useTheme` (use-theme.ts), which
 * loads the dark theme only when it is needed.
 */
export const themeFor = (mode: ThemeMode): Theme => (mode === 'dark' ? darkTheme : lightTheme)

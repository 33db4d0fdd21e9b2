import { DataVizPalette, getColorFromToken } from '@fluentui/react-charts'
import { DARK_BRAND, LIGHT_BRAND, type ThemeMode } from '@/shared/theme'

const QUALITATIVE = Object.values(DataVizPalette).filter((token) => token.startsWith('qualitative.'))

/**
 * Series colours of a theme: the brand green first (a shade with 3:1 or more against the page,
 * WCAG 1.4.11), then Fluent's data-visualisation palette, which has its own dark variants.
 * Resolved values, not CSS variables: the chart library blends colours and exports pictures.
 */
export function seriesColors(mode: ThemeMode, count: number): string[] {
  const dark = mode === 'dark'
  const brand = dark ? DARK_BRAND[110] : LIGHT_BRAND[90]
  const rest = QUALITATIVE.map((token) => getColorFromToken(token, dark))
  return Array.from({ length: count }, (_, index) => (index === 0 ? brand : rest[(index - 1) % rest.length]!))
}

/** The second colour of paired bars (target against actual): a neutral grey of the theme. */
export const pairedColors = (mode: ThemeMode): [string, string] => (mode === 'dark' ? ['#8a8a8a', DARK_BRAND[110]] : ['#9e9e9e', LIGHT_BRAND[90]])

import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_SETTINGS, themeSettings, toggleThemeMode } from './theme-settings'
import { darkTheme, lightTheme } from './themes'

describe('theme settings (spec §3 themeSettings)', () => {
  it('defaults to light with the sidebar open', () => {
    themeSettings.reload()
    expect(themeSettings.get()).toEqual(DEFAULT_THEME_SETTINGS)
  })

  it('keeps good fields of a hand-edited record and replaces the bad ones', () => {
    localStorage.setItem('themeSettings', JSON.stringify({ themeMode: 'dark', isSidebarOpen: 'yes', isMobileSidebarOpen: true }))
    themeSettings.reload()
    expect(themeSettings.get()).toEqual({ themeMode: 'dark', isSidebarOpen: true, isMobileSidebarOpen: true })
    localStorage.setItem('themeSettings', '{not json')
    themeSettings.reload()
    expect(themeSettings.get()).toEqual(DEFAULT_THEME_SETTINGS)
  })

  it('persists a toggle', () => {
    themeSettings.reload()
    toggleThemeMode()
    expect(JSON.parse(localStorage.getItem('themeSettings') ?? '{}')).toEqual({ ...DEFAULT_THEME_SETTINGS, themeMode: 'dark' })
  })
})

describe('the themes (spec §9)', () => {
  it('use 14 px text and a 6 px radius, with the brand greens', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.fontSizeBase300).toBe('14px')
      expect(theme.borderRadiusMedium).toBe('6px')
    }
    // The primary green on every brand surface (buttons, checked boxes, the hero).
    expect(lightTheme.colorBrandBackground).toBe('#00a97c')
    expect(lightTheme.colorCompoundBrandBackground).toBe('#00a97c')
    expect(darkTheme.colorBrandBackground).toBe('#03936C')
    expect(darkTheme.colorCompoundBrandBackground).toBe('#03936C')
  })

  it('give brand text and filled buttons (at rest, hovered, pressed) at least 4.5:1 contrast', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    for (const theme of [lightTheme, darkTheme]) {
      for (const surface of [
        theme.colorBrandBackground,
        theme.colorBrandBackgroundHover,
        theme.colorBrandBackgroundPressed,
        theme.colorCompoundBrandBackground,
      ]) {
        expect(contrast(surface, theme.colorNeutralForegroundOnBrand)).toBeGreaterThanOrEqual(4.5)
      }
      expect(contrast(theme.colorStatusDangerBackground3, theme.colorNeutralForegroundStaticInverted)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(theme.colorBrandForeground1, theme.colorNeutralBackground1)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(theme.colorBrandForegroundLink, theme.colorNeutralBackground1)).toBeGreaterThanOrEqual(4.5)
    }
  })
})

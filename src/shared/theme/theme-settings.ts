import { useSyncExternalStore } from 'react'
import { readJson, writeJson } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { ThemeMode } from './themes'

/** The theme and sidebar state, persisted under `themeSettings`. */
export interface ThemeSettings {
  themeMode: ThemeMode
  isSidebarOpen: boolean
  isMobileSidebarOpen: boolean
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { themeMode: 'light', isSidebarOpen: true, isMobileSidebarOpen: false }

/**
 * Each field falls back on its own, so one hand-edited value does not reset the others.
 * (Checked by hand: this runs at start-up, before any schema library is needed.)
 */
function load(): ThemeSettings {
  const raw = readJson(STORAGE_KEYS.themeSettings)
  const stored = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Partial<Record<keyof ThemeSettings, unknown>>
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)
  return {
    themeMode: stored.themeMode === 'dark' || stored.themeMode === 'light' ? stored.themeMode : DEFAULT_THEME_SETTINGS.themeMode,
    isSidebarOpen: flag(stored.isSidebarOpen, DEFAULT_THEME_SETTINGS.isSidebarOpen),
    isMobileSidebarOpen: flag(stored.isMobileSidebarOpen, DEFAULT_THEME_SETTINGS.isMobileSidebarOpen),
  }
}

let current: ThemeSettings | null = null
const listeners = new Set<() => void>()

export const themeSettings = {
  get(): ThemeSettings {
    current ??= load()
    return current
  },
  update(patch: Partial<ThemeSettings>) {
    const next = { ...this.get(), ...patch }
    current = next
    writeJson(STORAGE_KEYS.themeSettings, next)
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Re-read storage (tests, and a change made in another tab). */
  reload() {
    current = load()
    for (const listener of listeners) listener()
  },
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.themeSettings) themeSettings.reload()
  })
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(
    themeSettings.subscribe,
    () => themeSettings.get(),
    () => DEFAULT_THEME_SETTINGS,
  )
}

export const toggleThemeMode = () => themeSettings.update({ themeMode: themeSettings.get().themeMode === 'dark' ? 'light' : 'dark' })

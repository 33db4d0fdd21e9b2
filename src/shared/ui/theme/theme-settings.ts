import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { readJson, writeJson } from '@/shared/lib/safe-storage'
import { STORAGE_KEYS } from '@/shared/lib/storage-keys'
import type { ThemeMode } from './themes'

/** The persisted `themeSettings` record of spec §3. */
export interface ThemeSettings {
  themeMode: ThemeMode
  isSidebarOpen: boolean
  isMobileSidebarOpen: boolean
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { themeMode: 'light', isSidebarOpen: true, isMobileSidebarOpen: false }

// Each field falls back on its own, so one hand-edited value does not reset the others.
const schema = z.object({
  themeMode: z.enum(['light', 'dark']).catch(DEFAULT_THEME_SETTINGS.themeMode),
  isSidebarOpen: z.boolean().catch(DEFAULT_THEME_SETTINGS.isSidebarOpen),
  isMobileSidebarOpen: z.boolean().catch(DEFAULT_THEME_SETTINGS.isMobileSidebarOpen),
})

function load(): ThemeSettings {
  const raw = readJson(STORAGE_KEYS.themeSettings)
  const parsed = schema.safeParse(raw && typeof raw === 'object' ? raw : {})
  return parsed.success ? parsed.data : { ...DEFAULT_THEME_SETTINGS }
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
  return useSyncExternalStore(themeSettings.subscribe, () => themeSettings.get(), () => DEFAULT_THEME_SETTINGS)
}

export const toggleThemeMode = () => themeSettings.update({ themeMode: themeSettings.get().themeMode === 'dark' ? 'light' : 'dark' })

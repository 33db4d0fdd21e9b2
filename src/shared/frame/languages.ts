/** Two interface languages, Turkish by default. */
export const LANGUAGES = ['tr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'tr'

/** 'en-US', 'EN', 'en' → 'en'; anything unknown → null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0]
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null
}

/** Spec §1/§9: two interface languages, Turkish by default. */
export const LANGUAGES = ['tr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'tr'

/** Each language's own name, so the switch reads right whatever language is active. */
export const LANGUAGE_NAMES: Record<Language, string> = { tr: 'Türkçe', en: 'English' }

/** 'en-US', 'EN', 'en' → 'en'; anything unknown → null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0]
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null
}

import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from './languages'

/**
 * The active interface language and a setter. Changing it re-renders every translated text
 * without a reload; the language detector stores it in localStorage (`i18nextLng`), which is
 * where the HTTP client reads Accept-Language from.
 */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation()
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE
  const setLanguage = useCallback(
    async (next: Language) => {
      if (next !== language) await i18n.changeLanguage(next)
    },
    [i18n, language],
  )
  return { language, setLanguage }
}

import i18next, { type i18n as I18n, type LanguageDetectorModule } from 'i18next'
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { isolateText } from '@/lib/bidi'
import { readString, writeString } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage } from '@/shared/frame'
import { setNamespaceLoader } from '@/shared/routing'
import { localePath, SHARED_NAMESPACES } from './namespaces'

/**
 * The language is detected from localStorage (`i18nextLng`) only, never from the
 * browser. The detector also stores every change there, which is what the HTTP client reads
 * for Accept-Language.
 */
export const storageLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => normalizeLanguage(readString(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE,
  cacheUserLanguage: (language: string) => writeString(STORAGE_KEYS.language, normalizeLanguage(language) ?? DEFAULT_LANGUAGE),
}

/** Options shared by the app's instance and the test instance. */
export const BASE_I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly' as const,
  nonExplicitSupportedLngs: false,
  ns: [...SHARED_NAMESPACES],
  defaultNS: 'common',
  // React escapes HTML itself (server strings are rendered as text), so i18next's escape hook
  // does the one thing a sentence still needs: every interpolated value that holds a
  // right-to-left letter or a bidi control (a channel, video, playlist or user name) is
  // isolated (FSI…PDI), so it cannot reorder the Turkish or English words around it.
  interpolation: { escapeValue: true, escape: isolateText },
  returnNull: false,
}

/** The app's i18next: namespaces come over HTTP on first use, screens suspend until then. */
export function createAppI18n(): I18n {
  const instance = i18next.createInstance()
  // Routes preload their screens' namespaces through it (resolves even when a file fails:
  // i18next reports that itself).
  setNamespaceLoader(async (namespaces) => {
    await instance.loadNamespaces([...namespaces])
  })
  instance
    .use(HttpBackend)
    .use(storageLanguageDetector)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...BASE_I18N_OPTIONS,
      backend: { loadPath: (_lngs, namespaces) => localePath(import.meta.env.BASE_URL, namespaces[0] ?? 'common') },
      react: { useSuspense: true },
    })
    // A failed initialisation goes to the console only.
    .catch((error: unknown) => console.error('[i18n] initialisation failed', error))
  const syncDocument = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = normalizeLanguage(language) ?? DEFAULT_LANGUAGE
  }
  instance.on('languageChanged', syncDocument)
  syncDocument(instance.language ?? DEFAULT_LANGUAGE)
  return instance
}

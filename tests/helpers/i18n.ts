import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { BASE_I18N_OPTIONS } from '@/app/i18n/i18n'
import type { Language } from '@/shared/frame'

/**
 * Every translation file of public/assets/locales, bundled into the test at import time, so
 * tests translate synchronously (no HTTP backend, no Suspense). A file's namespace is its file
 * name: `tr/common.json` → `common`, `tr/pages/login.json` → `login`.
 */
const files = import.meta.glob<Record<string, unknown>>('/public/assets/locales/*/**/*.json', { eager: true, import: 'default' })

export interface LocaleFile {
  path: string
  language: string
  namespace: string
  /** Path below the language folder, e.g. `common.json` or `pages/login.json`. */
  relative: string
  content: Record<string, unknown>
}

export const localeFiles: LocaleFile[] = Object.entries(files).map(([path, content]) => {
  const match = /\/public\/assets\/locales\/([^/]+)\/(.+)\.json$/.exec(path)
  if (!match) throw new Error(`Unexpected locale file path ${path}`)
  const [, language = '', relative = ''] = match
  return { path, language, namespace: relative.split('/').pop() ?? relative, relative: `${relative}.json`, content }
})

const resources: Resource = localeFiles.reduce<Resource>((all, file) => {
  all[file.language] ??= {}
  ;(all[file.language] as Record<string, unknown>)[file.namespace] = file.content
  return all
}, {})

const allNamespaces = [...new Set(localeFiles.map((file) => file.namespace))]

/** Keys a screen asked for that no file holds; checked after every test. */
const missingKeys: string[] = []

/** The missing keys recorded so far (and forget them). */
export function takeMissingKeys(): string[] {
  return missingKeys.splice(0)
}

/**
 * A fresh, synchronously initialised i18next with every namespace of public/assets/locales.
 * `fallbackLng` is off so a key that exists in only one language counts as missing, and every
 * missing key fails the running test (tests/setup-dom.ts checks `takeMissingKeys()` after each).
 */
export function createTestI18n(language: Language = 'tr'): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    ...BASE_I18N_OPTIONS,
    lng: language,
    fallbackLng: false,
    ns: allNamespaces,
    resources,
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      missingKeys.push(`${[lngs].flat().join(',')}:${ns}:${key}`)
    },
    react: { useSuspense: false },
  })
  return instance
}

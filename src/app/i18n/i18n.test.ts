import { describe, expect, it } from 'vitest'
import { localePath } from './namespaces'
import { storageLanguageDetector } from './i18n'

describe('language detection (spec §9: local storage only)', () => {
  it('reads i18nextLng, defaulting to Turkish, and ignores the browser', () => {
    const detect = () => storageLanguageDetector.detect?.()
    expect(detect()).toBe('tr')
    localStorage.setItem('i18nextLng', 'en-US')
    expect(detect()).toBe('en')
    localStorage.setItem('i18nextLng', 'de')
    expect(detect()).toBe('tr')
  })

  it('stores the chosen language where the HTTP client reads Accept-Language', () => {
    storageLanguageDetector.cacheUserLanguage?.('en')
    expect(localStorage.getItem('i18nextLng')).toBe('en')
  })
})

describe('namespace paths (spec §7)', () => {
  it('loads the shared namespaces from the language folder and the others from pages/', () => {
    expect(localePath('/', 'common')).toBe('/assets/locales/{{lng}}/{{ns}}.json')
    expect(localePath('/', 'breadcrumb')).toBe('/assets/locales/{{lng}}/{{ns}}.json')
    expect(localePath('/', 'login')).toBe('/assets/locales/{{lng}}/pages/{{ns}}.json')
    expect(localePath('/portal/', 'sidebar')).toBe('/portal/assets/locales/{{lng}}/{{ns}}.json')
  })
})

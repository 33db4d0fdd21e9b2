import { useMemo } from 'react'
import type { FieldOption } from '@/shared/form'
import { useFormatters } from '@/shared/hooks'

/** The countries the pickers offer first (the company's markets), then any a record already holds. */
const COUNTRIES = [
  'TR',
  'AZ',
  'DE',
  'NL',
  'AT',
  'BE',
  'FR',
  'GB',
  'US',
  'CY',
  'KZ',
  'SA',
  'AE',
  'QA',
  'IQ',
  'EG',
  'GE',
  'RU',
  'UA',
  'BG',
  'GR',
  'RO',
  'IT',
  'ES',
  'SE',
  'CH',
  'DK',
  'NO',
  'PL',
  'CA',
  'AU',
] as const
const LANGUAGES = ['tr', 'en', 'de', 'ar', 'az', 'fr', 'nl', 'ru', 'es', 'it', 'fa', 'ku', 'kk', 'el', 'bg'] as const

function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return (code) => names.of(code) ?? code
  } catch {
    return (code) => code
  }
}

/** Country and language options named in the interface language, plus the codes in `held` that the lists lack. */
export function useLocaleOptions(held: { countries?: readonly (string | null | undefined)[]; languages?: readonly (string | null | undefined)[] } = {}) {
  const format = useFormatters()
  const heldCountries = (held.countries ?? []).filter(Boolean).join(',')
  const heldLanguages = (held.languages ?? []).filter(Boolean).join(',')
  return useMemo(() => {
    const region = regionNames(format.locale)
    const build = (codes: readonly string[], extra: string, label: (code: string) => string): FieldOption[] => {
      const all = [...new Set([...codes, ...extra.split(',').filter(Boolean)])]
      return all.map((code) => ({ value: code, label: `${label(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, format.locale))
    }
    return {
      countries: build(COUNTRIES, heldCountries, region),
      languages: build(LANGUAGES, heldLanguages, (code) => format.languageName(code)),
    }
  }, [format, heldCountries, heldLanguages])
}

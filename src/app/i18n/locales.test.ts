import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/shared/frame'
import { localeFiles } from '@tests/i18n'

/** Every leaf key of a translation file as a dotted path, with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  } else {
    out.set(prefix, value)
  }
  return out
}

const placeholders = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort() : [])

// Covers every file in public/assets/locales, including the ones other areas add later.
const relativePaths = [...new Set(localeFiles.map((file) => file.relative))].sort()

describe('translation files', () => {
  it('exist for both languages and nothing else', () => {
    expect(new Set(localeFiles.map((file) => file.language))).toEqual(new Set(LANGUAGES))
    expect(relativePaths.length).toBeGreaterThan(0)
  })

  it.each(relativePaths)('%s has the same keys, non-empty texts and the same placeholders in tr and en', (relative) => {
    const [tr, en] = LANGUAGES.map((language) => localeFiles.find((file) => file.language === language && file.relative === relative))
    expect(tr, `tr/${relative} is missing`).toBeDefined()
    expect(en, `en/${relative} is missing`).toBeDefined()
    const trKeys = leaves(tr?.content)
    const enKeys = leaves(en?.content)
    expect(
      [...trKeys.keys()].filter((key) => !enKeys.has(key)),
      `keys in tr/${relative} but not in en/${relative}`,
    ).toEqual([])
    expect(
      [...enKeys.keys()].filter((key) => !trKeys.has(key)),
      `keys in en/${relative} but not in tr/${relative}`,
    ).toEqual([])
    for (const [key, value] of trKeys) {
      expect(typeof value === 'string' && value.trim() !== '', `tr/${relative} ${key} is empty or not text`).toBe(true)
      const other = enKeys.get(key)
      expect(typeof other === 'string' && other.trim() !== '', `en/${relative} ${key} is empty or not text`).toBe(true)
      expect(placeholders(other), `placeholders of ${key} in ${relative}`).toEqual(placeholders(value))
    }
  })
})

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeFiles } from '@tests/i18n'

/** The rows of docs/glossary.md's table. */
function glossary() {
  const text = readFileSync(resolve(import.meta.dirname, '../../../docs/glossary.md'), 'utf8')
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| term') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  const list = (cell: string) =>
    cell
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
  return rows.map(([term = '', tr = '', en = '', keys = '', notTr = '', notEn = '']) => ({
    term,
    words: { tr, en } as Record<string, string>,
    keys: list(keys),
    not: { tr: list(notTr), en: list(notEn) } as Record<string, string[]>,
  }))
}

const valueOf = (language: string, namespace: string, path: string): unknown => {
  const file = localeFiles.find((candidate) => candidate.language === language && candidate.namespace === namespace)
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), file?.content)
}

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node]
  else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) yield* texts(child, path ? `${path}.${key}` : key)
}

describe('glossary (docs/glossary.md)', () => {
  const rows = glossary()

  it('has the domain terms', () => {
    expect(rows.map((row) => row.term)).toEqual(expect.arrayContaining(['private', 'premiere', 'public', 'unlisted', 'visibility']))
  })

  it.each(['tr', 'en'])('every namespace names each domain thing with the glossary word (%s)', (language) => {
    const disagreements = rows.flatMap((row) =>
      row.keys.flatMap((key) => {
        const [namespace = '', path = ''] = key.split(':')
        const value = valueOf(language, namespace, path)
        return value === row.words[language] ? [] : [`${language}/${key}: ${JSON.stringify(value)}, the glossary says ${JSON.stringify(row.words[language])}`]
      }),
    )
    expect(disagreements).toEqual([])
  })

  it.each(['tr', 'en'])('no %s text is a synonym the glossary rules out', (language) => {
    const ruledOut = new Map(rows.flatMap((row) => (row.not[language] ?? []).map((word) => [word.toLocaleLowerCase(language), row] as const)))
    const found = localeFiles
      .filter((file) => file.language === language)
      .flatMap((file) => [...texts(file.content, '')].map(([path, text]) => ({ key: `${file.namespace}:${path}`, text })))
      .filter(({ text }) => ruledOut.has(text.trim().toLocaleLowerCase(language)))
      .map(({ key, text }) => `${key}: "${text}" (say "${ruledOut.get(text.trim().toLocaleLowerCase(language))!.words[language]}")`)
    expect(found).toEqual([])
  })
})

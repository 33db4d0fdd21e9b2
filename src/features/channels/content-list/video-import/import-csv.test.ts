import { describe, expect, it } from 'vitest'
import { parseCsv, readImport, templateCsv } from './import-csv'

const ID = '3f2b6c1e-8a4d-4e2f-9b7a-1c2d3e4f5a6b'
const OTHER = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const vocabulary = { privacyNames: { özel: 'private' as const }, categoryOf: (cell: string) => (cell === '24' || cell === 'Eğlence' ? '24' : null) }

describe('reading an import file', () => {
  it('reads a Turkish Excel export: a BOM, semicolons, a quoted cell with a line break, names instead of keys, a local time', async () => {
    const text = `\uFEFFid;title;description;tags;privacy;category;scheduled_at\r\n${ID};"Yeni; başlık";"İki\nsatır";dizi | yeni;Özel;Eğlence;2030-01-02 18:30\r\n\r\n`
    const parsed = readImport(await parseCsv(text), vocabulary)
    expect(parsed).toEqual({
      kind: 'rows',
      rows: [
        {
          id: ID,
          title: 'Yeni; başlık',
          description: 'İki\nsatır',
          tags: ['dizi', 'yeni'],
          privacyStatus: 'private',
          categoryId: '24',
          scheduledAt: new Date(2030, 0, 2, 18, 30).toISOString(),
        },
      ],
      lines: [2],
      problems: [],
      total: 1,
    })
  })

  it('refuses a header with unknown columns or without id, and a header that changes nothing', async () => {
    expect(readImport(await parseCsv('ID,Titel\nx,y\n'), vocabulary)).toEqual({ kind: 'header', unknown: ['Titel'], missingId: false, noFields: true })
    expect(readImport(await parseCsv('title\nx\n'), vocabulary)).toEqual({ kind: 'header', unknown: [], missingId: true, noFields: false })
    expect(readImport(await parseCsv(''), vocabulary)).toEqual({ kind: 'file', message: { key: 'import.problems.empty' } })
    expect(readImport(await parseCsv('id,title\n'), vocabulary)).toEqual({ kind: 'file', message: { key: 'import.problems.noRows' } })
  })

  it('gives each bad cell its column and a message key, never the validator’s text', async () => {
    const parsed = readImport(await parseCsv(`id,title,category,version\n${ID},${'x'.repeat(101)},Bilim,\n${OTHER},,,\n${OTHER},Başlık,,0\n`), vocabulary)
    expect(parsed.kind === 'rows' && parsed.problems).toEqual([
      { line: 2, column: 'category', message: { key: 'import.problems.category', values: { value: 'Bilim' } } },
      { line: 2, column: 'title', message: { key: 'list-kit:validation.maxLength', values: { max: 100 } } },
      { line: 3, column: null, message: { key: 'import.problems.nothing' } },
      { line: 4, column: 'version', message: { key: 'list-kit:validation.min', values: { min: 1 } } },
    ])
  })

  it('writes a template the reader takes back', async () => {
    const parsed = readImport(await parseCsv(templateCsv({ id: ID, title: 'Örnek, "tırnaklı" başlık' })), vocabulary)
    expect(parsed.kind === 'rows' && parsed.rows[0]).toMatchObject({ id: ID, title: 'Örnek, "tırnaklı" başlık', tags: ['dizi', 'fragman'], categoryId: '24' })
  })
})

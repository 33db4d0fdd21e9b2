import { describe, expect, it } from 'vitest'
import { csvCell, csvDelimiterFor, csvFileName, toCsv, UTF8_BOM } from './csv'

describe('csv', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    const text = toCsv(
      ['Ad', 'Soyad'],
      [
        ['Ayşe', 'Çelik'],
        ['İbrahim', 'Öztürk'],
      ],
    )
    expect(text.startsWith(UTF8_BOM)).toBe(true)
    expect(text.slice(1)).toBe('Ad,Soyad\r\nAyşe,Çelik\r\nİbrahim,Öztürk\r\n')
    expect(toCsv(['a'], [], { bom: false })).toBe('a\r\n')
  })

  it('quotes fields holding the delimiter, quotes, line breaks or edge spaces', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell('a;b')).toBe('a;b')
    expect(csvCell('a;b', { delimiter: ';' })).toBe('"a;b"')
    expect(csvCell('plain')).toBe('plain')
  })

  it('writes empty, numeric, boolean and date values predictably', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(0)).toBe('0')
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z')
    expect(csvCell(new Date('nope'))).toBe('')
  })

  it('neutralises formulas but leaves numbers and phone numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+cmd|x')).toBe("'+cmd|x")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('-A1')).toBe("'-A1")
    expect(csvCell('+905321234567')).toBe('+905321234567')
    expect(csvCell('-12.5')).toBe('-12.5')
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('=1', { guardFormulas: false })).toBe('=1')
    // Numbers are data, not text a user typed.
    expect(csvCell(-5)).toBe('-5')
  })

  it('joins with the chosen delimiter', () => {
    expect(toCsv(['a', 'b'], [[1, 'x;y']], { delimiter: ';', bom: false })).toBe('a;b\r\n1;"x;y"\r\n')
  })

  it('picks the separator Excel expects for the language', () => {
    expect(csvDelimiterFor('tr')).toBe(';')
    expect(csvDelimiterFor('en')).toBe(',')
    expect(csvDelimiterFor('not a locale!!')).toBe(',')
  })

  it('makes a safe dated file name', () => {
    const day = new Date(2024, 4, 1)
    expect(csvFileName('users', day)).toBe('users-2024-05-01.csv')
    expect(csvFileName('Kullanıcılar / aktif', day)).toBe('Kullanıcılar-aktif-2024-05-01.csv')
    expect(csvFileName('///', day)).toBe('export-2024-05-01.csv')
  })
})

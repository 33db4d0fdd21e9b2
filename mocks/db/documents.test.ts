// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { textPdf } from './documents'

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes)

describe("the seeded documents' PDF", () => {
  it('writes an en dash as its WinAnsi byte and Turkish letters the font lacks as their nearest letter, not as "?"', () => {
    const pdf = latin1(textPdf(['Lisans Belgesi – Atlas Arşiv', 'Yayın Sözleşmesi (İstanbul) “ğ”']))
    expect(pdf).toContain('(Lisans Belgesi \x96 Atlas Arsiv) Tj')
    expect(pdf).toContain('(Yayin S\xf6zlesmesi \\(Istanbul\\) \x93g\x94) Tj')
    expect(pdf).not.toMatch(/\?/)
  })

  it('keeps its cross-reference offsets true', () => {
    const pdf = latin1(textPdf(['Fatura – Lale Klip']))
    const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1])
    expect(pdf.slice(start, start + 4)).toBe('xref')
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`))
  })
})

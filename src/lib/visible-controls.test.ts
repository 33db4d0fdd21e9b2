import { describe, expect, it } from 'vitest'
import { showBidiControls } from './visible-controls'

describe('showBidiControls', () => {
  it('shows every bidirectional control of a name as its code point, and leaves other text as it is', () => {
    expect(showBidiControls('fatura\u202egnp.exe')).toBe('fatura[U+202E]gnp.exe')
    expect(showBidiControls('\u2066a\u2069\u200eb\u200f\u202a\u202b\u202c\u202d')).toBe('[U+2066]a[U+2069][U+200E]b[U+200F][U+202A][U+202B][U+202C][U+202D]')
    expect(showBidiControls('Müzik – Bölüm 1.mp4')).toBe('Müzik – Bölüm 1.mp4')
    expect(showBidiControls('שלום.mp4')).toBe('שלום.mp4')
  })
})

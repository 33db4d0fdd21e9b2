import { describe, expect, it } from 'vitest'
import { stripLineBreaks } from './line-breaks'

describe('stripLineBreaks (spec §5 inline edit)', () => {
  it('turns every kind of line break into one space', () => {
    expect(stripLineBreaks('Bölüm 1\nFinal')).toBe('Bölüm 1 Final')
    expect(stripLineBreaks('a\r\nb\rc\u2028d\u2029e')).toBe('a b c d e')
  })

  it('collapses a run of breaks and the spaces around them', () => {
    expect(stripLineBreaks('one  \n\n\r\n  two')).toBe('one two')
  })

  it('leaves text without breaks as it is, inner spaces and tabs included', () => {
    expect(stripLineBreaks('  Atlas\tArşiv  2 ')).toBe('  Atlas\tArşiv  2 ')
    expect(stripLineBreaks('')).toBe('')
  })
})

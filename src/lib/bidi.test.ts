import { describe, expect, it } from 'vitest'
import { isolateText } from './bidi'

describe('isolateText', () => {
  it('wraps a name holding a right-to-left letter or a bidi control in FSI…PDI', () => {
    expect(isolateText('שלום')).toBe('\u2068שלום\u2069')
    expect(isolateText('قناة 2')).toBe('\u2068قناة 2\u2069')
    expect(isolateText('invoice\u202egnp.exe')).toBe('\u2068invoice\u202egnp.exe\u2069')
    expect(isolateText('a\u200fb')).toBe('\u2068a\u200fb\u2069')
  })

  it('leaves a left-to-right or neutral text as it is', () => {
    expect(isolateText('Atlas Müzik')).toBe('Atlas Müzik')
    expect(isolateText('12')).toBe('12')
    expect(isolateText('Çağrı – İstanbul (2)')).toBe('Çağrı – İstanbul (2)')
  })
})

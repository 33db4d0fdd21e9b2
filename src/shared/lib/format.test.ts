import { describe, expect, it } from 'vitest'
import { formatters } from './format'

describe('dashboard formatters', () => {
  it('are made once per language and format in it', () => {
    expect(formatters('tr')).toBe(formatters('tr'))
    expect(formatters('tr').integer(1793)).toBe('1.793')
    expect(formatters('en').integer(1793)).toBe('1,793')
  })

  it('write an unknown currency code after the number instead of failing', () => {
    expect(formatters('en').money(1234, 'NOT-A-CURRENCY')).toBe('1,234 NOT-A-CURRENCY')
    expect(formatters('en').money(1234, 'USD')).toBe('$1,234')
  })
})

import { describe, expect, it } from 'vitest'
import { resolveRange } from './date-range'

// A Wednesday in the middle of a month, local time.
const today = new Date(2026, 10, 18, 15, 30)

describe('resolveRange', () => {
  it('turns presets into the days they stand for, today included', () => {
    expect(resolveRange({ preset: 'last7' }, 'last30', today)).toEqual({ startDate: '2026-11-12', endDate: '2026-11-18' })
    expect(resolveRange({ preset: 'last90' }, 'last30', today)).toEqual({ startDate: '2026-08-21', endDate: '2026-11-18' })
    expect(resolveRange({ preset: 'thisMonth' }, 'last30', today)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-18' })
    expect(resolveRange({ preset: 'lastMonth' }, 'last30', today)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' })
    expect(resolveRange({ preset: 'thisYear' }, 'last30', today)).toEqual({ startDate: '2026-01-01', endDate: '2026-11-18' })
    expect(resolveRange({ preset: 'all' }, 'last30', today)).toEqual({})
  })

  it('takes a custom range as given, and falls back to the page’s default when it is incomplete or backwards', () => {
    expect(resolveRange({ preset: 'custom', from: '2026-01-05', to: '2026-02-03' }, 'last30', today)).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-02-03',
    })
    expect(resolveRange({ preset: 'custom', from: '2026-02-03', to: '2026-01-05' }, 'last7', today)).toEqual({ startDate: '2026-11-12', endDate: '2026-11-18' })
    expect(resolveRange({ preset: 'custom', from: '2026-01-05' }, 'all', today)).toEqual({})
  })
})

import { describe, expect, it } from 'vitest'
import { calendarNames, dayOf, formatDay, isoDay, parseDay } from './day-format'

describe('day format', () => {
  it('writes and reads each language pattern, and an ISO day in both', () => {
    const day = new Date(2026, 2, 5)
    expect(formatDay(day, 'dd.MM.yyyy')).toBe('05.03.2026')
    expect(formatDay(day, 'MM/dd/yyyy')).toBe('03/05/2026')
    expect(isoDay(parseDay('5.3.2026', 'dd.MM.yyyy')!)).toBe('2026-03-05')
    expect(isoDay(parseDay('3/5/2026', 'MM/dd/yyyy')!)).toBe('2026-03-05')
    expect(isoDay(parseDay('2026-03-05', 'dd.MM.yyyy')!)).toBe('2026-03-05')
  })

  it('refuses what is not a day', () => {
    expect(parseDay('31.02.2026', 'dd.MM.yyyy')).toBeNull()
    expect(parseDay('13/01/2026', 'MM/dd/yyyy')).toBeNull()
    expect(parseDay('yarın', 'dd.MM.yyyy')).toBeNull()
    expect(dayOf('2026-13-01')).toBeUndefined()
    expect(isoDay(dayOf('2026-12-31')!)).toBe('2026-12-31')
  })

  it('names months and days in the language, Sunday first', () => {
    const tr = calendarNames('tr')
    expect(tr.months[0]).toBe('Ocak')
    expect(tr.days[0]).toBe('Pazar')
    expect(tr.days[1]).toBe('Pazartesi')
    expect(calendarNames('en').shortMonths[11]).toBe('Dec')
  })
})

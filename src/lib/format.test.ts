import { describe, expect, it } from 'vitest'
import { formatters, isoDate, lastDays, localeOf } from './format'

describe('formatters', () => {
  it('are made once per language and format in it', () => {
    expect(formatters('tr')).toBe(formatters('tr'))
    expect(formatters('tr').integer(1793)).toBe('1.793')
    expect(formatters('en').integer(1793)).toBe('1,793')
  })

  it('write in the country conventions of the two interface languages; anything else is Turkish', () => {
    expect(localeOf('en')).toBe('en-US')
    expect(localeOf('en-GB')).toBe('en-US')
    expect(localeOf('tr')).toBe('tr-TR')
    expect(localeOf('cimode')).toBe('tr-TR')
    expect(formatters('en-US')).toBe(formatters('en'))
  })

  it('write an unknown currency code after the number instead of failing', () => {
    expect(formatters('en').currency(1234, 'NOT-A-CURRENCY')).toBe('1,234 NOT-A-CURRENCY')
    expect(formatters('en').currency(1234, 'USD')).toBe('$1,234')
    expect(formatters('en').currency(12.5, 'USD', 2)).toBe('$12.50')
    expect(formatters('tr').currency(1234.5, 'NOT-A-CURRENCY', 2)).toBe('1.234,50 NOT-A-CURRENCY')
  })

  it('format numbers, compact numbers and ratios', () => {
    const en = formatters('en')
    const tr = formatters('tr')
    expect(en.number(1793.25)).toBe('1,793.25')
    expect(tr.number(1793.25)).toBe('1.793,25')
    expect(en.integer(1793.6)).toBe('1,794')
    expect(en.compact(2_600_000_000)).toBe('2.6B')
    expect(tr.compact(2_600_000_000)).toBe('2,6\u00a0Mr')
    expect(en.percent(0.1234)).toBe('12.3%')
    expect(tr.percent(0.5)).toBe('%50')
  })

  it('write nothing for a missing value', () => {
    const en = formatters('en')
    for (const text of [
      en.number(null),
      en.integer(undefined),
      en.compact(Number.NaN),
      en.percent(null),
      en.currency(null, 'USD'),
      en.date(null),
      en.dateTime(''),
      en.date('not a date'),
      en.relativeTime(undefined),
      en.duration(null),
      en.fileSize(undefined),
    ]) {
      expect(text).toBe('')
    }
  })

  it('show a calendar date as the same day in every time zone, and a moment with its time', () => {
    expect(formatters('en').date('2024-03-05')).toBe('Mar 5, 2024')
    expect(formatters('tr').date('2024-03-05')).toBe('5 Mar 2024')
    expect(formatters('en').dateTime('2024-03-05T10:30:00Z')).toMatch(/^Mar 5, 2024, \d{1,2}:30\s?[AP]M$/)
    expect(formatters('en').day('2026-11-03')).toBe('Nov 3')
    expect(formatters('en').month('2026-01')).toBe('Jan')
  })

  it('say how long ago or ahead a moment is', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    expect(formatters('en').relativeTime('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago')
    expect(formatters('tr').relativeTime('2026-11-23T11:55:00Z', now)).toBe('5 dakika önce')
    expect(formatters('en').relativeTime('2026-11-25T12:00:00Z', now)).toBe('in 2 days')
    expect(formatters('en').relativeTime(new Date(now), now)).toBe('now')
    expect(formatters('en').relativeTime('2026-11-23T11:59:30Z', now)).toBe('30 seconds ago')
    expect(formatters('en').relativeTime('2026-11-23T11:59:30Z', now, 'just now')).toBe('just now')
    expect(formatters('en').relativeTime('2026-11-23T11:59:00Z', now, 'just now')).toBe('1 minute ago')
  })

  it('write durations as a clock', () => {
    const f = formatters('en')
    expect(f.duration(0)).toBe('0:00')
    expect(f.duration(75)).toBe('1:15')
    expect(f.duration(3725)).toBe('1:02:05')
    expect(f.duration(-1)).toBe('')
  })

  it('write a time span in rounded-up units of the language', () => {
    const en = formatters('en')
    const tr = formatters('tr')
    expect(en.timeSpan(44.2)).toBe('45 sec')
    expect(en.timeSpan(150)).toBe('3 min')
    expect(en.timeSpan(3725)).toBe('1 hr 3 min')
    expect(tr.timeSpan(44.2)).toBe('45 sn.')
    expect(tr.timeSpan(150)).toBe('3 dk.')
    expect(tr.timeSpan(3725)).toBe('1 sa. 3 dk.')
    expect(en.timeSpan(null)).toBe('')
    expect(en.timeSpan(-1)).toBe('')
  })

  it('write file sizes in binary steps with the number in the language', () => {
    expect(formatters('en').fileSize(512)).toBe('512 B')
    expect(formatters('en').fileSize(1536)).toBe('1.5 KB')
    expect(formatters('tr').fileSize(1536)).toBe('1,5 KB')
    expect(formatters('en').fileSize(8 * 1024 * 1024)).toBe('8 MB')
    expect(formatters('en').fileSize(3.25 * 1024 ** 3)).toBe('3.3 GB')
  })

  it('name languages in the interface language and keep a code Intl does not know', () => {
    expect(formatters('tr').languageName('en')).toBe('İngilizce')
    expect(formatters('en').languageName('tr')).toBe('Turkish')
    expect(formatters('en').languageName('not a code')).toBe('not a code')
  })
})

describe('calendar days', () => {
  it('give the last n days, today included, as contract dates', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05')
    expect(lastDays(7, new Date(2026, 0, 5))).toEqual({ startDate: '2025-12-30', endDate: '2026-01-05' })
  })
})

import { describe, expect, it } from 'vitest'
import type { Notification } from '@/api/generated/notification/model'
import { createTestI18n } from '@tests/i18n'
import { filterNotifications, matchesSearch } from './notification-search'
import { renderNotification } from '../notification-text'

const translators = { tr: createTestI18n('tr').getFixedT('tr', 'notifications'), en: createTestI18n('en').getFixedT('en', 'notifications') }

const make = (id: string, typeKey: string, params: Record<string, string>, type = 'Info'): Notification => ({
  id,
  type,
  typeKey,
  params,
  isRead: false,
  createdAt: '2026-11-21T10:00:00Z',
})

const copyright = make('c', 'copyright', { claimcount: '7', channelTitle: 'Kırmızı Kanal' }, 'Warning')
const strike = make('s', 'strike', { channelTitle: 'Blue Channel', strikeCount: '2' }, 'Alert')
const general = make('g', 'general', { message: 'İstanbul ofisi taşındı.' })
const report = make('r', 'report_ready', { reportName: 'Monthly revenue', period: '2026-10' }, 'Digest')
const all = [copyright, strike, general, report]

const search = (query: string, language: 'tr' | 'en' = 'en') =>
  filterNotifications(all, query, (n) => renderNotification(n, translators[language]), language).map((n) => n.id)

describe('notification search (spec §5)', () => {
  it('an empty or blank search matches everything', () => {
    expect(search('')).toEqual(['c', 's', 'g', 'r'])
    expect(search('   ')).toEqual(['c', 's', 'g', 'r'])
  })

  it('matches the type', () => {
    expect(search('digest')).toEqual(['r'])
    expect(search('ALERT')).toEqual(['s'])
  })

  it('matches the typeKey', () => {
    expect(search('report_ready')).toEqual(['r'])
    expect(search('STRIKE')).toEqual(['s'])
  })

  it('matches the rendered title in the current language only', () => {
    expect(search('copyright claim', 'en')).toEqual(['c'])
    expect(search('telif hakkı', 'tr')).toEqual(['c'])
    expect(search('telif hakkı', 'en')).toEqual([])
    expect(search('kanal ihtarı', 'tr')).toEqual(['s'])
  })

  it('matches the rendered message in the current language', () => {
    expect(search('active strikes', 'en')).toEqual(['s'])
    expect(search('etkin ihtarı', 'tr')).toEqual(['s'])
    expect(search('reportName: Monthly')).toEqual(['r'])
  })

  it('matches every param value', () => {
    expect(search('kırmızı')).toEqual(['c'])
    expect(search('2026-10')).toEqual(['r'])
    expect(search('7')).toEqual(['c'])
    expect(search('blue channel')).toEqual(['s'])
  })

  it('is case-insensitive in both languages, Turkish İ and I included', () => {
    expect(search('İSTANBUL', 'tr')).toEqual(['g'])
    expect(search('istanbul', 'en')).toEqual(['g'])
    expect(search('KIRMIZI', 'en')).toEqual(['c'])
  })

  it('is a substring match, not a word match, and keeps other accents significant', () => {
    expect(search('ubl')).toEqual([])
    expect(search('onthly rev')).toEqual(['r'])
    expect(search('Kirmizi kanal')).toEqual(['c'])
    expect(search('cop', 'en')).toEqual(['c'])
  })

  it('does not match what is in none of the fields', () => {
    expect(search('nothing like this')).toEqual([])
    expect(matchesSearch(general, renderNotification(general, translators.en), 'announcement', 'en')).toBe(false)
  })
})

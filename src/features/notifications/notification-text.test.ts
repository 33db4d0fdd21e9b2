import { describe, expect, it } from 'vitest'
import type { Notification } from '@/api/generated/notification/model'
import { createTestI18n } from '@tests/i18n'
import { KNOWN_TYPE_KEYS, renderNotification, safeHref, typeKeyLabel } from './notification-text'

const tFor = (language: 'tr' | 'en') => createTestI18n(language).getFixedT(language, 'notifications')
const tr = tFor('tr')
const en = tFor('en')

const n = (typeKey: string, params: Record<string, string> = {}, type = 'Info'): Notification => ({
  id: '1',
  type,
  typeKey,
  params,
  isRead: false,
  createdAt: '2026-11-21T10:00:00Z',
})

describe('rendering every known typeKey, in both languages', () => {
  const cases: Array<{ typeKey: string; params: Record<string, string>; tr: [string, string]; en: [string, string] }> = [
    {
      typeKey: 'copyright',
      params: { claimcount: '3', channelTitle: 'Demo Kanal' },
      tr: ['Telif hakkı talebi', 'Demo Kanal kanalı 3 telif hakkı talebi aldı.'],
      en: ['Copyright claim', 'Demo Kanal received 3 copyright claims.'],
    },
    {
      typeKey: 'general',
      params: { message: 'Yeni rapor ekranı yayında.' },
      tr: ['Genel bildirim', 'Yeni rapor ekranı yayında.'],
      en: ['General notification', 'Yeni rapor ekranı yayında.'],
    },
    {
      typeKey: 'system',
      params: { message: 'Planned maintenance tonight.' },
      tr: ['Sistem bildirimi', 'Planned maintenance tonight.'],
      en: ['System notification', 'Planned maintenance tonight.'],
    },
    {
      typeKey: 'warning',
      params: { message: 'Lisans süresi 7 gün içinde dolacak.' },
      tr: ['Uyarı', 'Lisans süresi 7 gün içinde dolacak.'],
      en: ['Warning', 'Lisans süresi 7 gün içinde dolacak.'],
    },
    {
      typeKey: 'monetization',
      params: { channelTitle: 'Demo Kanal', status: 'limited' },
      tr: ['Para kazanma durumu değişti', 'Demo Kanal kanalında para kazanma artık sınırlı.'],
      en: ['Monetization status changed', 'Monetization for Demo Kanal is now limited.'],
    },
    {
      typeKey: 'content_id',
      params: { channelTitle: 'Demo Kanal', matchCount: '12' },
      tr: ['Content ID eşleşmesi', 'Demo Kanal kanalında 12 Content ID eşleşmesi bulundu.'],
      en: ['Content ID match', '12 Content ID matches were found on Demo Kanal.'],
    },
    {
      typeKey: 'strike',
      params: { channelTitle: 'Demo Kanal', strikeCount: '2' },
      tr: ['Kanal ihtarı', 'Demo Kanal kanalının 2 etkin ihtarı var.'],
      en: ['Channel strike', 'Demo Kanal has 2 active strikes.'],
    },
    {
      typeKey: 'claim_deadline',
      params: { channelTitle: 'Demo Kanal', channelId: '0b7c4f1e-3a7d-4c55-9d0e-1f2a3b4c5d6e', count: '3', earliestDeadline: '2026-11-27T09:30:00.000Z' },
      tr: [
        'Süresi dolmak üzere olan talepler',
        `Demo Kanal kanalında 3 talep 48 saat içinde yanıtlanmalı; ilki ${new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse('2026-11-27T09:30:00.000Z'))} tarihine kadar.`,
      ],
      en: [
        'Claims due soon',
        `3 claims on Demo Kanal must be answered within 48 hours; the first by ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse('2026-11-27T09:30:00.000Z'))}.`,
      ],
    },
  ]

  it('covers the seven kinds of spec §3 and the claim deadline digest', () => {
    expect(cases.map((c) => c.typeKey).sort()).toEqual([...KNOWN_TYPE_KEYS].sort())
  })

  it.each(cases)('$typeKey', ({ typeKey, params, tr: [trTitle, trMessage], en: [enTitle, enMessage] }) => {
    expect(renderNotification(n(typeKey, params), tr)).toEqual({ title: trTitle, message: trMessage })
    expect(renderNotification(n(typeKey, params), en)).toEqual({ title: enTitle, message: enMessage })
  })

  it('uses the singular where the language has one', () => {
    expect(renderNotification(n('copyright', { claimcount: '1', channelTitle: 'A' }), en).message).toBe('A received 1 copyright claim.')
    expect(renderNotification(n('content_id', { matchCount: '1', channelTitle: 'A' }), en).message).toBe('1 Content ID match was found on A.')
    expect(renderNotification(n('strike', { strikeCount: '1', channelTitle: 'A' }), en).message).toBe('A has 1 active strike.')
    expect(renderNotification(n('strike', { strikeCount: 'several', channelTitle: 'A' }), en).message).toBe('A has several active strikes.')
  })

  it('general, system and warning without a message param say so in words', () => {
    expect(renderNotification(n('general'), en).message).toBe('There is a new announcement for you.')
    expect(renderNotification(n('system', { message: '  ' }), tr).message).toBe('Yeni bir sistem bildirimi var.')
    expect(renderNotification(n('warning'), tr).message).toBe('İlgilenmeniz gereken bir konu var.')
  })

  it('translates the known monetization statuses and shows others as sent', () => {
    expect(renderNotification(n('monetization', { channelTitle: 'A', status: 'enabled' }), tr).message).toBe('A kanalında para kazanma artık açık.')
    expect(renderNotification(n('monetization', { channelTitle: 'A', status: 'under review' }), en).message).toBe('Monetization for A is now under review.')
  })

  it('shows a mark for a missing param instead of a raw placeholder', () => {
    const { message } = renderNotification(n('copyright', { claimcount: '2' }), en)
    expect(message).toBe('— received 2 copyright claims.')
    expect(message).not.toContain('{{')
  })

  it('matches the typeKey without regard to case', () => {
    expect(renderNotification(n('COPYRIGHT', { claimcount: '2', channelTitle: 'A' }), en).title).toBe('Copyright claim')
  })
})

describe('the unknown-typeKey fallback (spec §3)', () => {
  const report = n('report_ready', { reportName: 'Aylık gelir raporu', period: '2026-10' }, 'Info')

  it('has a default title containing the type, and lists the params as key: value', () => {
    expect(renderNotification(report, tr)).toEqual({ title: 'Info bildirimi', message: 'reportName: Aylık gelir raporu\nperiod: 2026-10' })
    expect(renderNotification(report, en)).toEqual({ title: 'Info notification', message: 'reportName: Aylık gelir raporu\nperiod: 2026-10' })
  })

  it('says there are no details when there are no params', () => {
    expect(renderNotification(n('mystery', {}, 'System'), en)).toEqual({ title: 'System notification', message: 'No details were sent.' })
    expect(renderNotification(n('mystery', {}, 'System'), tr).message).toBe('Ayrıntı gönderilmedi.')
  })

  it('uses the typeKey in the title when the type is empty', () => {
    expect(renderNotification(n('live_stream_started', {}, ''), en).title).toBe('live_stream_started notification')
  })

  it('labels unknown kinds by the server’s name or by their key', () => {
    expect(typeKeyLabel('report_ready', en, 'Report ready')).toBe('Report ready')
    expect(typeKeyLabel('report_ready', tr)).toBe('Diğer: report_ready')
    expect(typeKeyLabel('strike', tr, 'ignored')).toBe('Kanal ihtarları')
  })
})

describe('params are text, never markup or template', () => {
  const payloads = [
    '<img src=x onerror="alert(1)">',
    '<script>alert(document.cookie)</script>',
    '{{p.claimcount}}',
    '$t(common:app.name)',
    '"><svg/onload=alert(1)>',
  ]

  it.each(payloads)('%s stays exactly as sent, in the message and the fallback list', (payload) => {
    for (const t of [tr, en]) {
      expect(renderNotification(n('general', { message: payload }), t).message).toBe(payload)
      expect(renderNotification(n('copyright', { claimcount: '2', channelTitle: payload }), t).message).toContain(payload)
      expect(renderNotification(n('unknown', { x: payload }, payload), t)).toEqual({
        title: t === tr ? `${payload} bildirimi` : `${payload} notification`,
        message: `x: ${payload}`,
      })
    }
  })

  it('params named like i18next options change nothing', () => {
    const hostile = { claimcount: '2', channelTitle: 'A', lng: 'en', ns: 'common', returnObjects: 'true', defaultValue: 'x', count: '1', context: 'male' }
    expect(renderNotification(n('copyright', hostile), tr)).toEqual({ title: 'Telif hakkı talebi', message: 'A kanalı 2 telif hakkı talebi aldı.' })
  })

  it('ignores non-string param values the contract does not allow', () => {
    const odd = { ...n('unknown', {}), params: { a: 'ok', b: 3 as unknown as string, c: { x: 1 } as unknown as string } }
    expect(renderNotification(odd, en).message).toBe('a: ok')
  })
})

describe('safeHref', () => {
  it.each([
    ['https://studio.youtube.com/channel/x', 'https://studio.youtube.com/channel/x'],
    ['http://example.com/a?b=c', 'http://example.com/a?b=c'],
    ['mailto:support@demo.local', 'mailto:support@demo.local'],
  ])('allows %s', (link, href) => expect(safeHref(link)).toBe(href))

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '/relative/path',
    'not a url',
    '',
    null,
    undefined,
  ])('refuses %s', (link) => expect(safeHref(link)).toBeNull())
})

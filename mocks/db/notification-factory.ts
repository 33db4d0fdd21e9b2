import type { Notification } from '@/api/generated/notification/model'
import { intIn, pickOf, type Rand } from './random'

/** Display category of each kind; unknown kinds (any other typeKey) still arrive and render a default title. */
const TYPE_OF: Record<string, string> = {
  copyright: 'Warning',
  general: 'Info',
  system: 'System',
  warning: 'Warning',
  monetization: 'Info',
  content_id: 'Warning',
  strike: 'Alert',
  claim_deadline: 'Warning',
  live_stream_started: 'Info',
  report_ready: 'Info',
}

/** The kinds the seed covers: the seven known ones and two the client does not know. */
export const SEEDED_TYPE_KEYS = [
  'copyright',
  'general',
  'system',
  'warning',
  'monetization',
  'content_id',
  'strike',
  'live_stream_started',
  'report_ready',
] as const

const GENERAL = [
  'Yeni rapor ekranı yayında: kanal gelirlerini tarih aralığına göre inceleyebilirsiniz.',
  'Küçük resim aracına toplu oluşturma eklendi.',
  'The dashboard now shows translation counts per language.',
  'Profil bilgilerinizi güncel tutmayı unutmayın.',
]
const SYSTEM = [
  'Planlı bakım bu gece 23:00–01:00 arasında yapılacak.',
  'Video işleme kuyruğunda gecikme yaşanıyor; yüklemeler birkaç dakika sürebilir.',
  'Scheduled maintenance completed successfully.',
  'Yeni sürüm yüklendi: 2.4.0',
]
const WARNING = [
  'Lisans süresi 7 gün içinde dolacak.',
  'Kanal bağlantısı yenilenmeli: erişim izni süresi doldu.',
  'Upload quota is 90% used for this month.',
  'Şifrenizin süresi 5 gün içinde dolacak.',
]
const MONETIZATION_STATUS = ['enabled', 'disabled', 'limited']
const STREAM_TITLES = ['Canlı: Sezon finali özel yayını', 'Live: Behind the scenes Q&A', 'Canlı: Oyuncularla sohbet']

/** A channel's claim figures now, which the copyright, content_id and strike notifications tell. */
interface ChannelClaimFigures {
  title: string
  platformId: string
  /** Claims waiting for an answer (the channel's copyright figure). */
  waiting: number
  /** Matches to review (potential claims). */
  potential: number
  strikes: number
}

export interface NotificationContext {
  rand: Rand
  channelTitles: readonly string[]
  channelPlatformIds: readonly string[]
  /** The channels' claim figures as they are now (the claims store). */
  claimFigures: () => readonly ChannelClaimFigures[]
  newId: () => string
}

/** A channel whose figure is above zero, so the notification tells what the claims desk holds. */
function claimedChannel(context: NotificationContext, figure: 'waiting' | 'potential' | 'strikes'): ChannelClaimFigures | null {
  const candidates = context.claimFigures().filter((c) => c[figure] > 0)
  return candidates.length ? pickOf(context.rand, candidates) : null
}

/** One notification of the given kind with realistic params (all values strings, as the contract says). */
export function makeNotification(context: NotificationContext, typeKey: string, createdAt: string, isRead: boolean): Notification {
  const { rand } = context
  const channelTitle = pickOf(rand, context.channelTitles)
  const studio = `https://studio.youtube.com/channel/${pickOf(rand, context.channelPlatformIds)}`
  let params: Record<string, string>
  let link: string | null = null
  switch (typeKey) {
    case 'copyright': {
      const channel = claimedChannel(context, 'waiting')
      params = { claimcount: String(channel?.waiting ?? intIn(rand, 1, 12)), channelTitle: channel?.title ?? channelTitle }
      link = channel ? `https://studio.youtube.com/channel/${channel.platformId}/copyright` : `${studio}/copyright`
      break
    }
    case 'general':
      params = rand() < 0.8 ? { message: pickOf(rand, GENERAL) } : {}
      break
    case 'system':
      params = rand() < 0.9 ? { message: pickOf(rand, SYSTEM) } : {}
      break
    case 'warning':
      params = rand() < 0.9 ? { message: pickOf(rand, WARNING) } : {}
      break
    case 'monetization':
      params = { channelTitle, status: pickOf(rand, MONETIZATION_STATUS) }
      link = `${studio}/monetization`
      break
    case 'content_id': {
      const channel = claimedChannel(context, 'potential')
      params = { channelTitle: channel?.title ?? channelTitle, matchCount: String(channel?.potential ?? intIn(rand, 1, 40)) }
      link = channel ? `https://studio.youtube.com/channel/${channel.platformId}/content-id` : `${studio}/content-id`
      break
    }
    case 'strike': {
      const channel = claimedChannel(context, 'strikes')
      params = { channelTitle: channel?.title ?? channelTitle, strikeCount: String(channel?.strikes ?? intIn(rand, 1, 3)) }
      break
    }
    case 'live_stream_started':
      params = { channelTitle, streamTitle: pickOf(rand, STREAM_TITLES), viewerCount: String(intIn(rand, 120, 25_000)) }
      break
    default:
      params = { reportName: 'Aylık gelir raporu', period: '2026-10' }
  }
  return { id: context.newId(), type: TYPE_OF[typeKey] ?? 'Info', typeKey, params, isRead, createdAt, link }
}

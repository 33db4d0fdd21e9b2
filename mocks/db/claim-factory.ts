import type { ClaimMatchType, ClaimSegment, ClaimStatus, Policy, PolicyAction } from '@/api/generated/channel/model'
import { hashOf, intIn, pickOf, prng, uuidFrom, type Rand } from './random'
import type { VideoRecord } from './video-factory'

export const HOUR = 3_600_000
const DAY = 24 * HOUR

/** How long each waiting status gives before its deadline. */
export const ANSWER_WINDOW: Partial<Record<ClaimStatus, number>> = { potential: 30 * DAY, disputed: 30 * DAY, appealed: 7 * DAY }
/** A strike is in force this long. */
const STRIKE_LIFETIME = 90 * DAY
/**
 * No seeded deadline or strike expiry falls sooner than this after the gateway started, so the
 * per-channel plan stays exact until the clock moves (or a long session reaches it).
 */
export const SEED_LEAD = 6 * HOUR

export const OPEN_STATUSES: readonly ClaimStatus[] = ['potential', 'active', 'disputed', 'appealed']
/** Open claims that wait for an answer: the channel's `copyright` figure. */
export const WAITING_STATUSES: readonly ClaimStatus[] = ['potential', 'disputed', 'appealed']

type ClaimEvent = 'created' | 'release' | 'releaseExclude' | 'dispute' | 'reinstate' | 'changePolicy' | 'appealed' | 'expired'

interface HistoryRecord {
  at: number
  event: ClaimEvent
  by: string | null
  reason: string | null
  fromStatus: ClaimStatus | null
  toStatus: ClaimStatus
  policyName: string | null
}

export interface ClaimRecord {
  id: string
  videoId: string
  channelId: string
  cmsId: string
  claimantId: string
  assetId: string
  assetTitle: string
  assetDurationSec: number
  videoDurationSec: number
  matchType: ClaimMatchType
  segments: ClaimSegment[]
  /** The applied policy as it was when applied: a deleted policy stays on the claims made with it. */
  policyId: string
  policyName: string
  policyAction: PolicyAction
  territories: string[]
  status: ClaimStatus
  createdAt: number
  lastActionAt: number
  deadline: number | null
  history: HistoryRecord[]
}

export interface StrikeRecord {
  id: string
  channelId: string
  videoId: string
  claimantId: string
  reason: string
  issuedAt: number
  expiresAt: number
}

/** How many claims of each status, and strikes, a channel holds when the gateway starts. */
export interface ClaimPlan {
  byStatus: Record<ClaimStatus, number>
  strikes: number
}

export interface Claimant {
  id: string
  name: string
}

const CLAIMANT_NAMES = [
  'Avrupa Müzik',
  'Kalan Müzik',
  'DMC Dijital',
  'Poll Production',
  'Sony Music Publishing',
  'Universal Music Group',
  'Warner Chappell',
  'Believe Digital',
  'The Orchard',
  'CD Baby',
  'Netd Müzik',
  'Seyhan Müzik',
  'Esen Müzik',
  'Ada Müzik',
  'Pasaj Müzik',
  'BMG Rights',
  'AdRev',
  'Merlin',
  'Kobalt Music',
  'Audiam',
  'Haber Ajansı Arşivi',
  'Spor Yayın Hakları',
  'Film Arşivi A.Ş.',
  'Dizi Yapım Lisans',
]

const SONG_WORDS = [
  'Aşk',
  'Gece',
  'Yol',
  'Deniz',
  'Rüya',
  'Summer',
  'Night',
  'Heart',
  'Ateş',
  'Yıldız',
  'Kalp',
  'Rüzgar',
  'Dream',
  'Fire',
  'Sonbahar',
  'Hasret',
]
const ASSET_KINDS = ['(Official Audio)', '(Remix)', '– Jenerik', '(Live)', '– Soundtrack', '(Instrumental)', '', '– Maç Özeti', '– Haber Görüntüsü']

const MATCH: ReadonlyArray<readonly [ClaimMatchType, number]> = [
  ['audio', 0.55],
  ['audio_video', 0.2],
  ['video', 0.15],
  ['melody', 0.1],
]

/** The claimants, the same on every start. */
export function seedClaimants(): Claimant[] {
  const rand = prng(hashOf('claims.claimants'))
  return CLAIMANT_NAMES.map((name) => ({ id: uuidFrom(rand), name }))
}

const STATUS_SHARE: ReadonlyArray<readonly [ClaimStatus, number]> = [
  ['potential', 0.2],
  ['active', 0.35],
  ['disputed', 0.06],
  ['appealed', 0.03],
  ['released', 0.26],
  ['expired', 0.1],
]

/** At least this many claims across the CMSs' channels. */
const MIN_CLAIMS = 20_000

/**
 * The per-channel plan: cheap (no videos needed), so every count the product shows is exact
 * from the start while the claims themselves are made when their channel is first opened.
 * Channels outside a CMS (or of a CMS without policies to apply) have no claims. The big channel takes what the others leave to reach
 * MIN_CLAIMS and a little more.
 */
export function planClaims(
  channels: ReadonlyArray<{ id: string; cmsId: string | null; videoCount: number }>,
  cmsWithPolicies: ReadonlySet<string>,
): Map<string, ClaimPlan> {
  const totals = new Map<string, number>()
  let others = 0
  const claimable = channels.filter((c) => c.cmsId && cmsWithPolicies.has(c.cmsId))
  const big = claimable.reduce<(typeof channels)[number] | null>((best, c) => (!best || c.videoCount > best.videoCount ? c : best), null)
  for (const channel of claimable) {
    if (channel === big) continue
    const rand = prng(hashOf(`claims.plan:${channel.id}`))
    const total = Math.round(channel.videoCount * (2 + rand() * 3))
    totals.set(channel.id, total)
    others += total
  }
  if (big) totals.set(big.id, Math.max(MIN_CLAIMS + 500 - others, Math.round(big.videoCount * 1.2)))
  const plans = new Map<string, ClaimPlan>()
  for (const [channelId, total] of totals) {
    const rand = prng(hashOf(`claims.plan.status:${channelId}`))
    const byStatus = { potential: 0, active: 0, disputed: 0, appealed: 0, released: 0, expired: 0 } as Record<ClaimStatus, number>
    let left = total
    for (const [status, share] of STATUS_SHARE.slice(0, -1)) {
      const n = Math.min(left, Math.round(total * share * (0.7 + rand() * 0.6)))
      byStatus[status] = n
      left -= n
    }
    byStatus.expired = left
    const strikes = rand() < 0.25 ? intIn(rand, 1, 3) : 0
    plans.set(channelId, { byStatus, strikes })
  }
  return plans
}

export interface ClaimSeedContext {
  channelId: string
  cmsId: string
  plan: ClaimPlan
  policies: readonly Policy[]
  claimants: readonly Claimant[]
  /** Staff who act on claims in the seeded history. */
  people: readonly string[]
  /** When the gateway started: seeded deadlines count from it. */
  now: number
}

const weighted = <T>(rand: Rand, table: ReadonlyArray<readonly [T, number]>): T => {
  let roll = rand()
  for (const [value, weight] of table) {
    roll -= weight
    if (roll < 0) return value
  }
  return table[table.length - 1]![0]
}

/** A video's length in seconds, the same wherever it is asked for. */
function videoDurationOf(video: Pick<VideoRecord, 'id' | 'videoKind'>): number {
  const rand = prng(hashOf(`duration:${video.id}`))
  return video.videoKind === 'short' ? intIn(rand, 15, 60) : intIn(rand, 90, 3_600)
}

function segmentsOf(rand: Rand, videoSec: number, referenceSec: number): ClaimSegment[] {
  const count = videoSec > 300 && rand() < 0.35 ? intIn(rand, 2, 3) : 1
  const segments: ClaimSegment[] = []
  const slot = Math.floor(videoSec / count)
  for (let i = 0; i < count; i++) {
    const length = Math.max(5, Math.min(slot - 1, referenceSec, intIn(rand, 10, 180)))
    const videoStart = i * slot + intIn(rand, 0, Math.max(0, slot - length - 1))
    const referenceStart = intIn(rand, 0, Math.max(0, referenceSec - length))
    segments.push({
      videoStartSec: videoStart,
      videoEndSec: Math.min(videoSec, videoStart + length),
      referenceStartSec: referenceStart,
      referenceEndSec: Math.min(referenceSec, referenceStart + length),
      excluded: false,
    })
  }
  return segments
}

const DISPUTE_REASONS = [
  'Lisans sözleşmemiz var; eşleşen bölüm bize ait.',
  'Kamu malı kayıt.',
  'Adil kullanım: eleştiri ve yorum.',
  'Müzik bu bölüm için lisanslandı.',
]
const REINSTATE_REASONS = ['Lisans bu bölgeyi kapsamıyor.', 'Lisansın süresi yüklemeden önce doldu.', 'Eşleşme doğrulandı.']
const STRIKE_REASONS = ['Telif hakkı kaldırma talebi', 'Copyright takedown request', 'Yetkisiz yayın']

/** Which video each of a channel's claims is on, and its status: the cheap first half of making them. */
export interface ClaimSlot {
  status: ClaimStatus
  video: VideoRecord
}

/**
 * Where a channel's claims go, exactly as its plan says, on its videos that have a file (a
 * music-heavy episode collects several). Cheap (a shuffle and a draw per claim): the videos'
 * claim counts come from it when the videos are made; the claims themselves are made from it on
 * first use (makeClaims). No slots without a policy to apply or a video to claim.
 */
export function slotClaims(plan: ClaimPlan, videos: readonly VideoRecord[], channelId: string, hasPolicies: boolean): ClaimSlot[] {
  const rand = prng(hashOf(`claims:${channelId}`))
  const withFile = videos.filter((v) => v.uploadStatus === 'uploaded' || v.uploadStatus === 'processing')
  const pool = withFile.length ? withFile : videos
  if (!pool.length || !hasPolicies) return []
  const statuses: ClaimStatus[] = []
  for (const [status, n] of Object.entries(plan.byStatus) as [ClaimStatus, number][]) for (let i = 0; i < n; i++) statuses.push(status)
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[statuses[i], statuses[j]] = [statuses[j]!, statuses[i]!]
  }
  const claimed = pool.slice(0, Math.max(1, Math.min(pool.length, Math.ceil(statuses.length / 3))))
  return statuses.map((status) => ({ status, video: claimed[Math.floor(rand() * claimed.length)]! }))
}

/**
 * The claims and strikes of one channel from its slots. Deterministic per channel; deadlines
 * count from `now` and none falls within SEED_LEAD.
 */
export function makeClaims(context: ClaimSeedContext, slots: readonly ClaimSlot[]): { claims: ClaimRecord[]; strikes: StrikeRecord[] } {
  const rand = prng(hashOf(`claims.detail:${context.channelId}`))
  const { plan, now } = context
  if (!slots.length) return { claims: [], strikes: [] }
  const claims: ClaimRecord[] = []
  const person = () => pickOf(rand, context.people)
  const durations = new Map<string, number>()
  for (const { status, video } of slots) {
    let videoSec = durations.get(video.id)
    if (videoSec === undefined) durations.set(video.id, (videoSec = videoDurationOf(video)))
    const referenceSec = intIn(rand, 60, 420)
    const policy = pickOf(rand, context.policies)
    const claimant = pickOf(rand, context.claimants)
    const title = `${pickOf(rand, SONG_WORDS)} ${pickOf(rand, SONG_WORDS)} ${pickOf(rand, ASSET_KINDS)}`.trim()
    const history: HistoryRecord[] = []
    const step = (
      at: number,
      event: ClaimEvent,
      fromStatus: ClaimStatus | null,
      toStatus: ClaimStatus,
      by: string | null = null,
      reason: string | null = null,
    ) => history.push({ at, event, by, reason, fromStatus, toStatus, policyName: event === 'created' ? policy.policyName : null })
    let createdAt: number
    let deadline: number | null = null
    switch (status) {
      case 'potential': {
        createdAt = now - HOUR - Math.floor(rand() * (30 * DAY - SEED_LEAD - 2 * HOUR))
        deadline = createdAt + ANSWER_WINDOW.potential!
        step(createdAt, 'created', null, 'potential')
        break
      }
      case 'disputed': {
        const disputedAt = now - HOUR - Math.floor(rand() * (30 * DAY - SEED_LEAD - 2 * HOUR))
        createdAt = disputedAt - intIn(rand, 1, 60) * DAY
        deadline = disputedAt + ANSWER_WINDOW.disputed!
        step(createdAt, 'created', null, 'active')
        step(disputedAt, 'dispute', 'active', 'disputed', person(), pickOf(rand, DISPUTE_REASONS))
        break
      }
      case 'appealed': {
        const appealedAt = now - HOUR - Math.floor(rand() * (7 * DAY - SEED_LEAD - 2 * HOUR))
        const reinstatedAt = appealedAt - intIn(rand, 1, 20) * DAY
        const disputedAt = reinstatedAt - intIn(rand, 1, 25) * DAY
        createdAt = disputedAt - intIn(rand, 1, 60) * DAY
        deadline = appealedAt + ANSWER_WINDOW.appealed!
        step(createdAt, 'created', null, 'active')
        step(disputedAt, 'dispute', 'active', 'disputed', person(), pickOf(rand, DISPUTE_REASONS))
        step(reinstatedAt, 'reinstate', 'disputed', 'active', person(), pickOf(rand, REINSTATE_REASONS))
        step(appealedAt, 'appealed', 'active', 'appealed')
        break
      }
      case 'active':
        createdAt = now - intIn(rand, 1, 400) * DAY - Math.floor(rand() * DAY)
        step(createdAt, 'created', null, 'active')
        break
      case 'released': {
        createdAt = now - intIn(rand, 2, 400) * DAY
        const releasedAt = createdAt + Math.floor(rand() * DAY * 20)
        step(createdAt, 'created', null, 'potential')
        step(Math.min(releasedAt, now - HOUR), rand() < 0.3 ? 'releaseExclude' : 'release', 'potential', 'released', person())
        break
      }
      default: {
        createdAt = now - intIn(rand, 31, 400) * DAY
        step(createdAt, 'created', null, 'potential')
        step(createdAt + ANSWER_WINDOW.potential!, 'expired', 'potential', 'expired')
      }
    }
    const last = history[history.length - 1]!
    const segments = segmentsOf(rand, videoSec, referenceSec)
    if (last.event === 'releaseExclude') for (const segment of segments) segment.excluded = true
    claims.push({
      id: uuidFrom(rand),
      videoId: video.id,
      channelId: context.channelId,
      cmsId: context.cmsId,
      claimantId: claimant.id,
      // Two draws instead of one per character: 20,000 claims stay cheap to make.
      assetId: `A${Math.floor(rand() * 2_176_782_336).toString(36)}${Math.floor(rand() * 2_176_782_336).toString(36)}`.toUpperCase(),
      assetTitle: title,
      assetDurationSec: referenceSec,
      videoDurationSec: videoSec,
      matchType: weighted(rand, MATCH),
      segments,
      policyId: policy.id,
      policyName: policy.policyName,
      policyAction: policy.action,
      // Shared with the policy until a policy change gives the claim its own list.
      territories: policy.territories,
      status,
      createdAt,
      lastActionAt: last.at,
      deadline,
      history,
    })
  }
  const strikes: StrikeRecord[] = []
  for (let i = 0; i < plan.strikes; i++) {
    const video = pickOf(rand, slots).video
    const issuedAt = now - Math.floor(rand() * (STRIKE_LIFETIME - SEED_LEAD - DAY)) - HOUR
    strikes.push({
      id: uuidFrom(rand),
      channelId: context.channelId,
      videoId: video.id,
      claimantId: pickOf(rand, context.claimants).id,
      reason: pickOf(rand, STRIKE_REASONS),
      issuedAt,
      expiresAt: issuedAt + STRIKE_LIFETIME,
    })
  }
  return { claims, strikes }
}

import type { ClaimAction, ClaimStatus, Policy } from '@/api/generated/channel/model'
import type { ChannelRecord } from './channel'
import {
  ANSWER_WINDOW,
  HOUR,
  makeClaims,
  OPEN_STATUSES,
  planClaims,
  SEED_LEAD,
  slotClaims,
  WAITING_STATUSES,
  type ClaimPlan,
  type ClaimRecord,
  type Claimant,
  type ClaimSlot,
  type StrikeRecord,
} from './claim-factory'
import type { MockClock } from './clock'
import type { VideoRecord, VideoStore } from './videos'

export type { ClaimRecord, StrikeRecord } from './claim-factory'

/** Claims this close to their deadline are told in a digest. */
const DIGEST_WINDOW = 48 * HOUR

/** One channel's claims due soon, as the digest notification tells them. */
export interface ClaimDigest {
  channelId: string
  channelTitle: string
  count: number
  earliestDeadline: number
}

/** A channel's figures as the product shows them. */
export interface ClaimCounts {
  /** Open claims: the channel's and its videos' thirdPartyClaimsCount. */
  open: number
  /** Claims waiting for an answer: the channel's `copyright`, the dashboard's copyright widget. */
  waiting: number
  /** Matches to review: the content_id notification's matchCount. */
  potential: number
  /** Strikes in force. */
  strikes: number
}

interface ChannelClaims {
  /** Where the claims go (made with the videos); the claims are made from them on first use. */
  slots: readonly ClaimSlot[]
  /** Null until first used. */
  made: { claims: ClaimRecord[]; byVideo: Map<string, ClaimRecord[]>; strikes: StrikeRecord[] } | null
  counts: ClaimCounts | null
  /** Deadlines up to this instant have been told in a digest. */
  digestedUntil: number
}

export interface ClaimMove {
  action: ClaimAction
  reason?: string
  policyId?: string
}

const isOpen = (status: ClaimStatus) => OPEN_STATUSES.includes(status)

/** Which statuses each move starts from (ClaimAction in the contract). */
const LEGAL_FROM: Record<ClaimAction, readonly ClaimStatus[]> = {
  release: OPEN_STATUSES,
  releaseExclude: OPEN_STATUSES,
  dispute: ['potential', 'active'],
  reinstate: ['disputed', 'appealed', 'released'],
  changePolicy: OPEN_STATUSES,
}

/** Why a move is refused on a claim of the status (English; the gateway's catalogue has the Turkish). */
function refusalOf(action: ClaimAction, status: ClaimStatus): string {
  if (status === 'expired') return 'The claim has expired and can only be read.'
  if (action === 'dispute' && status === 'released') return 'A released claim cannot be disputed.'
  if (action === 'dispute') return 'Only a potential or active claim can be disputed.'
  if (action === 'reinstate') return 'Only a disputed, appealed or released claim can be reinstated.'
  return 'The claim is already released.'
}

export interface ClaimStoreDeps {
  channels: readonly ChannelRecord[]
  videos: VideoStore
  /** The CMSs' policies when the gateway started: the seed applies them. */
  seedPolicies: readonly Policy[]
  /** The CMSs' policies now: a move applies one of them. */
  policies: () => readonly Policy[]
  claimants: readonly Claimant[]
  people: readonly string[]
  clock: MockClock
  /** Channels whose claims came within DIGEST_WINDOW of their deadline (one digest each). */
  digest: (digests: readonly ClaimDigest[]) => void
}

/**
 * Every claim and strike. Each channel's figures are planned when the gateway starts (cheap);
 * the claims themselves are made with the channel's videos (VideoStore calls `attach`), so a
 * test that never opens claims pays nothing, and the counts the product shows agree with the
 * claims from the first call. Once time has moved (the mock clock, or a long session), every
 * channel is made so the counts follow the deadlines that passed.
 */
export class ClaimStore {
  private readonly plans: Map<string, ClaimPlan>
  private readonly made = new Map<string, ChannelClaims>()
  private readonly byId = new Map<string, ClaimRecord>()
  private readonly startedAt: number
  private allMade = false
  private lastSweep: number

  /** The rights holders that claim videos. */
  readonly claimants: readonly Claimant[]

  constructor(private readonly deps: ClaimStoreDeps) {
    this.claimants = deps.claimants
    this.startedAt = deps.clock.now()
    this.lastSweep = this.startedAt
    this.plans = planClaims(deps.channels, new Set(deps.seedPolicies.map((p) => p.cmsId)))
    deps.clock.onMoved(() => this.sweep(true))
  }

  /**
   * Where the claims of the channel's videos go, and each video's open claims (VideoStore calls
   * it when it makes the videos); the claims themselves are made on first use.
   */
  attach(channelId: string, videos: VideoRecord[]) {
    if (this.made.has(channelId)) return
    const channel = this.deps.channels.find((c) => c.id === channelId)
    const plan = this.plans.get(channelId)
    const hasPolicies = Boolean(channel?.cmsId && this.deps.seedPolicies.some((p) => p.cmsId === channel.cmsId))
    const slots = plan && channel?.cmsId ? slotClaims(plan, videos, channelId, hasPolicies) : []
    this.made.set(channelId, { slots, made: null, counts: null, digestedUntil: this.startedAt + DIGEST_WINDOW })
    const open = new Map<string, number>()
    for (const slot of slots) if (isOpen(slot.status)) open.set(slot.video.id, (open.get(slot.video.id) ?? 0) + 1)
    for (const video of videos) video.thirdpartyClaimsCount = open.get(video.id) ?? 0
  }

  /** The channel's claims and strikes, made from its slots on first use. */
  private claimsOf(channelId: string, entry: ChannelClaims) {
    if (entry.made) return entry.made
    const channel = this.deps.channels.find((c) => c.id === channelId)
    const plan = this.plans.get(channelId)
    const made =
      channel?.cmsId && plan
        ? makeClaims(
            {
              channelId,
              cmsId: channel.cmsId,
              plan,
              policies: this.deps.seedPolicies.filter((p) => p.cmsId === channel.cmsId),
              claimants: this.deps.claimants,
              people: this.deps.people,
              now: this.startedAt,
            },
            entry.slots,
          )
        : { claims: [], strikes: [] }
    const byVideo = new Map<string, ClaimRecord[]>()
    for (const claim of made.claims) {
      this.byId.set(claim.id, claim)
      const list = byVideo.get(claim.videoId)
      if (list) list.push(claim)
      else byVideo.set(claim.videoId, [claim])
    }
    entry.made = { ...made, byVideo }
    return entry.made
  }

  /** The channel's figures; from the plan while it is exact, else from its claims. */
  counts(channelId: string): ClaimCounts {
    this.sweep()
    const entry = this.made.get(channelId)
    if (entry?.made) return (entry.counts ??= this.countOf(entry.made))
    const plan = this.plans.get(channelId)
    if (!plan) return { open: 0, waiting: 0, potential: 0, strikes: 0 }
    const sum = (statuses: readonly ClaimStatus[]) => statuses.reduce((n, s) => n + plan.byStatus[s], 0)
    return { open: sum(OPEN_STATUSES), waiting: sum(WAITING_STATUSES), potential: plan.byStatus.potential, strikes: plan.strikes }
  }

  /** Every claim of the channel (makes its videos and claims on first use). */
  of(channelId: string): readonly ClaimRecord[] {
    this.sweep()
    return this.claimsOf(channelId, this.entry(channelId)).claims
  }

  strikes(channelId: string): readonly StrikeRecord[] {
    this.sweep()
    const now = this.deps.clock.now()
    return this.claimsOf(channelId, this.entry(channelId))
      .strikes.filter((s) => s.expiresAt > now)
      .sort((a, b) => a.expiresAt - b.expiresAt)
  }

  get(id: string): ClaimRecord | undefined {
    this.sweep()
    if (!this.byId.has(id)) this.makeAll()
    return this.byId.get(id)
  }

  /** Total claims planned across the channels (the seed's size). */
  plannedTotal(): number {
    let total = 0
    for (const plan of this.plans.values()) total += Object.values(plan.byStatus).reduce((a, b) => a + b, 0)
    return total
  }

  /** Why the move would be refused on the claim now (English), or null when it is legal; changes nothing. */
  refusal(claim: ClaimRecord, move: ClaimMove): string | null {
    this.sweep()
    if (!LEGAL_FROM[move.action].includes(claim.status)) return refusalOf(move.action, claim.status)
    if ((move.action === 'dispute' || move.action === 'reinstate') && !move.reason?.trim()) return 'A reason is required to dispute or reinstate a claim.'
    if (move.action === 'changePolicy' && this.policyFor(claim, move) === undefined) return "The policy is not one of the claim's CMS policies."
    return null
  }

  /** The claim is already where the move would put it (a job counts it done without a change); an expired claim never is. */
  alreadySo(claim: ClaimRecord, move: ClaimMove): boolean {
    switch (move.action) {
      case 'release':
        return claim.status === 'released'
      case 'releaseExclude':
        return claim.status === 'released' && claim.segments.every((segment) => segment.excluded)
      case 'dispute':
        return claim.status === 'disputed'
      case 'reinstate':
        return claim.status === 'active'
      case 'changePolicy':
        return isOpen(claim.status) && claim.policyId === move.policyId
    }
  }

  private policyFor(claim: ClaimRecord, move: ClaimMove): Policy | undefined {
    const policy = this.deps.policies().find((p) => p.id === move.policyId)
    return policy && policy.cmsId === claim.cmsId ? policy : undefined
  }

  /** Applies a move; null when done, else why it was refused (nothing changed then). */
  act(claim: ClaimRecord, move: ClaimMove, by: string): string | null {
    const refusal = this.refusal(claim, move)
    if (refusal !== null) return refusal
    const reason = move.reason?.trim() || null
    const now = this.deps.clock.now()
    const from = claim.status
    let policyName: string | null = null
    switch (move.action) {
      case 'release':
      case 'releaseExclude':
        claim.status = 'released'
        claim.deadline = null
        if (move.action === 'releaseExclude') for (const segment of claim.segments) segment.excluded = true
        break
      case 'dispute':
        claim.status = 'disputed'
        claim.deadline = now + ANSWER_WINDOW.disputed!
        break
      case 'reinstate':
        claim.status = 'active'
        claim.deadline = null
        break
      case 'changePolicy': {
        const policy = this.policyFor(claim, move)!
        claim.policyId = policy.id
        claim.policyName = policy.policyName
        claim.policyAction = policy.action
        claim.territories = [...policy.territories]
        policyName = policy.policyName
        break
      }
    }
    claim.lastActionAt = now
    claim.history.push({ at: now, event: move.action, by, reason, fromStatus: from, toStatus: claim.status, policyName })
    this.changed(claim)
    return null
  }

  /** Drops the claims of deleted videos (their counts go with them). */
  videosRemoved(videos: readonly VideoRecord[]) {
    for (const video of videos) {
      const entry = this.made.get(video.channelId)
      if (!entry) continue
      const made = this.claimsOf(video.channelId, entry)
      const gone = made.byVideo.get(video.id)
      if (!gone) continue
      made.byVideo.delete(video.id)
      made.claims = made.claims.filter((c) => c.videoId !== video.id)
      for (const claim of gone) this.byId.delete(claim.id)
      entry.counts = null
    }
  }

  /**
   * Expires claims whose deadline passed and sends a digest for each channel with claims that
   * came within DIGEST_WINDOW since the last one. Runs when the clock moves and, at most once a
   * minute, on reads.
   */
  sweep(force = false) {
    const now = this.deps.clock.now()
    if (!force && now - this.lastSweep < 60_000) return
    this.lastSweep = now
    if (!this.allMade && (this.deps.clock.offsetMs > 0 || now >= this.startedAt + SEED_LEAD)) this.makeAll()
    const digests: ClaimDigest[] = []
    for (const [channelId, entry] of this.made) {
      // Strikes in force change with time too.
      if (force) entry.counts = null
      const { claims } = this.claimsOf(channelId, entry)
      for (const claim of claims) {
        if (claim.deadline == null || claim.deadline > now) continue
        const from = claim.status
        claim.status = 'expired'
        claim.history.push({ at: claim.deadline, event: 'expired', by: null, reason: null, fromStatus: from, toStatus: 'expired', policyName: null })
        claim.lastActionAt = claim.deadline
        claim.deadline = null
        this.changed(claim, false)
      }
      this.deps.videos.changed(channelId)
      const horizon = now + DIGEST_WINDOW
      if (horizon <= entry.digestedUntil) continue
      const due = claims.filter((c) => c.deadline != null && c.deadline <= horizon)
      const fresh = due.some((c) => c.deadline! > entry.digestedUntil)
      entry.digestedUntil = horizon
      if (!fresh) continue
      const channel = this.deps.channels.find((c) => c.id === channelId)
      digests.push({
        channelId,
        channelTitle: channel?.name ?? '',
        count: due.length,
        earliestDeadline: due.reduce((min, c) => Math.min(min, c.deadline!), Infinity),
      })
    }
    if (digests.length) this.deps.digest(digests)
  }

  /** Claims of the channel due within `ms` of now. */
  dueWithin(claims: readonly ClaimRecord[], ms: number): number {
    const limit = this.deps.clock.now() + ms
    let n = 0
    for (const claim of claims) if (claim.deadline != null && claim.deadline <= limit) n++
    return n
  }

  private entry(channelId: string): ChannelClaims {
    if (!this.made.has(channelId)) this.deps.videos.list(channelId)
    let entry = this.made.get(channelId)
    if (!entry) {
      // A channel that has no videos record (an unknown id): nothing to claim.
      this.attach(channelId, [])
      entry = this.made.get(channelId)!
    }
    return entry
  }

  private makeAll() {
    this.allMade = true
    for (const channel of this.deps.channels) this.claimsOf(channel.id, this.entry(channel.id))
  }

  /** After a claim changed: its channel's figures and its video's count; `resort` drops the video list's sorted orders (a sweep does it once per channel). */
  private changed(claim: ClaimRecord, resort = true) {
    const entry = this.made.get(claim.channelId)
    if (!entry?.made) return
    entry.counts = null
    const video = this.deps.videos.get(claim.videoId)
    if (video) {
      video.thirdpartyClaimsCount = (entry.made.byVideo.get(video.id) ?? []).filter((c) => isOpen(c.status)).length
      if (resort) this.deps.videos.changed(claim.channelId)
    }
  }

  private countOf(entry: { claims: readonly ClaimRecord[]; strikes: readonly StrikeRecord[] }): ClaimCounts {
    const counts: ClaimCounts = { open: 0, waiting: 0, potential: 0, strikes: 0 }
    for (const claim of entry.claims) {
      if (isOpen(claim.status)) counts.open++
      if (WAITING_STATUSES.includes(claim.status)) counts.waiting++
      if (claim.status === 'potential') counts.potential++
    }
    const now = this.deps.clock.now()
    counts.strikes = entry.strikes.filter((s) => s.expiresAt > now).length
    return counts
  }
}

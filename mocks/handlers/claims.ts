import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { BulkItemResult, Claim, ClaimDetail, ClaimDueWithin, Strike } from '@/api/generated/channel/model'
import { ActOnClaimBody, ActOnClaimsBulkBody, SearchClaimsBody } from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import type { ChannelRecord } from '../db/channel'
import { visibleChannels } from '../db/channel-access'
import type { ClaimRecord, StrikeRecord } from '../db/claims'
import { findUser } from '../db/identity-views'
import { turkishLower } from '../db/videos'
import { inLanguage } from '../lib/messages'
import { fail, notFound, ok } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'

type ClaimSearch = zod.output<typeof SearchClaimsBody>

const HOUR = 3_600_000
const WITHIN: Record<ClaimDueWithin, number> = { h48: 48 * HOUR, d7: 7 * 24 * HOUR, d30: 30 * 24 * HOUR }
const iso = (ms: number) => new Date(ms).toISOString()

/** The claims desk: search, one claim with its history, the moves (one and many), strikes. */
export function claimHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const claimantName = new Map(db.claims.claimants.map((c) => [c.id, c.name]))
  const channelOf = (id: string) => db.channel.channels.find((c) => c.id === id)
  const cmsName = (id: string) => db.channel.cms.find((c) => c.id === id)?.name ?? ''
  const videoTitle = (id: string) => db.videos.get(id)?.video ?? ''

  const view = (claim: ClaimRecord): Claim => {
    const { history: _h, createdAt, lastActionAt, deadline, segments, territories, ...rest } = claim
    return {
      ...rest,
      segments: segments.map((s) => ({ ...s })),
      territories: [...territories],
      videoTitle: videoTitle(claim.videoId),
      channelTitle: channelOf(claim.channelId)?.name ?? '',
      cmsName: cmsName(claim.cmsId),
      claimant: claimantName.get(claim.claimantId) ?? '',
      createdAt: iso(createdAt),
      lastActionAt: iso(lastActionAt),
      deadline: deadline == null ? null : iso(deadline),
    }
  }
  const detail = (claim: ClaimRecord): ClaimDetail => ({ ...view(claim), history: claim.history.map((h) => ({ ...h, at: iso(h.at) })) })
  const strikeView = (strike: StrikeRecord): Strike => ({
    id: strike.id,
    channelId: strike.channelId,
    videoId: strike.videoId,
    videoTitle: videoTitle(strike.videoId),
    claimant: claimantName.get(strike.claimantId) ?? '',
    reason: strike.reason,
    issuedAt: iso(strike.issuedAt),
    expiresAt: iso(strike.expiresAt),
  })

  /** The channels a search covers: the caller's, narrowed by CMS, channel and video. */
  const scope = (body: ClaimSearch, userId: string): ChannelRecord[] => {
    let channels = visibleChannels(db, userId)
    if (body.cmsId) channels = channels.filter((c) => c.cmsId === body.cmsId)
    if (body.channelId) channels = channels.filter((c) => c.id === body.channelId)
    if (body.videoId) {
      const video = db.videos.get(body.videoId)
      channels = video ? channels.filter((c) => c.id === video.channelId) : []
    }
    return channels
  }

  const filterOf = (body: ClaimSearch) => {
    const needle = turkishLower((body.search ?? '').trim())
    return (c: ClaimRecord) =>
      (!body.videoId || c.videoId === body.videoId) &&
      (!body.statuses?.length || body.statuses.includes(c.status)) &&
      (!body.matchTypes?.length || body.matchTypes.includes(c.matchType)) &&
      (!body.policyActions?.length || body.policyActions.includes(c.policyAction)) &&
      (!body.claimantId || c.claimantId === body.claimantId) &&
      (!needle || turkishLower(`${videoTitle(c.videoId)}\n${c.assetTitle}\n${claimantName.get(c.claimantId) ?? ''}`).includes(needle))
  }

  /** Sorted copy; deadline soonest first by default, claims without one last either way; ties by id. */
  const sorted = (claims: ClaimRecord[], key: ClaimSearch['sortKey'], order: ClaimSearch['sortOrder']) => {
    const dir = order === 'desc' ? -1 : 1
    const value = (c: ClaimRecord): string | number | null => {
      switch (key ?? 'deadline') {
        case 'createdAt':
          return c.createdAt
        case 'lastActionAt':
          return c.lastActionAt
        case 'videoTitle':
          return turkishLower(videoTitle(c.videoId))
        case 'claimant':
          return turkishLower(claimantName.get(c.claimantId) ?? '')
        case 'status':
          return c.status
        default:
          return c.deadline
      }
    }
    const keyed = claims.map((claim) => ({ claim, key: value(claim) }))
    keyed.sort((a, b) => {
      if (a.key == null || b.key == null) return a.key == null ? (b.key == null ? a.claim.id.localeCompare(b.claim.id) : 1) : -1
      return a.key < b.key ? -dir : a.key > b.key ? dir : a.claim.id.localeCompare(b.claim.id)
    })
    return keyed.map((entry) => entry.claim)
  }

  /** Channel scope of a call on claims: the channel of each claim named. */
  const claimChannel = (id: string | undefined) => db.claims.get(id ?? '')?.channelId
  const actor = (call: Call) => {
    const user = findUser(db, call.claims.sub)
    return user ? `${user.firstName} ${user.lastName}` : call.claims.sub
  }

  return [
    route(
      'channel',
      'post',
      '/claims/search',
      {
        permission: 'claim_read',
        body: SearchClaimsBody,
        channel: ({ body }) => [body.channelId, body.videoId ? db.videos.get(body.videoId)?.channelId : undefined],
      },
      ({ body, claims }) => {
        const matching = scope(body, claims.sub).flatMap((channel) => db.claims.of(channel.id).filter(filterOf(body)))
        const due = body.dueWithin ? matching.filter((c) => c.deadline != null && c.deadline <= db.clock.now() + WITHIN[body.dueWithin!]) : matching
        const start = body.index * body.size
        return ok({
          items: sorted(due, body.sortKey, body.sortOrder)
            .slice(start, start + body.size)
            .map(view),
          totalCount: due.length,
          dueWithin48h: db.claims.dueWithin(matching, WITHIN.h48),
          dueWithin7d: db.claims.dueWithin(matching, WITHIN.d7),
          asOf: iso(db.clock.now()),
        })
      },
    ),

    route('channel', 'get', '/claims/claimants', { permission: 'claim_read' }, () =>
      ok({ items: db.claims.claimants.map((c) => ({ id: c.id, name: c.name })), totalCount: db.claims.claimants.length }),
    ),

    route(
      'channel',
      'post',
      '/claims/bulk-action',
      { audit: { record: 'claim', id: 'each:ids' }, permission: 'claim_write', body: ActOnClaimsBulkBody, channel: ({ body }) => body.ids.map(claimChannel) },
      (call) => {
        const by = actor(call)
        const language = call.request.headers.get('accept-language')
        const items: BulkItemResult[] = call.body.ids.map((id) => {
          const claim = db.claims.get(id)
          const refusal = claim ? db.claims.act(claim, call.body, by) : 'Claim not found.'
          return { id, isSuccess: refusal === null, message: refusal === null ? null : inLanguage(refusal, language) }
        })
        const succeeded = items.filter((item) => item.isSuccess).length
        return ok({ items, succeeded, failed: items.length - succeeded })
      },
    ),

    route('channel', 'get', '/claims/:id', { permission: 'claim_read', channel: (call) => claimChannel(call.params.id) }, ({ params }) => {
      const claim = db.claims.get(params.id ?? '')
      return claim ? ok(detail(claim)) : notFound('Claim')
    }),

    route(
      'channel',
      'post',
      '/claims/:id/actions',
      { audit: { record: 'claim', id: 'param:id' }, permission: 'claim_write', body: ActOnClaimBody, channel: (call) => claimChannel(call.params.id) },
      (call) => {
        const claim = db.claims.get(call.params.id ?? '')
        if (!claim) return notFound('Claim')
        const refusal = db.claims.act(claim, call.body, actor(call))
        return refusal === null ? ok(detail(claim)) : fail(400, refusal)
      },
    ),

    route('channel', 'get', '/channels/:channelId/strikes', { permission: 'claim_read', channel: (call) => call.params.channelId }, ({ params }) => {
      const channel = db.channel.channels.find((c) => c.id === params.channelId)
      if (!channel) return notFound('Channel')
      const strikes = db.claims.strikes(channel.id).map(strikeView)
      return ok({ items: strikes, totalCount: strikes.length })
    }),
  ]
}

import type { ClaimDueWithin, ClaimMatchType, ClaimSearchRequest, ClaimStatus, PolicyAction } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const CLAIM_STATUSES = ['potential', 'active', 'disputed', 'appealed', 'released', 'expired'] as const satisfies readonly ClaimStatus[]
export const MATCH_TYPES = ['audio', 'video', 'melody', 'audio_video'] as const satisfies readonly ClaimMatchType[]
export const POLICY_ACTIONS = ['monetize', 'track', 'block'] as const satisfies readonly PolicyAction[]
export const DUE_WITHIN = ['h48', 'd7', 'd30'] as const satisfies readonly ClaimDueWithin[]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The claims desk: filters and sort in the URL (`?due=h48&status=potential`), soonest deadline first by default. */
export const claimsList = defineList({
  id: 'claims',
  filters: {
    search: filter.text(),
    status: filter.listOf({ values: CLAIM_STATUSES }),
    matchType: filter.listOf({ values: MATCH_TYPES }),
    policy: filter.listOf({ values: POLICY_ACTIONS }),
    claimant: filter.matching(UUID),
    channel: filter.matching(UUID),
    video: filter.matching(UUID),
    due: filter.oneOf(DUE_WITHIN),
  },
  sortKeys: ['deadline', 'createdAt', 'lastActionAt', 'videoTitle', 'claimant', 'status'] as const,
  defaultSort: { key: 'deadline', order: 'asc' },
  pageSizes: [25, 50, 100, 200, 500],
  defaultPageSize: 50,
})

export const CLAIM_DEFAULT_COLUMNS = ['deadline', 'status', 'video', 'claimant', 'asset', 'matchType', 'policy', 'channel', 'lastActionAt'] as const

/** Where the desk's claims come from: one CMS, one channel, or every channel the user sees. */
export type ClaimScope = { cmsId: string } | { channelId: string } | Record<string, never>

export function claimSearchFilters(scope: ClaimScope, state: ListStateOf<typeof claimsList>): SearchFilters<ClaimSearchRequest> {
  const { filters } = state
  const channelId = 'channelId' in scope ? scope.channelId : filters.channel
  return {
    ...('cmsId' in scope ? { cmsId: scope.cmsId } : {}),
    ...(channelId ? { channelId } : {}),
    ...(filters.video ? { videoId: filters.video } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status.length ? { statuses: filters.status } : {}),
    ...(filters.matchType.length ? { matchTypes: filters.matchType } : {}),
    ...(filters.policy.length ? { policyActions: filters.policy } : {}),
    ...(filters.claimant ? { claimantId: filters.claimant } : {}),
    ...(filters.due ? { dueWithin: filters.due } : {}),
  }
}

/** The channel's claims desk filtered to one video, from any page of the channel (`/my-channels/:id/…` or `/cms-channels/:id/…`). */
export function videoClaimsPath(pathname: string, channelId: string, videoId: string): string {
  const at = pathname.indexOf(`/${channelId}`)
  const base = at >= 0 ? pathname.slice(0, at + channelId.length + 1) : `/my-channels/${channelId}`
  return `${base}/claims?video=${encodeURIComponent(videoId)}`
}

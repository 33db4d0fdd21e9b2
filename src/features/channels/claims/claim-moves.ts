import type { ClaimAction, ClaimStatus } from '@/api/generated/channel/model'

/** Moving claims (the mock gateway's permission; reading is access.ts's CLAIM_READ). */
export const CLAIM_WRITE = 'claim_write'

export const MOVES = ['release', 'releaseExclude', 'dispute', 'reinstate', 'changePolicy'] as const satisfies readonly ClaimAction[]

const OPEN: readonly ClaimStatus[] = ['potential', 'active', 'disputed', 'appealed']

/** The statuses each move starts from: the contract's ClaimAction, so the desk offers only legal moves. */
const LEGAL_FROM: Record<ClaimAction, readonly ClaimStatus[]> = {
  release: OPEN,
  releaseExclude: OPEN,
  dispute: ['potential', 'active'],
  reinstate: ['disputed', 'appealed', 'released'],
  changePolicy: OPEN,
}

export const isLegal = (action: ClaimAction, status: ClaimStatus) => LEGAL_FROM[action].includes(status)

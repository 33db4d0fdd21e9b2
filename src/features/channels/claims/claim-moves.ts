import type { ClaimAction, ClaimStatus } from '@/api/generated/channel/model'

/** Reading the desk and moving claims (the mock gateway's permissions). */
export const CLAIM_READ = 'claim_read'
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

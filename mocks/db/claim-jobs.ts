import type { ClaimStatus, JobPreview, JobPreviewField } from '@/api/generated/channel/model'
import { changesBetween, snapshot } from '../lib/audit-records'
import { actorOf } from '../lib/audit-route'
import { inLanguage } from '../lib/messages'
import { auditOf } from './audit'
import type { ClaimMove, ClaimRecord } from './claims'
import type { Db } from './index'
import type { ItemState, JobState } from './jobs'
import type { Lang } from './reference'
import type { ChangedBy } from './versions'

/**
 * Claim moves as server jobs (openapi/channel.yaml, `createClaimActionJob`): the preview and each
 * item of the job go through the same step, so the preview says exactly what the job will do.
 * A claim changed since the list was read (its version is not the one the desk sent) is refused
 * in the preview and skipped by the job; a claim already where the move puts it is "already so";
 * an illegal move is refused with the claims store's reason. Reverting a claim job makes, per
 * claim, the legal move that puts it back, or fails the claim with why none does
 * (docs/decisions.md, "Claim moves as jobs").
 */
const PREVIEW_ITEMS = 100

/** What a claim was before a job moved it (what its revert puts back). */
export interface ClaimBefore {
  status: ClaimStatus
  policyId: string
}

type ClaimStep =
  | { outcome: 'change' | 'unchanged'; claim: ClaimRecord }
  | { outcome: 'refused'; message: string }
  | { outcome: 'stale'; changedBy: ChangedBy | null; changedAt: string | null }

const language = (lang: Lang) => (lang === 'en' ? 'en' : 'tr')

/** A move on one claim now, written nowhere; `expected` is the version the desk read (undefined: any). */
function claimStep(db: Db, id: string, move: ClaimMove, expected: number | undefined): ClaimStep {
  const claim = db.claims.get(id)
  if (!claim) return { outcome: 'refused', message: 'Claim not found.' }
  const current = db.versions.of(id)
  if (expected !== undefined && current.version !== expected) return { outcome: 'stale', changedBy: current.changedBy, changedAt: current.changedAt }
  if (claim.status !== 'expired' && db.claims.alreadySo(claim, move)) return { outcome: 'unchanged', claim }
  const refusal = db.claims.refusal(claim, move)
  return refusal === null ? { outcome: 'change', claim } : { outcome: 'refused', message: refusal }
}

/** A claim as a job names it: its video's title and its claimant. */
export function claimTitle(db: Db, id: string): string {
  const claim = db.claims.get(id)
  if (!claim) return ''
  const claimant = db.claims.claimants.find((c) => c.id === claim.claimantId)?.name ?? ''
  return [db.videos.get(claim.videoId)?.video ?? '', claimant].filter(Boolean).join(' · ')
}

const statusAfter = (claim: ClaimRecord, move: ClaimMove): ClaimStatus =>
  move.action === 'release' || move.action === 'releaseExclude'
    ? 'released'
    : move.action === 'dispute'
      ? 'disputed'
      : move.action === 'reinstate'
        ? 'active'
        : claim.status

/** The fields a move changes on a claim (status; policy by name), before and after. */
function fieldsOf(db: Db, claim: ClaimRecord, move: ClaimMove): JobPreviewField[] {
  const fields: JobPreviewField[] = []
  const status = statusAfter(claim, move)
  if (status !== claim.status) fields.push({ field: 'status', before: claim.status, after: status })
  if (move.action === 'changePolicy') {
    const policy = db.channel.policies.find((p) => p.id === move.policyId)
    fields.push({ field: 'policy', before: claim.policyName, after: policy?.policyName ?? null })
  }
  return fields
}

/** The move on many claims computed on the current claims, written nowhere (the messages in the caller's language). */
export function previewClaimMove(db: Db, ids: readonly string[], move: ClaimMove, basedOn: Record<string, number>, lang: Lang): JobPreview {
  const preview: JobPreview = { changes: 0, unchanged: 0, refused: 0, items: [] }
  for (const id of ids) {
    const step = claimStep(db, id, move, basedOn[id])
    const outcome = step.outcome === 'change' ? 'change' : step.outcome === 'unchanged' ? 'unchanged' : 'refused'
    if (outcome === 'change') preview.changes += 1
    else if (outcome === 'unchanged') preview.unchanged += 1
    else preview.refused += 1
    if (preview.items.length >= PREVIEW_ITEMS) continue
    const message =
      step.outcome === 'refused'
        ? step.message
        : step.outcome === 'stale'
          ? step.changedBy
            ? `Changed by ${step.changedBy.name} since the list was read.`
            : 'Changed since the list was read.'
          : null
    preview.items.push({
      id,
      title: claimTitle(db, id),
      outcome,
      message: message === null ? null : inLanguage(message, language(lang)),
      fields: step.outcome === 'change' ? fieldsOf(db, step.claim, move) : [],
    })
  }
  return preview
}

/** One item of a claim job (a move, or a revert's move back): its outcome, the claim's new version, an audit event. */
export function runClaimItem(db: Db, state: JobState, item: ItemState) {
  const { job } = state
  const planned = state.claimMove ?? state.claimRestore?.get(item.id)
  if (planned === undefined || typeof planned === 'string') {
    Object.assign(item, { status: 'failed', message: inLanguage(planned ?? 'Claim not found.', language(state.lang)) })
    job.failed += 1
    return
  }
  const step = claimStep(db, item.id, planned, state.basedOn[item.id])
  if (step.outcome === 'stale') {
    Object.assign(item, { status: 'skipped', changedBy: step.changedBy, changedAt: step.changedAt })
    job.skipped += 1
    return
  }
  if (step.outcome === 'refused') {
    Object.assign(item, { status: 'failed', message: inLanguage(step.message, language(state.lang)) })
    job.failed += 1
    return
  }
  job.succeeded += 1
  if (step.outcome === 'unchanged') {
    item.status = 'unchanged'
    return
  }
  const { claim } = step
  const userId = job.createdBy.id
  const before = snapshot(db, 'claim', item.id, userId)
  item.claimBefore = { status: claim.status, policyId: claim.policyId }
  db.claims.act(claim, planned, job.createdBy.name)
  const changes = changesBetween(before, snapshot(db, 'claim', item.id, userId))
  const entry = db.versions.bump(
    item.id,
    job.createdBy,
    changes.map((change) => change.field),
  )
  db.versions.announce({ ...entry, type: 'claims', deleted: false, channelId: claim.channelId, permission: 'claim_read' })
  item.versionAfter = entry.version
  item.status = 'succeeded'
  auditOf(db).record({
    id: crypto.randomUUID(),
    occurredAt: entry.changedAt ?? new Date(db.clock.now()).toISOString(),
    actor: actorOf(db, userId),
    operation: state.operation,
    requestId: state.requestId,
    action: 'update',
    recordType: 'claim',
    recordId: item.id,
    changes: changes as never,
    jobId: state.auditJobId,
    itemCount: null,
  })
}

/**
 * The move that puts a claim back where it was before a job's move, or why none does (English):
 * a policy change is changed back; a release of an active claim is reinstated and a reinstatement
 * of a released claim released again; a dispute cannot be withdrawn, a claim released from
 * another status than active cannot be returned to it, excluded segments stay excluded.
 */
export function moveBack(before: ClaimBefore, move: ClaimMove, lang: Lang): ClaimMove | string {
  switch (move.action) {
    case 'changePolicy':
      return { action: 'changePolicy', policyId: before.policyId }
    case 'release':
      return before.status === 'active'
        ? { action: 'reinstate', reason: lang === 'en' ? 'Revert of a claims job' : 'Talep işinin geri alınması' }
        : 'Reinstating makes a released claim active; it was not active before the job, so it stays released.'
    case 'releaseExclude':
      return 'The excluded segments stay excluded: a release with exclusion cannot be reverted.'
    case 'dispute':
      return 'A dispute cannot be withdrawn: the claimant answers it.'
    case 'reinstate':
      return before.status === 'released' ? { action: 'release' } : 'No move puts an active claim back into dispute or appeal.'
  }
}

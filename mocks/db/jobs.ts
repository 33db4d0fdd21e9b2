import type {
  ChangedBy,
  Job,
  JobItem,
  JobItemStatus,
  JobPreview,
  JobPreviewItem,
  JobProgressEvent,
  JobStatus,
  VideoBulkChanges,
  VideoImportRow,
} from '@/api/generated/channel/model'
import { changesBetween, snapshot } from '../lib/audit-records'
import { actorOf } from '../lib/audit-route'
import { auditOf } from './audit'
import { claimTitle, runClaimItem, type ClaimBefore } from './claim-jobs'
import type { ClaimMove } from './claims'
import type { Db } from './index'
import type { Lang } from './reference'
import { bulkOutcome } from './video-bulk'
import type { VideoRecord } from './video-factory'
import { changedSinceMessage, importOutcome } from './video-import'

/**
 * Bulk work on the gateway (openapi/channel.yaml, tag jobs): a job changes its videos a batch at
 * a time on a timer of its own, so it goes on whatever its caller does (closes the tab, signs
 * out). Each item goes through the same version check as an edit (a video changed since the job
 * was prepared is skipped, with who changed it), the same rules as the bulk edit, a new version
 * (RecordChanged on the hub) and an audit event pointing at the job's event. What an item was
 * before is kept, so a job can be reverted: a revert skips the videos changed since.
 */
const JOB_BATCH = 20
const JOB_TICK_MS = 50
const PROGRESS_EVERY_MS = 250
const PREVIEW_ITEMS = 100

export interface ItemState {
  id: string
  status: JobItemStatus
  message: string | null
  changedBy: ChangedBy | null
  changedAt: string | null
  /** The fields this job changed, with their values before it (for a revert). */
  before: Partial<VideoRecord> | null
  /** The version this job gave the video (a revert puts it back only while it is still this one). */
  versionAfter: number | null
  /** For a claim the job moved: its status and policy before (what a revert puts back). */
  claimBefore?: ClaimBefore
}

export interface JobState {
  job: Job
  lang: Lang
  /** The channels of the job's records (its scope: a caller must be assigned to every one). */
  channels: readonly string[]
  /** A claim job's move (null for a video job or a revert). */
  claimMove: ClaimMove | null
  /** A claims revert's move back per claim, or why none puts it back (English). */
  claimRestore: Map<string, ClaimMove | string> | null
  items: ItemState[]
  /** The versions the job expects (a video at another version is skipped). */
  basedOn: Record<string, number>
  /** For a revert: the values to put back, per video. */
  restore: Map<string, Partial<VideoRecord>> | null
  /** For an import: each video's row. */
  rows: ReadonlyMap<string, VideoImportRow> | null
  operation: string
  requestId: string
  auditJobId: string
  next: number
  lastProgress: number
  settled: Promise<Job>
  resolve: (job: Job) => void
}

export interface JobStart {
  kind: Job['kind']
  /** The channels of the job's records (one for a video job). */
  channels: readonly string[]
  records?: 'video' | 'claim'
  claimMove?: ClaimMove
  claimRestore?: Map<string, ClaimMove | string>
  ids: readonly string[]
  changes: VideoBulkChanges | null
  basedOn: Record<string, number>
  userId: string
  lang: Lang
  operation: string
  requestId: string
  sourceJobId: string | null
  restore?: Map<string, Partial<VideoRecord>>
  rows?: ReadonlyMap<string, VideoImportRow>
}

type ProgressListener = (event: JobProgressEvent, job: Job) => void

const pick = (video: VideoRecord, fields: readonly string[]): Partial<VideoRecord> =>
  Object.fromEntries(fields.map((field) => [field, structuredClone(video[field as keyof VideoRecord])])) as Partial<VideoRecord>

const differs = (video: VideoRecord, next: Partial<VideoRecord>) =>
  Object.keys(next).filter((field) => JSON.stringify(video[field as keyof VideoRecord]) !== JSON.stringify(next[field as keyof VideoRecord]))

export class VideoJobs {
  private readonly states = new Map<string, JobState>()
  private readonly newestFirst: JobState[] = []
  private readonly listeners = new Set<ProgressListener>()

  constructor(private readonly db: Db) {}

  private nameOf(userId: string): ChangedBy {
    return { id: userId, name: actorOf(this.db, userId).name }
  }

  /** Queues a job and answers it at once; its items are worked through on the job's own timer. */
  start(start: JobStart): Job {
    const now = new Date(this.db.clock.now()).toISOString()
    const job: Job = {
      id: crypto.randomUUID(),
      kind: start.kind,
      status: 'queued',
      channelId: start.channels.length === 1 ? start.channels[0]! : null,
      createdBy: this.nameOf(start.userId),
      createdAt: now,
      finishedAt: null,
      total: start.ids.length,
      done: 0,
      succeeded: 0,
      failed: 0,
      skipped: 0,
      changes: start.changes,
      claimAction: start.claimMove ?? null,
      records: start.records ?? 'video',
      sourceJobId: start.sourceJobId,
      revertedByJobId: null,
    }
    let resolve: (job: Job) => void = () => undefined
    const settled = new Promise<Job>((done) => (resolve = done))
    const state: JobState = {
      job,
      lang: start.lang,
      channels: [...start.channels],
      claimMove: start.claimMove ?? null,
      claimRestore: start.claimRestore ?? null,
      items: start.ids.map((id) => ({ id, status: 'pending', message: null, changedBy: null, changedAt: null, before: null, versionAfter: null })),
      basedOn: start.basedOn,
      restore: start.restore ?? null,
      rows: start.rows ?? null,
      operation: start.operation,
      requestId: start.requestId,
      // The job's audit event carries the job's id: the audit trail's jobId filter finds its items by it.
      auditJobId: job.id,
      next: 0,
      lastProgress: 0,
      settled,
      resolve,
    }
    this.states.set(job.id, state)
    this.newestFirst.unshift(state)
    auditOf(this.db).record({
      id: state.auditJobId,
      occurredAt: now,
      actor: actorOf(this.db, start.userId),
      operation: start.operation,
      requestId: start.requestId,
      action: 'job',
      recordType: job.records ?? 'video',
      recordId: state.auditJobId,
      changes: [],
      jobId: null,
      itemCount: start.ids.length,
    })
    setTimeout(() => this.work(state), JOB_TICK_MS)
    return { ...job }
  }

  /**
   * Works through the rest of a job's items at once, batch by batch as its timer would (the same
   * progress events and end), without waiting for the timer: a test's "then the job ends".
   */
  finishNow(id: string): Promise<Job> {
    const state = this.states.get(id)
    if (!state) return Promise.reject(new Error(`No job ${id}`))
    while (state.job.finishedAt === null) this.work(state, false)
    return state.settled
  }

  private work(state: JobState, schedule = true) {
    const { job } = state
    // Ended already (finishNow ran it to its end before this tick).
    if (job.finishedAt !== null) return
    job.status = 'running'
    const end = Math.min(state.items.length, state.next + JOB_BATCH)
    for (; state.next < end; state.next += 1) this.runItem(state, state.items[state.next]!)
    job.done = state.next
    const finished = state.next >= state.items.length
    if (finished) {
      job.status = job.failed + job.skipped === 0 ? 'succeeded' : job.succeeded === 0 && job.total > 0 ? 'failed' : 'partlyFailed'
      job.finishedAt = new Date(this.db.clock.now()).toISOString()
      if (job.records !== 'claim' && job.channelId) this.db.videos.changed(job.channelId)
    }
    const now = Date.now()
    if (finished || now - state.lastProgress >= PROGRESS_EVERY_MS) {
      state.lastProgress = now
      this.tell(job)
    }
    if (finished) state.resolve({ ...job })
    else if (schedule) setTimeout(() => this.work(state), JOB_TICK_MS)
  }

  private runItem(state: JobState, item: ItemState) {
    if (state.job.records === 'claim') return runClaimItem(this.db, state, item)
    const { job } = state
    const video = this.db.videos.get(item.id)
    const expected = state.basedOn[item.id]
    const current = this.db.versions.of(item.id)
    if (video && expected !== undefined && current.version !== expected) {
      Object.assign(item, { status: 'skipped', changedBy: current.changedBy, changedAt: current.changedAt })
      job.skipped += 1
      return
    }
    let next: Partial<VideoRecord>
    if (state.restore) {
      const values = state.restore.get(item.id)
      if (!video || !values || video.channelId !== job.channelId) {
        Object.assign(item, { status: 'failed', message: state.lang === 'en' ? 'Video not found.' : 'Video bulunamadı.' })
        job.failed += 1
        return
      }
      next = values
    } else {
      const row = state.rows?.get(item.id)
      const outcome = row
        ? importOutcome(video, job.channelId ?? '', row, this.db.clock.now(), state.lang)
        : bulkOutcome(video, job.channelId ?? '', job.changes ?? {}, state.lang)
      if (outcome.refused !== undefined) {
        Object.assign(item, { status: 'failed', message: outcome.refused })
        job.failed += 1
        return
      }
      next = outcome.next
    }
    const changed = differs(video!, next)
    if (changed.length === 0) {
      item.status = 'unchanged'
      job.succeeded += 1
      return
    }
    const userId = job.createdBy.id
    const before = snapshot(this.db, 'video', item.id, userId)
    item.before = pick(video!, changed)
    Object.assign(video!, next)
    const after = snapshot(this.db, 'video', item.id, userId)
    const entry = this.db.versions.bump(item.id, job.createdBy, changed)
    this.db.versions.announce({ ...entry, type: 'videos', deleted: false, channelId: job.channelId, permission: 'video_read' })
    item.versionAfter = entry.version
    item.status = 'succeeded'
    job.succeeded += 1
    const changes = changesBetween(before, after)
    if (changes.length)
      auditOf(this.db).record({
        id: crypto.randomUUID(),
        occurredAt: entry.changedAt ?? new Date(this.db.clock.now()).toISOString(),
        actor: actorOf(this.db, userId),
        operation: state.operation,
        requestId: state.requestId,
        action: 'update',
        recordType: 'video',
        recordId: item.id,
        changes: changes as never,
        jobId: state.auditJobId,
        itemCount: null,
      })
  }

  private tell(job: Job) {
    const event: JobProgressEvent = {
      id: job.id,
      status: job.status,
      total: job.total,
      done: job.done,
      succeeded: job.succeeded,
      failed: job.failed,
      skipped: job.skipped,
    }
    for (const listener of [...this.listeners]) listener(event, job)
  }

  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  get(id: string): Job | undefined {
    const state = this.states.get(id)
    return state ? { ...state.job } : undefined
  }

  /** Resolves with the job once its last item is done (tests, and the revert's refusal while it runs). */
  finished(id: string): Promise<Job> {
    return this.states.get(id)?.settled ?? Promise.reject(new Error(`No job ${id}`))
  }

  /** Resolves once every job started so far has finished (a test's next step sees no stray events). */
  async idle(): Promise<void> {
    await Promise.all(this.newestFirst.map((state) => state.settled))
  }

  list(visible: (job: Job) => boolean, statuses: readonly JobStatus[] | undefined): Job[] {
    return this.newestFirst.map((s) => s.job).filter((job) => visible(job) && (!statuses?.length || statuses.includes(job.status)))
  }

  items(id: string, statuses: readonly JobItemStatus[] | undefined): JobItem[] {
    const state = this.states.get(id)
    if (!state) return []
    return state.items
      .filter((item) => !statuses?.length || statuses.includes(item.status))
      .map((item) => ({
        id: item.id,
        title: state.job.records === 'claim' ? claimTitle(this.db, item.id) : (this.db.videos.get(item.id)?.video ?? ''),
        status: item.status,
        message: item.message,
        changedBy: item.changedBy,
        changedAt: item.changedAt,
      }))
  }

  /** The ids a retry runs again: the failed and skipped items. */
  retryIds(id: string): string[] {
    return (this.states.get(id)?.items ?? []).filter((item) => item.status === 'failed' || item.status === 'skipped').map((item) => item.id)
  }

  /** What a revert puts back: per video the job changed, the values before it and the version it gave. */
  revertPlan(id: string): { restore: Map<string, Partial<VideoRecord>>; basedOn: Record<string, number> } {
    const restore = new Map<string, Partial<VideoRecord>>()
    const basedOn: Record<string, number> = {}
    for (const item of this.states.get(id)?.items ?? []) {
      if (item.status !== 'succeeded' || !item.before || item.versionAfter === null) continue
      restore.set(item.id, item.before)
      basedOn[item.id] = item.versionAfter
    }
    return { restore, basedOn }
  }

  /** What a claims revert does: per claim the job moved, its status and policy before and the version the job gave it. */
  claimRevertPlan(id: string): { before: Map<string, ClaimBefore>; move: ClaimMove | null; basedOn: Record<string, number> } {
    const state = this.states.get(id)
    const before = new Map<string, ClaimBefore>()
    const basedOn: Record<string, number> = {}
    for (const item of state?.items ?? []) {
      if (item.status !== 'succeeded' || !item.claimBefore || item.versionAfter === null) continue
      before.set(item.id, item.claimBefore)
      basedOn[item.id] = item.versionAfter
    }
    return { before, move: state?.claimMove ?? null, basedOn }
  }

  /** The channels of a job's records (its scope). */
  channelsOf(id: string): readonly string[] {
    return this.states.get(id)?.channels ?? []
  }

  /** The rows of an import's items that failed or were skipped (its retry), or null for another kind of job. */
  retryRows(id: string): Map<string, VideoImportRow> | null {
    const state = this.states.get(id)
    if (!state?.rows) return null
    const retried = new Set(this.retryIds(id))
    // A retry is based on the videos as they are now: the rows lose the version they were prepared on.
    return new Map([...state.rows].filter(([videoId]) => retried.has(videoId)).map(([videoId, { version: _, ...row }]) => [videoId, row]))
  }

  markReverted(id: string, by: string) {
    const state = this.states.get(id)
    if (state) state.job.revertedByJobId = by
  }

  /** The bulk change computed on the current videos, written nowhere. */
  preview(ids: readonly string[], channelId: string, changes: VideoBulkChanges, lang: Lang): JobPreview {
    const preview: JobPreview = { changes: 0, unchanged: 0, refused: 0, items: [] }
    for (const id of ids) {
      const video = this.db.videos.get(id)
      const outcome = bulkOutcome(video, channelId, changes, lang)
      const fields = video && outcome.next ? differs(video, outcome.next) : []
      const result = outcome.refused !== undefined ? 'refused' : fields.length ? 'change' : 'unchanged'
      if (result === 'refused') preview.refused += 1
      else if (result === 'change') preview.changes += 1
      else preview.unchanged += 1
      if (preview.items.length < PREVIEW_ITEMS)
        preview.items.push({
          id,
          title: video?.video ?? '',
          outcome: result,
          message: outcome.refused ?? null,
          fields: fields.map((field) => ({
            field,
            before: shown(video![field as keyof VideoRecord]),
            after: shown(outcome.next![field as keyof VideoRecord]),
          })),
        })
    }
    return preview
  }
}

/**
 * An import computed on the current videos, written nowhere: the refused rows first (with why), then
 * the others in the file's order, each with its row number.
 */
export function previewImport(db: Db, rows: readonly VideoImportRow[], channelId: string, lang: Lang): JobPreview {
  const preview: JobPreview = { changes: 0, unchanged: 0, refused: 0, items: [] }
  const refused: JobPreviewItem[] = []
  const others: JobPreviewItem[] = []
  for (const [index, row] of rows.entries()) {
    const video = db.videos.get(row.id)
    const current = db.versions.of(row.id)
    const outcome =
      video && row.version !== undefined && current.version !== row.version
        ? { refused: changedSinceMessage(current.changedBy?.name, lang) }
        : importOutcome(video, channelId, row, db.clock.now(), lang)
    const fields = video && outcome.next ? differs(video, outcome.next) : []
    const result = outcome.refused !== undefined ? 'refused' : fields.length ? 'change' : 'unchanged'
    preview[result === 'change' ? 'changes' : result] += 1
    const list = result === 'refused' ? refused : others
    if (list.length < PREVIEW_ITEMS)
      list.push({
        id: row.id,
        row: index + 1,
        title: video?.video ?? '',
        outcome: result,
        message: outcome.refused ?? null,
        fields: fields.map((field) => ({
          field,
          before: shown(video![field as keyof VideoRecord]),
          after: shown(outcome.next![field as keyof VideoRecord]),
        })),
      })
  }
  preview.items = [...refused, ...others].slice(0, PREVIEW_ITEMS)
  return preview
}

/** A field's value as the preview shows it (text; lists joined). */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.join(', ')
  return String(value).slice(0, 5000)
}

const stores = new WeakMap<Db, VideoJobs>()

/** The jobs of a gateway's database. */
export function jobsOf(db: Db): VideoJobs {
  let store = stores.get(db)
  if (!store) {
    store = new VideoJobs(db)
    stores.set(db, store)
  }
  return store
}

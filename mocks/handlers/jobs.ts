import type { RequestHandler } from 'msw'
import {
  CreateClaimActionJobBody,
  CreateVideoImportJobBody,
  CreateVideoUpdateJobBody,
  PreviewClaimActionJobBody,
  PreviewVideoImportJobBody,
  PreviewVideoUpdateJobBody,
  SearchJobItemsBody,
  SearchJobsBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Job } from '@/api/generated/channel/model'
import type { Db } from '../db'
import { mayAccessChannel } from '../db/channel-access'
import { hasPermission } from '../db/identity-views'
import { moveBack, previewClaimMove } from '../db/claim-jobs'
import type { ClaimMove } from '../db/claims'
import { jobsOf, previewImport } from '../db/jobs'
import { langOf } from '../db/reference'
import { CATEGORIES } from '../db/enums'
import { repeatedRow } from '../db/video-import'
import { fail, notFound, ok, page } from '../lib/respond'
import { routesFor, type Call } from '../lib/route'

const operation = (method: string, path: string) => `${method} /channel-service${path}`
const requestIdOf = (call: Call) => call.request.headers.get('x-request-id') || crypto.randomUUID()

/**
 * Bulk work as server jobs (openapi/channel.yaml, tag jobs; mocks/db/jobs.ts runs them). A job is
 * seen by the user who started it and by holders of audit_read; to anyone else it does not exist
 * (404). Its channel is its scope, as for every channel record: a job of a channel the caller is
 * not assigned to is refused (403) and left out of lists. Starting, retrying and reverting change
 * videos (video_write) or claims (claim_write); a claims job's scope is every channel of its claims.
 */
export function jobHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const jobs = jobsOf(db)
  const seesAll = (call: Call) => hasPermission(db, call.claims.sub, 'audit_read')
  const visible = (call: Call) => (job: Job) => job.createdBy.id === call.claims.sub || seesAll(call)
  const jobOf = (call: Call) => {
    const job = jobs.get(call.params.id ?? '')
    return job && visible(call)(job) ? job : undefined
  }
  const jobChannel = (call: Call) => {
    const job = jobOf(call)
    return job ? jobs.channelsOf(job.id) : undefined
  }
  const inScope = (call: Call) => (job: Job) => visible(call)(job) && jobs.channelsOf(job.id).every((id) => mayAccessChannel(db, call.claims.sub, id))
  /** Retrying or reverting a job needs the permission of what it changes. */
  const writeOf = (call: Call) => (jobOf(call)?.records === 'claim' ? 'claim_write' : 'video_write')
  const claimChannel = (id: string) => db.claims.get(id)?.channelId
  const moveOf = (body: { action: ClaimMove['action']; reason?: string; policyId?: string }): ClaimMove => ({
    action: body.action,
    ...(body.reason !== undefined ? { reason: body.reason } : {}),
    ...(body.policyId !== undefined ? { policyId: body.policyId } : {}),
  })
  const refusedCategory = (categoryId: string | undefined) => categoryId && !CATEGORIES.some(([id]) => id === categoryId)

  return [
    route(
      'channel',
      'post',
      '/videos/bulk-update/preview',
      { permission: 'video_write', body: PreviewVideoUpdateJobBody, channel: ({ body }) => body.channelId },
      ({ body, request }) => {
        if (refusedCategory(body.changes.categoryId)) return fail(400, 'The category does not exist.')
        return ok(jobs.preview(body.ids, body.channelId, body.changes, langOf(request)))
      },
    ),

    route('channel', 'post', '/jobs', { permission: 'video_write', body: CreateVideoUpdateJobBody, channel: ({ body }) => body.channelId }, (call) => {
      const { body } = call
      if (refusedCategory(body.changes.categoryId)) return fail(400, 'The category does not exist.')
      return ok(
        jobs.start({
          kind: 'videoUpdate',
          channels: [body.channelId],
          ids: body.ids,
          changes: body.changes,
          basedOn: body.basedOn ?? {},
          userId: call.claims.sub,
          lang: langOf(call.request),
          operation: operation('POST', '/jobs'),
          requestId: requestIdOf(call),
          sourceJobId: null,
        }),
      )
    }),

    route(
      'channel',
      'post',
      '/videos/import/preview',
      { permission: 'video_write', body: PreviewVideoImportJobBody, channel: ({ body }) => body.channelId },
      ({ body, request }) => {
        const repeated = repeatedRow(body.rows)
        if (repeated) return fail(400, `Row ${repeated} names a video an earlier row names already.`)
        return ok(previewImport(db, body.rows, body.channelId, langOf(request)))
      },
    ),

    route(
      'channel',
      'post',
      '/jobs/video-import',
      { permission: 'video_write', body: CreateVideoImportJobBody, channel: ({ body }) => body.channelId },
      (call) => {
        const { body } = call
        const repeated = repeatedRow(body.rows)
        if (repeated) return fail(400, `Row ${repeated} names a video an earlier row names already.`)
        return ok(
          jobs.start({
            kind: 'videoImport',
            channels: [body.channelId],
            ids: body.rows.map((row) => row.id),
            changes: null,
            basedOn: Object.fromEntries(body.rows.flatMap((row) => (row.version === undefined ? [] : [[row.id, row.version]]))),
            userId: call.claims.sub,
            lang: langOf(call.request),
            operation: operation('POST', '/jobs/video-import'),
            requestId: requestIdOf(call),
            sourceJobId: null,
            rows: new Map(body.rows.map((row) => [row.id, row])),
          }),
        )
      },
    ),

    route(
      'channel',
      'post',
      '/claims/jobs/preview',
      { permission: 'claim_write', body: PreviewClaimActionJobBody, channel: ({ body }) => body.ids.map(claimChannel) },
      ({ body, request }) => ok(previewClaimMove(db, body.ids, moveOf(body), body.basedOn ?? {}, langOf(request))),
    ),

    route(
      'channel',
      'post',
      '/claims/jobs',
      { permission: 'claim_write', body: CreateClaimActionJobBody, channel: ({ body }) => body.ids.map(claimChannel) },
      (call) => {
        const { body } = call
        return ok(
          jobs.start({
            kind: 'claimAction',
            records: 'claim',
            claimMove: moveOf(body),
            channels: [...new Set(body.ids.map(claimChannel).filter((id): id is string => id !== undefined))],
            ids: body.ids,
            changes: null,
            basedOn: body.basedOn ?? {},
            userId: call.claims.sub,
            lang: langOf(call.request),
            operation: operation('POST', '/claims/jobs'),
            requestId: requestIdOf(call),
            sourceJobId: null,
          }),
        )
      },
    ),

    route('channel', 'post', '/jobs/search', { body: SearchJobsBody }, (call) =>
      ok(
        page(
          jobs.list((job) => inScope(call)(job) && (!call.body.createdById || job.createdBy.id === call.body.createdById), call.body.status),
          call.body.index,
          call.body.size,
        ),
      ),
    ),

    route('channel', 'get', '/jobs/:id', { channel: jobChannel }, (call) => {
      const job = jobOf(call)
      return job ? ok(job) : notFound('Job')
    }),

    route('channel', 'post', '/jobs/:id/items/search', { body: SearchJobItemsBody, channel: jobChannel }, (call) => {
      const job = jobOf(call)
      if (!job) return notFound('Job')
      return ok(page(jobs.items(job.id, call.body.status), call.body.index, call.body.size))
    }),

    route('channel', 'post', '/jobs/:id/retry', { permission: writeOf, channel: jobChannel }, (call) => {
      const job = jobOf(call)
      if (!job) return notFound('Job')
      if (!job.finishedAt) return fail(400, 'The job is still running.')
      const ids = jobs.retryIds(job.id)
      const claimMove = job.claimAction ? moveOf(job.claimAction) : undefined
      const rows = jobs.retryRows(job.id)
      if (ids.length === 0 || !(job.changes || claimMove || rows)) return fail(400, 'Nothing of this job failed.')
      return ok(
        jobs.start({
          kind: job.kind,
          records: job.records,
          ...(claimMove ? { claimMove } : {}),
          channels: claimMove ? [...new Set(ids.map(claimChannel).filter((id): id is string => id !== undefined))] : jobs.channelsOf(job.id),
          ids,
          changes: job.changes,
          basedOn: {},
          userId: call.claims.sub,
          lang: langOf(call.request),
          operation: operation('POST', '/jobs/{id}/retry'),
          requestId: requestIdOf(call),
          sourceJobId: job.id,
          ...(rows ? { rows } : {}),
        }),
      )
    }),

    route('channel', 'post', '/jobs/:id/revert', { permission: writeOf, channel: jobChannel }, (call) => {
      const job = jobOf(call)
      if (!job) return notFound('Job')
      if (!job.finishedAt) return fail(400, 'The job is still running.')
      if (job.kind === 'revert') return fail(400, 'A revert cannot be reverted; run the change again instead.')
      if (job.revertedByJobId) return fail(400, 'This job was reverted already.')
      if (job.records === 'claim') {
        const claimPlan = jobs.claimRevertPlan(job.id)
        if (claimPlan.before.size === 0 || !claimPlan.move) return fail(400, 'This job changed nothing.')
        const lang = langOf(call.request)
        const claimRestore = new Map([...claimPlan.before].map(([id, before]) => [id, moveBack(before, claimPlan.move!, lang)] as const))
        const revert = jobs.start({
          kind: 'revert',
          records: 'claim',
          claimRestore,
          channels: jobs.channelsOf(job.id),
          ids: [...claimPlan.before.keys()],
          changes: null,
          basedOn: claimPlan.basedOn,
          userId: call.claims.sub,
          lang,
          operation: operation('POST', '/jobs/{id}/revert'),
          requestId: requestIdOf(call),
          sourceJobId: job.id,
        })
        jobs.markReverted(job.id, revert.id)
        return ok(revert)
      }
      const plan = jobs.revertPlan(job.id)
      if (plan.restore.size === 0) return fail(400, 'This job changed nothing.')
      const revert = jobs.start({
        kind: 'revert',
        channels: jobs.channelsOf(job.id),
        ids: [...plan.restore.keys()],
        changes: null,
        basedOn: plan.basedOn,
        userId: call.claims.sub,
        lang: langOf(call.request),
        operation: operation('POST', '/jobs/{id}/revert'),
        requestId: requestIdOf(call),
        sourceJobId: job.id,
        restore: plan.restore,
      })
      jobs.markReverted(job.id, revert.id)
      return ok(revert)
    }),
  ]
}

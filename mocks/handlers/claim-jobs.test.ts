// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Claim, ClaimDetail, ClaimPage, DashboardSummary, Job, JobItemPage, JobPreview, JobProgressEvent } from '@/api/generated/channel/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'
import { auditOf } from '../db/audit'
import { jobsOf } from '../db/jobs'

type Envelope<T> = { header: { isSuccess: boolean; message?: string | null }; body: T }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const db = () => client.gateway.db
const search = async (filter: Record<string, unknown>) =>
  (await client.json<Envelope<ClaimPage>>('POST', '/channel-service/claims/search', { index: 0, size: 500, ...filter })).data.body.items
/** The versions the desk's list read gave the client. */
const versionsOf = (claims: readonly Claim[]) => Object.fromEntries(claims.map((c) => [c.id, db().versions.of(c.id).version]))
const detail = async (id: string) => (await client.json<Envelope<ClaimDetail>>('GET', `/channel-service/claims/${id}`)).data.body
const summary = async () => (await client.json<Envelope<DashboardSummary>>('GET', '/channel-service/dashboard/summary')).data.body
const items = async (id: string) =>
  (await client.json<Envelope<JobItemPage>>('POST', `/channel-service/jobs/${id}/items/search`, { index: 0, size: 500 })).data.body.items

async function preview(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await client.call('POST', '/channel-service/claims/jobs/preview', body, headers)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as Envelope<JobPreview>).body
}
async function start(body: Record<string, unknown>) {
  const answer = await client.json<Envelope<Job>>('POST', '/channel-service/claims/jobs', body)
  expect(answer.status, JSON.stringify(answer.data)).toBe(200)
  return answer.data.body
}
const finished = (job: Job) => jobsOf(db()).finished(job.id)

/** Four potential claims of one channel (the last changed by another call after the list was read), a released and an expired one. */
async function mixedSelection() {
  const has = (id: string, status: string, count: number) =>
    db()
      .claims.of(id)
      .filter((c) => c.status === status).length >= count
  const channelId = db().channel.channels.find((c) => has(c.id, 'potential', 4) && has(c.id, 'released', 1) && has(c.id, 'expired', 1))!.id
  const four = (await search({ statuses: ['potential'], channelId, size: 4 })).slice(0, 4)
  const released = (await search({ statuses: ['released'], channelId, size: 1 }))[0]!
  const expired = (await search({ statuses: ['expired'], channelId, size: 1 }))[0]!
  const basedOn = versionsOf([...four, released, expired])
  const stale = four[3]!
  const otherPolicy = db().channel.policies.find((p) => p.cmsId === stale.cmsId && p.id !== stale.policyId)!
  expect((await client.json('POST', `/channel-service/claims/${stale.id}/actions`, { action: 'changePolicy', policyId: otherPolicy.id })).status).toBe(200)
  return { channelId, four, released, expired, stale, basedOn, ids: [...four, released, expired].map((c) => c.id) }
}

describe('claim moves as jobs', () => {
  it('previews without writing: N change, M already so, K refused with the reason per claim (illegal, expired, changed since)', async () => {
    const { ids, basedOn, four, expired, stale, released } = await mixedSelection()
    const versions = ids.map((id) => db().versions.of(id).version)
    const answer = await preview({ action: 'release', ids, basedOn })
    expect(answer).toMatchObject({ changes: 3, unchanged: 1, refused: 2 })
    const byId = new Map(answer.items.map((item) => [item.id, item]))
    expect(byId.get(four[0]!.id)).toMatchObject({ outcome: 'change', fields: [{ field: 'status', before: 'potential', after: 'released' }] })
    expect(byId.get(four[0]!.id)!.title).toContain(four[0]!.videoTitle)
    expect(byId.get(released.id)).toMatchObject({ outcome: 'unchanged', message: null })
    expect(byId.get(expired.id)).toMatchObject({ outcome: 'refused', message: 'Talebin süresi doldu; yalnızca görüntülenebilir.' })
    expect(byId.get(stale.id)).toMatchObject({ outcome: 'refused', message: 'Liste okunduktan sonra Deniz Yılmaz tarafından değiştirildi.' })
    expect(
      ids.map((id) => db().versions.of(id).version),
      'nothing written',
    ).toEqual(versions)
    expect((await detail(four[0]!.id)).status).toBe('potential')

    const english = await preview({ action: 'dispute', reason: 'Licensed.', ids: [released.id] }, { 'Accept-Language': 'en-US' })
    expect(english).toMatchObject({ changes: 0, unchanged: 0, refused: 1, items: [{ message: 'A released claim cannot be disputed.' }] })
  })

  it('starts at once, moves the claims on its own with progress, says per claim what happened and records one event for the job and one per claim', async () => {
    const { ids, basedOn, four, expired, stale, channelId } = await mixedSelection()
    const waitingBefore = (await summary()).copyrightClaimCount
    const progress: JobProgressEvent[] = []
    jobsOf(db()).onProgress((event) => progress.push(event))
    const eventsBefore = auditOf(db()).recorded().length

    const job = await start({ action: 'release', ids, basedOn })
    expect(job).toMatchObject({ kind: 'claimAction', records: 'claim', status: 'queued', total: 6, done: 0, channelId, claimAction: { action: 'release' } })
    expect((await detail(four[0]!.id)).status, 'nothing moved before the answer').toBe('potential')

    expect(await finished(job)).toMatchObject({ status: 'partlyFailed', done: 6, succeeded: 4, failed: 1, skipped: 1 })
    expect(progress.at(-1)).toMatchObject({ id: job.id, status: 'partlyFailed', done: 6 })
    const outcomes = new Map((await items(job.id)).map((item) => [item.id, item]))
    expect(outcomes.get(four[0]!.id)).toMatchObject({ status: 'succeeded' })
    expect(outcomes.get(expired.id)).toMatchObject({ status: 'failed', message: 'Talebin süresi doldu; yalnızca görüntülenebilir.' })
    expect(outcomes.get(stale.id)).toMatchObject({ status: 'skipped', changedBy: { name: 'Deniz Yılmaz' } })
    expect((await detail(four[0]!.id)).history.at(-1)).toMatchObject({ event: 'release', by: 'Deniz Yılmaz', toStatus: 'released' })
    expect((await detail(stale.id)).status, 'a claim changed since is left alone').toBe('potential')
    expect((await summary()).copyrightClaimCount).toBe(waitingBefore - 3)

    const events = auditOf(db()).recorded().slice(eventsBefore)
    const jobEvent = events.find((e) => e.action === 'job')!
    expect(jobEvent).toMatchObject({ recordType: 'claim', itemCount: 6, operation: 'POST /channel-service/claims/jobs' })
    const itemEvents = events.filter((e) => e.jobId === jobEvent.id)
    expect(itemEvents.map((e) => e.recordId).sort()).toEqual(
      four
        .slice(0, 3)
        .map((c) => c.id)
        .sort(),
    )
    expect(itemEvents.every((e) => e.action === 'update' && e.recordType === 'claim')).toBe(true)

    // Retrying runs the failed and skipped claims again on their current versions: the stale one moves now.
    const retry = await client.json<Envelope<Job>>('POST', `/channel-service/jobs/${job.id}/retry`)
    expect(retry.data.body).toMatchObject({ kind: 'claimAction', total: 2, sourceJobId: job.id })
    expect(await finished(retry.data.body)).toMatchObject({ succeeded: 1, failed: 1 })
    expect((await detail(stale.id)).status).toBe('released')
  })

  it('reverts with the legal move back, or fails the claim with why none exists, skipping claims moved since', async () => {
    const active = (await search({ statuses: ['active'], size: 3 })).slice(0, 3)
    const potential = (await search({ statuses: ['potential'], size: 1 }))[0]!
    const selection = [...active, potential]
    const job = await start({ action: 'release', ids: selection.map((c) => c.id), basedOn: versionsOf(selection) })
    expect(await finished(job)).toMatchObject({ succeeded: 4 })
    // Someone reinstates one of them by hand after the job.
    expect((await client.json('POST', `/channel-service/claims/${active[2]!.id}/actions`, { action: 'reinstate', reason: 'Elle.' })).status).toBe(200)

    const revert = await client.call('POST', `/channel-service/jobs/${job.id}/revert`, undefined, { 'Accept-Language': 'en-US' })
    const reverting = ((await revert.json()) as Envelope<Job>).body
    expect(reverting).toMatchObject({ kind: 'revert', records: 'claim', total: 4, sourceJobId: job.id })
    expect(await finished(reverting)).toMatchObject({ succeeded: 2, failed: 1, skipped: 1 })
    const outcomes = new Map((await items(reverting.id)).map((item) => [item.id, item]))
    expect((await detail(active[0]!.id)).status).toBe('active')
    expect((await detail(active[0]!.id)).history.at(-1)).toMatchObject({ event: 'reinstate', reason: 'Revert of a claims job' })
    expect(outcomes.get(potential.id)).toMatchObject({
      status: 'failed',
      message: 'Reinstating makes a released claim active; it was not active before the job, so it stays released.',
    })
    expect(outcomes.get(active[2]!.id)).toMatchObject({ status: 'skipped', changedBy: { name: 'Deniz Yılmaz' } })
    expect((await client.json<Envelope<Job>>('GET', `/channel-service/jobs/${job.id}`)).data.body.revertedByJobId).toBe(reverting.id)

    // A policy change is changed back; a dispute cannot be withdrawn (the reason in Turkish).
    const claim = (await search({ statuses: ['active'], size: 5 }))[4]!
    const policy = db().channel.policies.find((p) => p.cmsId === claim.cmsId && p.id !== claim.policyId)!
    const change = await start({ action: 'changePolicy', policyId: policy.id, ids: [claim.id] })
    await finished(change)
    expect((await detail(claim.id)).policyId).toBe(policy.id)
    const back = (await client.json<Envelope<Job>>('POST', `/channel-service/jobs/${change.id}/revert`)).data.body
    expect(await finished(back)).toMatchObject({ succeeded: 1 })
    expect((await detail(claim.id)).policyId).toBe(claim.policyId)
    const dispute = await start({ action: 'dispute', reason: 'Lisanslı.', ids: [claim.id] })
    await finished(dispute)
    const undo = (await client.json<Envelope<Job>>('POST', `/channel-service/jobs/${dispute.id}/revert`)).data.body
    await finished(undo)
    expect((await items(undo.id))[0]).toMatchObject({ status: 'failed', message: 'Bir itiraz geri çekilemez: talep sahibi yanıtlar.' })
  })

  it('needs claim_write and an Idempotency-Key; a repeated key starts one job', async () => {
    const claim = (await search({ statuses: ['potential'], size: 1 }))[0]!
    const body = { action: 'release', ids: [claim.id] }
    const key = { 'Idempotency-Key': 'claims-job-key-1' }
    const first = (await (await client.call('POST', '/channel-service/claims/jobs', body, key)).json()) as Envelope<Job>
    const again = (await (await client.call('POST', '/channel-service/claims/jobs', body, key)).json()) as Envelope<Job>
    expect(again.body.id).toBe(first.body.id)
    expect(
      jobsOf(db())
        .list(() => true, undefined)
        .filter((j) => j.kind === 'claimAction'),
    ).toHaveLength(1)
    expect((await client.call('POST', '/channel-service/claims/jobs', body, { 'Idempotency-Key': '' })).status).toBe(400)

    grantOnly(db(), 'editor@demo.local', ['claim_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await reader.json('POST', '/channel-service/claims/jobs/preview', body)).status).toBe(403)
    expect((await reader.json('POST', '/channel-service/claims/jobs', body)).status).toBe(403)
    await jobsOf(db()).idle()
  })
})

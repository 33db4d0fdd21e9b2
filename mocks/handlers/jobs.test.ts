// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Job, JobItemPage, JobPage, JobPreview, JobProgressEvent } from '@/api/generated/channel/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'
import { auditOf } from '../db/audit'
import { jobsOf } from '../db/jobs'

type Body<T> = { header: { isSuccess: boolean; message?: string | null }; body: T }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const db = () => client.gateway.db
const channel = () => db().channel.channels[0]!
const videosOf = (count: number) =>
  db()
    .videos.list(channel().id)
    .slice(0, count)
    .map((v) => v.id)
/** What a list read gave the client: each video's current version. */
const versionsOf = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, db().versions.of(id).version]))
/** Another user changes a video's title (a write: a new version naming them). */
function editedByOther(id: string, title: string) {
  db().videos.get(id)!.video = title
  db().versions.bump(id, { id: 'b7a3d1c2-0000-4000-8000-000000000001', name: 'Deniz Aydın' }, ['video'])
}

async function start(ids: string[], changes: object, basedOn?: Record<string, number>) {
  const answer = await client.json<Body<Job>>('POST', '/channel-service/jobs', { channelId: channel().id, ids, changes, ...(basedOn ? { basedOn } : {}) })
  expect(answer.status, JSON.stringify(answer.data)).toBe(200)
  return answer.data.body
}
const items = async (id: string, status?: string[]) =>
  (await client.json<Body<JobItemPage>>('POST', `/channel-service/jobs/${id}/items/search`, { index: 0, size: 500, ...(status ? { status } : {}) })).data.body

describe('bulk jobs', () => {
  it('answers at once with the queued job, works through every item on its own, pushes progress and records one event per changed video', async () => {
    const ids = videosOf(60)
    const progress: JobProgressEvent[] = []
    jobsOf(db()).onProgress((event) => progress.push(event))
    const eventsBefore = auditOf(db()).recorded().length
    const job = await start(ids, { title: { mode: 'append', value: '(arşiv)' } }, versionsOf(ids))
    expect(job).toMatchObject({ status: 'queued', total: 60, done: 0, kind: 'videoUpdate', createdBy: { id: expect.any(String) } })
    expect(db().videos.get(ids[0]!)!.video.endsWith('(arşiv)'), 'nothing is changed before the answer').toBe(false)

    const finished = await jobsOf(db()).finished(job.id)
    expect(finished).toMatchObject({ status: 'succeeded', total: 60, done: 60, succeeded: 60, failed: 0, skipped: 0 })
    for (const id of ids) expect(db().videos.get(id)!.video.endsWith(' (arşiv)')).toBe(true)
    expect(progress.at(-1)).toMatchObject({ id: job.id, status: 'succeeded', done: 60 })
    expect(progress.length).toBeGreaterThanOrEqual(1)
    const read = await client.json<Body<Job>>('GET', `/channel-service/jobs/${job.id}`)
    expect(read.data.body).toMatchObject({ status: 'succeeded', succeeded: 60 })

    const events = auditOf(db()).recorded().slice(eventsBefore)
    const jobEvent = events.find((e) => e.action === 'job')!
    expect(jobEvent).toMatchObject({ recordType: 'video', itemCount: 60, operation: 'POST /channel-service/jobs' })
    const itemEvents = events.filter((e) => e.jobId === jobEvent.id)
    expect(itemEvents).toHaveLength(60)
    expect(itemEvents[0]!.changes.map((c) => c.field)).toContain('video')
  })

  it('skips the videos someone changed after the change was prepared, naming who, and a revert skips those changed since the job', async () => {
    const ids = videosOf(30)
    const prepared = versionsOf(ids)
    const titles = new Map(ids.map((id) => [id, db().videos.get(id)!.video]))
    editedByOther(ids[3]!, 'Deniz’in başlığı')
    const job = await jobsOf(db()).finished((await start(ids, { title: { mode: 'replace', value: 'Toplu başlık' } }, prepared)).id)
    expect(job).toMatchObject({ status: 'partlyFailed', succeeded: 29, skipped: 1 })
    const skipped = await items(job.id, ['skipped'])
    expect(skipped.items).toEqual([
      expect.objectContaining({ id: ids[3], title: 'Deniz’in başlığı', changedBy: expect.objectContaining({ name: 'Deniz Aydın' }) }),
    ])

    // Two of the changed videos are edited again by someone else; the revert leaves them alone.
    editedByOther(ids[5]!, 'Sonradan değişti 1')
    editedByOther(ids[6]!, 'Sonradan değişti 2')
    const revertAnswer = await client.json<Body<Job>>('POST', `/channel-service/jobs/${job.id}/revert`)
    expect(revertAnswer.status).toBe(200)
    const revert = await jobsOf(db()).finished(revertAnswer.data.body.id)
    expect(revert).toMatchObject({ kind: 'revert', sourceJobId: job.id, total: 29, succeeded: 27, skipped: 2 })
    for (const id of ids) {
      if (id === ids[3]) expect(db().videos.get(id)!.video).toBe('Deniz’in başlığı')
      else if (id === ids[5]) expect(db().videos.get(id)!.video).toBe('Sonradan değişti 1')
      else if (id === ids[6]) expect(db().videos.get(id)!.video).toBe('Sonradan değişti 2')
      else expect(db().videos.get(id)!.video).toBe(titles.get(id))
    }
    const reverted = await client.json<Body<Job>>('GET', `/channel-service/jobs/${job.id}`)
    expect(reverted.data.body.revertedByJobId).toBe(revert.id)
    const again = await client.json<Body<null>>('POST', `/channel-service/jobs/${job.id}/revert`)
    expect(again.status).toBe(400)
  })

  it('previews without writing, lists refusals with reasons, and retries the failed items as a new job', async () => {
    const ids = videosOf(5)
    const long = 'x'.repeat(95)
    db().videos.get(ids[0]!)!.video = 'Kısa'
    const before = ids.map((id) => db().videos.get(id)!.video)
    const preview = await client.json<Body<JobPreview>>('POST', '/channel-service/videos/bulk-update/preview', {
      channelId: channel().id,
      ids,
      changes: { title: { mode: 'append', value: long } },
    })
    expect(preview.status).toBe(200)
    const refused = before.filter((title) => `${title} ${long}`.length > 100).length
    expect(preview.data.body).toMatchObject({ changes: 5 - refused, refused, unchanged: 0 })
    expect(preview.data.body.items[0]).toMatchObject({ id: ids[0], outcome: 'change', fields: [{ field: 'video', before: 'Kısa', after: `Kısa ${long}` }] })
    expect(
      ids.map((id) => db().videos.get(id)!.video),
      'a preview writes nothing',
    ).toEqual(before)

    const job = await jobsOf(db()).finished((await start(ids, { title: { mode: 'append', value: long } })).id)
    expect(job.failed).toBe(refused)
    const failed = await items(job.id, ['failed'])
    expect(failed.items.every((item) => item.message === 'Başlık 100 karakteri aşıyor.')).toBe(true)
    // The titles are shortened meanwhile; the retry runs only the failed ones, and they now pass.
    for (const item of failed.items) db().videos.get(item.id)!.video = 'K'
    const retry = await client.json<Body<Job>>('POST', `/channel-service/jobs/${job.id}/retry`)
    expect(retry.data.body).toMatchObject({ total: refused, sourceJobId: job.id })
    expect(await jobsOf(db()).finished(retry.data.body.id)).toMatchObject({ succeeded: refused, failed: 0 })
  })

  it('shows a job only to who started it and to holders of audit_read', async () => {
    const job = await start(videosOf(2), { madeForKids: false })
    await jobsOf(db()).finished(job.id)
    const other = testClient(client.gateway)
    grantOnly(db(), 'editor@demo.local', ['video_read', 'video_write'])
    await other.login('editor@demo.local')
    expect((await other.json('GET', `/channel-service/jobs/${job.id}`)).status).toBe(404)
    const list = await other.json<Body<JobPage>>('POST', '/channel-service/jobs/search', { index: 0, size: 100 })
    expect(list.data.body.items.map((j) => j.id)).not.toContain(job.id)
    const mine = await client.json<Body<JobPage>>('POST', '/channel-service/jobs/search', { index: 0, size: 100 })
    expect(mine.data.body.items[0]!.id).toBe(job.id)
  })

  it('narrows the jobs to who started them (createdById)', async () => {
    const job = await start(videosOf(2), { madeForKids: false })
    await jobsOf(db()).finished(job.id)
    const admin = job.createdBy.id
    const byAdmin = await client.json<Body<JobPage>>('POST', '/channel-service/jobs/search', { index: 0, size: 100, createdById: admin })
    expect(byAdmin.data.body.items.map((j) => j.id)).toEqual([job.id])
    const byOther = await client.json<Body<JobPage>>('POST', '/channel-service/jobs/search', { index: 0, size: 100, createdById: crypto.randomUUID() })
    expect(byOther.data.body).toEqual({ items: [], totalCount: 0 })
  })
})

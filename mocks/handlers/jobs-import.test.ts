// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Job, JobItemPage, JobPreview } from '@/api/generated/channel/model'
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
const otherChannel = () => db().channel.channels[1]!
/** Draft videos of the channel (a row may schedule them). */
const draftsOf = (count: number) =>
  db()
    .videos.list(channel().id)
    .filter((video) => video.status === 'draft')
    .slice(0, count)
const future = () => new Date(db().clock.now() + 7 * 24 * 3600_000).toISOString()

function editedByOther(id: string, title: string) {
  db().videos.get(id)!.video = title
  db().versions.bump(id, { id: 'b7a3d1c2-0000-4000-8000-000000000001', name: 'Deniz Aydın' }, ['video'])
}

const preview = (rows: object[]) => client.json<Body<JobPreview>>('POST', '/channel-service/videos/import/preview', { channelId: channel().id, rows })
async function start(rows: object[]) {
  const answer = await client.json<Body<Job>>('POST', '/channel-service/jobs/video-import', { channelId: channel().id, rows })
  expect(answer.status, JSON.stringify(answer.data)).toBe(200)
  return answer.data.body
}
const items = async (id: string, status?: string[]) =>
  (await client.json<Body<JobItemPage>>('POST', `/channel-service/jobs/${id}/items/search`, { index: 0, size: 500, ...(status ? { status } : {}) })).data.body

describe('video import jobs', () => {
  it('previews each row: changes, already so, and refusals with the reason and the row number, writing nothing', async () => {
    const [a, b, c, d] = draftsOf(4)
    const foreign = db().videos.list(otherChannel().id)[0]!
    const versionOfD = db().versions.of(d!.id).version
    editedByOther(d!.id, 'Deniz’in başlığı')
    const before = [a, b, c, d].map((video) => video!.video)
    const rows = [
      { id: a!.id, title: 'Yeni başlık', tags: ['içe', 'aktarım'], scheduledAt: future() },
      { id: b!.id, title: b!.video },
      { id: crypto.randomUUID(), title: 'Kimsenin videosu' },
      { id: foreign.id, title: 'Başka kanal' },
      { id: c!.id, categoryId: 'no-such-category' },
      { id: d!.id, title: 'Eski sürüme göre', version: versionOfD },
      { id: draftsOf(5)[4]!.id, scheduledAt: new Date(db().clock.now() - 3600_000).toISOString() },
    ]
    const answer = await preview(rows)
    expect(answer.status, JSON.stringify(answer.data)).toBe(200)
    expect(answer.data.body).toMatchObject({ changes: 1, unchanged: 1, refused: 5 })
    const byRow = new Map(answer.data.body.items.map((item) => [item.row, item]))
    expect(
      answer.data.body.items.slice(0, 5).every((item) => item.outcome === 'refused'),
      'the refused rows come first',
    ).toBe(true)
    expect(byRow.get(3)).toMatchObject({ outcome: 'refused', message: 'Video bulunamadı.' })
    expect(byRow.get(4)).toMatchObject({ outcome: 'refused', message: 'Video bu kanala ait değil.' })
    expect(byRow.get(5)).toMatchObject({ outcome: 'refused', message: 'Kategori bulunamadı.' })
    expect(byRow.get(6)).toMatchObject({ outcome: 'refused', message: 'Deniz Aydın, bu dosya hazırlandıktan sonra videoyu değiştirdi.' })
    expect(byRow.get(7)).toMatchObject({ outcome: 'refused', message: 'Yayın zamanı gelecekte olmalı.' })
    expect(byRow.get(2)).toMatchObject({ outcome: 'unchanged', fields: [] })
    expect(
      byRow
        .get(1)!
        .fields.map((field) => field.field)
        .sort(),
    ).toEqual(['publishedAt', 'status', 'tags', 'video', ...(a!.privacyStatus === 'private' ? [] : ['privacyStatus'])].sort())
    expect(byRow.get(1)!.fields.find((field) => field.field === 'video')).toMatchObject({ before: before[0], after: 'Yeni başlık' })
    expect(
      [a, b, c, d].map((video) => db().videos.get(video!.id)!.video),
      'a preview writes nothing',
    ).toEqual(before)
  })

  it('answers 400 for a video named by two rows, for more rows than the contract allows, and refuses a caller without video_write', async () => {
    const [a] = draftsOf(1)
    const twice = await preview([
      { id: a!.id, title: 'Bir' },
      { id: a!.id, title: 'İki' },
    ])
    expect(twice.status).toBe(400)
    expect(twice.data.header.message).toBe('2. satır, önceki bir satırın adını verdiği videoyu yeniden veriyor.')
    const tooMany = Array.from({ length: 5001 }, () => ({ id: crypto.randomUUID(), title: 'x' }))
    expect((await preview(tooMany)).status).toBe(400)
    const reader = testClient(client.gateway)
    grantOnly(db(), 'editor@demo.local', ['video_read'])
    await reader.login('editor@demo.local')
    const refused = await reader.json('POST', '/channel-service/jobs/video-import', { channelId: channel().id, rows: [{ id: a!.id, title: 'x' }] })
    expect(refused.status).toBe(403)
  })

  it('runs each row as an item: one audit event for the job and one per changed video, failures with reasons, skips with who; retry and revert', async () => {
    const videos = draftsOf(12)
    const titles = new Map(videos.map((video) => [video.id, video.video]))
    const stale = videos[11]!
    const staleVersion = db().versions.of(stale.id).version
    editedByOther(stale.id, 'Deniz’in başlığı')
    const rows = [
      ...videos.slice(0, 10).map((video, index) => ({ id: video.id, title: `İçe aktarılan ${index + 1}`, description: '' })),
      { id: videos[10]!.id, categoryId: 'no-such-category' },
      { id: stale.id, title: 'Eski sürüme göre', version: staleVersion },
    ]
    const eventsBefore = auditOf(db()).recorded().length
    const queued = await start(rows)
    expect(queued).toMatchObject({ kind: 'videoImport', status: 'queued', total: 12, changes: null })
    const job = await jobsOf(db()).finished(queued.id)
    expect(job).toMatchObject({ status: 'partlyFailed', succeeded: 10, failed: 1, skipped: 1 })
    videos.slice(0, 10).forEach((video, index) => expect(db().videos.get(video.id)).toMatchObject({ video: `İçe aktarılan ${index + 1}`, description: null }))
    expect(db().videos.get(stale.id)!.video).toBe('Deniz’in başlığı')
    expect((await items(job.id, ['failed'])).items).toEqual([expect.objectContaining({ id: videos[10]!.id, message: 'Kategori bulunamadı.' })])
    expect((await items(job.id, ['skipped'])).items).toEqual([
      expect.objectContaining({ id: stale.id, changedBy: expect.objectContaining({ name: 'Deniz Aydın' }) }),
    ])

    const events = auditOf(db()).recorded().slice(eventsBefore)
    const jobEvent = events.find((event) => event.action === 'job')!
    expect(jobEvent).toMatchObject({ recordType: 'video', itemCount: 12, operation: 'POST /channel-service/jobs/video-import' })
    expect(events.filter((event) => event.jobId === jobEvent.id)).toHaveLength(10)

    // Retry: the failed row and the skipped one run again on the videos as they are now (the category is still unknown).
    const retry = await client.json<Body<Job>>('POST', `/channel-service/jobs/${job.id}/retry`)
    expect(retry.data.body).toMatchObject({ kind: 'videoImport', total: 2, sourceJobId: job.id })
    expect(await jobsOf(db()).finished(retry.data.body.id)).toMatchObject({ succeeded: 1, failed: 1, skipped: 0 })
    expect(db().videos.get(stale.id)!.video).toBe('Eski sürüme göre')

    // Revert: the ten titles come back, except the one someone changed since the import.
    editedByOther(videos[0]!.id, 'Sonradan değişti')
    const revertAnswer = await client.json<Body<Job>>('POST', `/channel-service/jobs/${job.id}/revert`)
    expect(revertAnswer.status).toBe(200)
    const revert = await jobsOf(db()).finished(revertAnswer.data.body.id)
    expect(revert).toMatchObject({ kind: 'revert', total: 10, succeeded: 9, skipped: 1 })
    for (const video of videos.slice(1, 10)) expect(db().videos.get(video.id)!.video).toBe(titles.get(video.id))
    expect(db().videos.get(videos[0]!.id)!.video).toBe('Sonradan değişti')
  })

  it('schedules a video: private until its time, status scheduled, and refuses a public visibility with a time', async () => {
    const [a, b] = draftsOf(2)
    const at = future()
    const job = await jobsOf(db()).finished(
      (
        await start([
          { id: a!.id, scheduledAt: at },
          { id: b!.id, scheduledAt: at, privacyStatus: 'public' },
        ])
      ).id,
    )
    expect(job).toMatchObject({ succeeded: 1, failed: 1 })
    expect(db().videos.get(a!.id)).toMatchObject({ status: 'scheduled', privacyStatus: 'private', publishedAt: at })
    expect((await items(job.id, ['failed'])).items[0]!.message).toBe('Zamanlanan video, zamanı gelene kadar özel kalır; görünürlüğü “özel” olmalı.')
  })
})

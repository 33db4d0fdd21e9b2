// @vitest-environment node
import '../lib/node-storage'
import { describe, expect, it } from 'vitest'
import type { CaptionTrack, CaptionTrackList, ContentCreated } from '@/api/generated/channel/model'
import { accountOf, grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'
import { auditOf } from '../db/audit'
import { visibleChannels } from '../db/channel-access'

type Body<T> = { header: { isSuccess: boolean; message?: string | null }; body: T }
const TUS = { 'Tus-Resumable': '1.0.0' }

async function signedIn(email = 'admin@demo.local') {
  const client = testClient()
  await client.login(email)
  const db = client.gateway.db
  // The first channel's newest video has a published English and a draft German track, timed against its current file.
  const video = db.videos.list(db.channel.channels[0]!.id)[0]!
  return { client, db, video }
}

const tracks = async (client: TestClient, videoId: string) =>
  (await client.json<Body<CaptionTrackList>>('GET', `/channel-service/videos/${videoId}/captions`)).data.body.tracks

async function sendFile(client: TestClient, contentId: string, length: number) {
  const opened = await client.call('POST', `/channel-service/contents/${contentId}/uploads`, undefined, {
    ...TUS,
    'Upload-Length': String(length),
    'Upload-Metadata': `filename ${btoa('yeni-kurgu.mp4')},filetype ${btoa('video/mp4')}`,
  })
  expect(opened.status).toBe(201)
  const location = opened.headers.get('location')!
  return {
    location,
    patch: (offset: number, bytes: number) =>
      client.call('PATCH', location, new Uint8Array(bytes), { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
  }
}

describe('replacing a video file (PUT /videos/{id}/file)', () => {
  it("keeps the video as it is until the new file's last byte arrives, then marks every caption track needs update", async () => {
    const { client, db, video } = await signedIn()
    const replaced = await client.json<Body<ContentCreated>>('PUT', `/channel-service/videos/${video.id}/file`, { fileName: 'yeni-kurgu.mp4' })
    expect(replaced.status).toBe(200)
    expect(replaced.data.body).toMatchObject({ videoUid: video.id, videoId: video.videoId })

    const upload = await sendFile(client, replaced.data.body.id, 10)
    expect((await upload.patch(0, 6)).status).toBe(204)
    // Halfway: the old file still plays, the tracks still fit it.
    expect(db.videos.get(video.id)).toMatchObject({ uploadStatus: 'uploaded' })
    expect((await tracks(client, video.id)).map((t) => t.needsUpdate)).toEqual([false, false])

    expect((await upload.patch(6, 4)).status).toBe(204)
    expect(db.videos.get(video.id)).toMatchObject({ uploadStatus: 'processing', fileName: 'yeni-kurgu.mp4' })
    const after = await tracks(client, video.id)
    expect(after.map((t) => [t.languageCode, t.needsUpdate])).toEqual([
      ['en', true],
      ['de', true],
    ])
    // The audit trail has the content creation of the replacement.
    expect(
      auditOf(db)
        .recorded()
        .some((e) => e.recordType === 'content' && e.recordId === replaced.data.body.id && e.action === 'create'),
    ).toBe(true)

    // Publishing the German draft, and the published English track again, confirms them against the new file.
    const [en, de] = after as [CaptionTrack, CaptionTrack]
    const published = await client.json<Body<CaptionTrack>>('POST', `/channel-service/captions/${de.id}/publish`)
    expect(published.data.body).toMatchObject({ status: 'published', needsUpdate: false })
    const again = await client.json<Body<CaptionTrack>>('POST', `/channel-service/captions/${en.id}/publish`)
    expect(again.data.body).toMatchObject({ status: 'published', needsUpdate: false })
    // Once it fits the file, publishing a published track again is refused as before.
    expect((await client.call('POST', `/channel-service/captions/${en.id}/publish`)).status).toBe(400)
  })

  it('a cancelled replacement leaves the video and its tracks as they were; the content is gone', async () => {
    const { client, db, video } = await signedIn()
    const before = { ...db.videos.get(video.id)! }
    const replaced = await client.json<Body<ContentCreated>>('PUT', `/channel-service/videos/${video.id}/file`, { fileName: 'yeni.mp4' })
    const upload = await sendFile(client, replaced.data.body.id, 10)
    await upload.patch(0, 4)
    expect((await client.call('DELETE', upload.location, undefined, TUS)).status).toBe(204)
    expect(db.videos.get(video.id)).toEqual(before)
    expect((await tracks(client, video.id)).map((t) => t.needsUpdate)).toEqual([false, false])
    expect((await client.call('GET', `/channel-service/contents/${replaced.data.body.id}`)).status).toBe(404)
  })

  it('refuses a video whose file is still arriving (409), an unknown video (404), and a caller without content_create (403)', async () => {
    const { client, db, video } = await signedIn()
    const processing = db.videos.list(db.channel.channels[0]!.id)[1]!
    processing.uploadStatus = 'processing'
    expect((await client.call('PUT', `/channel-service/videos/${processing.id}/file`, { fileName: 'a.mp4' })).status).toBe(409)
    expect((await client.call('PUT', `/channel-service/videos/${video.id}/file`, { fileName: 'a.mp4' })).status).toBe(200)
    expect((await client.call('PUT', `/channel-service/videos/${crypto.randomUUID()}/file`, { fileName: 'a.mp4' })).status).toBe(404)

    // The editor may change videos of their own channel, but may not upload (content_create): the upload would be refused.
    const editor = await signedIn('editor@demo.local')
    grantOnly(editor.db, 'editor@demo.local', ['video_read', 'video_write', 'channel_read'])
    const channel = visibleChannels(editor.db, accountOf(editor.db, 'editor@demo.local').id)[0]!
    const own = editor.db.videos.list(channel.id).find((v) => v.uploadStatus === 'uploaded')!
    const refused = await editor.client.json('PUT', `/channel-service/videos/${own.id}/file`, { fileName: 'a.mp4' })
    expect([refused.status, refused.data.header.message]).toEqual([403, 'Bunun için content_create yetkisi gerekiyor.'])
  })

  it('without If-Match is a 428, with a stale version a 412', async () => {
    const { client, video } = await signedIn()
    const bare = await client.call('PUT', `/channel-service/videos/${video.id}/file`, { fileName: 'a.mp4' }, { 'If-Match': '' })
    expect(bare.status).toBe(428)
    const stale = await client.call('PUT', `/channel-service/videos/${video.id}/file`, { fileName: 'a.mp4' }, { 'If-Match': '"999"' })
    expect(stale.status).toBe(412)
  })
})

// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CaptionFile, CaptionTrack, CaptionTrackDetail, CaptionTrackList, CaptionTrackStatusChangedEvent } from '@/api/generated/channel/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'
import { visibleChannels } from '../db/channel-access'

type Body<T> = { header: { isSuccess: boolean; message?: string | null }; body: T }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const firstVideo = () => client.gateway.db.videos.list(client.gateway.db.channel.channels[0]!.id)[0]!
const processed = () => new Promise<CaptionTrackStatusChangedEvent>((resolve) => client.gateway.db.captions.onStatusChanged(resolve))
const SRT = '1\r\n00:00:01,000 --> 00:00:03,000\r\nMerhaba dünya\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,500\r\nİkinci satır\r\n'

async function upload(videoId: string, content = SRT, languageCode = 'tr') {
  return client.json<Body<CaptionTrack>>('POST', `/channel-service/videos/${videoId}/captions`, {
    languageCode,
    kind: 'subtitles',
    name: 'Türkçe',
    format: 'srt',
    content,
  })
}

describe('caption tracks', () => {
  it("lists a video's seeded tracks with its playable clip and length, and marks the track of a replaced file", async () => {
    const db = client.gateway.db
    const [first, , third] = db.videos.list(db.channel.channels[0]!.id)
    const list = await client.json<Body<CaptionTrackList>>('GET', `/channel-service/videos/${first!.id}/captions`)
    expect(list.data.body.video).toEqual({ fileUrl: expect.stringMatching(/\/mock-media\/caption-sample\.mp4$/), durationSeconds: 12 })
    expect(list.data.body.tracks.map((t) => [t.languageCode, t.status, t.needsUpdate])).toEqual([
      ['en', 'published', false],
      ['de', 'draft', false],
    ])
    const replaced = await client.json<Body<CaptionTrackList>>('GET', `/channel-service/videos/${third!.id}/captions`)
    expect(replaced.data.body.tracks.map((t) => t.needsUpdate)).toEqual([true])
  })

  it('processes an upload to a draft, pushes the change over the hub, edits, publishes and downloads what was published', async () => {
    const video = firstVideo()
    const done = processed()
    const created = await upload(video.id)
    expect(created.data.body).toMatchObject({ status: 'processing', source: 'uploaded', languageCode: 'tr', updatedBy: 'Deniz Yılmaz' })
    expect(await done).toMatchObject({ id: created.data.body.id, status: 'draft', failureReason: null })

    const id = created.data.body.id
    const detail = await client.json<Body<CaptionTrackDetail>>('GET', `/channel-service/captions/${id}`)
    expect(detail.data.body.cues).toEqual([
      { start: 1, end: 3, text: 'Merhaba dünya' },
      { start: 4, end: 6.5, text: 'İkinci satır' },
    ])
    const cues = [detail.data.body.cues[0]!, { start: 4.2, end: 6.5, text: 'İkinci, düzeltilmiş' }]
    const saved = await client.json<Body<CaptionTrack>>('PUT', `/channel-service/captions/${id}/cues`, { cues })
    expect(saved.data.body).toMatchObject({ source: 'edited', status: 'draft', cueCount: 2 })
    expect((await client.json<Body<CaptionTrack>>('POST', `/channel-service/captions/${id}/publish`)).data.body.status).toBe('published')

    const srt = await client.json<Body<CaptionFile>>('GET', `/channel-service/captions/${id}/file?format=srt`)
    expect(srt.data.body.content).toBe('1\n00:00:01,000 --> 00:00:03,000\nMerhaba dünya\n\n2\n00:00:04,200 --> 00:00:06,500\nİkinci, düzeltilmiş\n')
    expect(srt.data.body.fileName).toMatch(/\.tr\.srt$/)
    const vtt = await client.json<Body<CaptionFile>>('GET', `/channel-service/captions/${id}/file?format=vtt`)
    expect(vtt.data.body.content.startsWith('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nMerhaba dünya')).toBe(true)

    expect((await client.json<Body<CaptionTrack>>('POST', `/channel-service/captions/${id}/unpublish`)).data.body.status).toBe('draft')
    expect((await client.json('DELETE', `/channel-service/captions/${id}`)).status).toBe(200)
    expect((await client.json('GET', `/channel-service/captions/${id}`)).status).toBe(404)
  })

  it('fails the processing of a file with a timing error, with the line as the reason, and refuses to publish it', async () => {
    const done = processed()
    const created = await upload(firstVideo().id, '1\n00:00:01,000 --> 00:00:03,000\nBir\n\n2\n00:00:02,000 --> 00:00:04,000\nİki\n')
    expect(await done).toMatchObject({ status: 'failed', failureReason: 'Line 6: a cue overlaps the one before it.' })
    const publish = await client.json('POST', `/channel-service/captions/${created.data.body.id}/publish`)
    expect(publish.status).toBe(400)
  })

  it('refuses cues that overlap, end after the video or are empty, a second track of the same kind and language, and a bad format', async () => {
    const video = firstVideo()
    const track = client.gateway.db.captions.ofVideo(video.id)[0]!
    const put = (cues: unknown) => client.json('PUT', `/channel-service/captions/${track.id}/cues`, { cues })
    const overlap = await put([
      { start: 1, end: 3, text: 'a' },
      { start: 2, end: 4, text: 'b' },
    ])
    expect(overlap.status).toBe(400)
    expect(overlap.data.header.message).toBe('2. altyazı (00:00:02.000) öncekiyle çakışıyor.')
    expect((await put([{ start: 10, end: 13, text: 'late' }])).status).toBe(400)
    expect((await put([{ start: 1, end: 2, text: '' }])).status).toBe(400)
    expect((await upload(video.id, SRT, 'EN')).status).toBe(400)
    expect((await client.json('GET', `/channel-service/captions/${track.id}/file?format=ass`)).status).toBe(400)
  })

  it('lets video_read read and refuses changes without video_write; a channel the user is not assigned to is refused', async () => {
    const db = client.gateway.db
    grantOnly(db, 'editor@demo.local', ['video_read'])
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    const user = db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const mine = visibleChannels(db, user.id)[0]!
    const video = db.videos.list(mine.id)[0]!
    expect((await editor.json('GET', `/channel-service/videos/${video.id}/captions`)).status).toBe(200)
    const refused = await editor.json('POST', `/channel-service/videos/${video.id}/captions`, {
      languageCode: 'en',
      kind: 'subtitles',
      name: 'E',
      format: 'srt',
      content: SRT,
    })
    expect(refused.status).toBe(403)
    const other = db.channel.channels.find((c) => !visibleChannels(db, user.id).some((v) => v.id === c.id))!
    const otherVideo = db.videos.list(other.id)[0]!
    const hidden = await upload(otherVideo.id)
    expect((await editor.json('GET', `/channel-service/videos/${otherVideo.id}/captions`)).status).toBe(403)
    expect((await editor.json('GET', `/channel-service/captions/${hidden.data.body.id}`)).status).toBe(403)
  })

  it("the videos search shows each row's published subtitle languages and keeps only the videos with none in a language", async () => {
    const db = client.gateway.db
    const channelId = db.channel.channels[0]!.id
    const [first, second] = db.videos.list(channelId)
    type Row = { id: string; subtitleLanguages?: string[] }
    const search = (filters: object) =>
      client.json<Body<{ items: Row[]; totalCount: number }>>('POST', '/channel-service/videos/search', { index: 0, size: 500, channelId, ...filters })
    const all = await search({})
    const languagesOf = (rows: Row[], id: string) => rows.find((r) => r.id === id)?.subtitleLanguages
    // The first video's German track is a draft: only English counts.
    expect(languagesOf(all.data.body.items, first!.id)).toEqual(['en'])
    expect(languagesOf(all.data.body.items, second!.id)).toEqual(['en'])
    const withoutEnglish = await search({ withoutSubtitlesIn: 'en' })
    expect(withoutEnglish.data.body.totalCount).toBe(all.data.body.totalCount - 3)
    expect(withoutEnglish.data.body.items.some((r) => r.id === first!.id)).toBe(false)
    const withoutGerman = await search({ withoutSubtitlesIn: 'de' })
    expect(withoutGerman.data.body.totalCount).toBe(all.data.body.totalCount)
    expect((await search({ withoutSubtitlesIn: 'not a language' })).status).toBe(400)
  })
})

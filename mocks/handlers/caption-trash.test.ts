// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CaptionTrackDetail, CaptionTrackList, TrashedCaptionTrack } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'
import { visibleChannels } from '../db/channel-access'

// Deleting a caption track moves it to the caption tracks' Trash whole; restoreCaptionTracks
// (the Undo) brings it back with the same id (docs/decisions.md, "Trash and Undo").
type Body<T> = { header: { message?: string | null }; body: T }
type Page<T> = { body: { items: T[]; totalCount: number } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const firstVideo = () => client.gateway.db.videos.list(client.gateway.db.channel.channels[0]!.id)[0]!
const tracks = async (videoId: string) => (await client.json<Body<CaptionTrackList>>('GET', `/channel-service/videos/${videoId}/captions`)).data.body.tracks
const detail = (id: string) => client.json<Body<CaptionTrackDetail>>('GET', `/channel-service/captions/${id}`)
const restore = (ids: string[], as = client) => as.json<Body<null>>('POST', '/channel-service/captions/trash/restore', { ids })
const purge = (ids: string[], as = client) => as.json<Body<null>>('DELETE', '/channel-service/captions/trash/bulk', { ids })
const search = (body: Record<string, unknown>, as = client) =>
  as.json<Page<TrashedCaptionTrack>>('POST', '/channel-service/captions/trash/search', { index: 0, size: 10, ...body })
const remove = (id: string) => client.json('DELETE', `/channel-service/captions/${id}`)
/** A French closed-caption track uploaded to a video of the channel, then deleted. */
async function trashedUpload(channelId: string, name = 'Français') {
  const video = client.gateway.db.videos.list(channelId)[0]!
  const created = await client.json<Body<{ id: string }>>('POST', `/channel-service/videos/${video.id}/captions`, {
    languageCode: 'fr',
    kind: 'closedCaptions',
    name,
    format: 'srt',
    content: '1\n00:00:01,000 --> 00:00:02,000\nSalut\n',
  })
  await remove(created.data.body.id)
  return created.data.body.id
}
const actions = async (id: string) =>
  (
    await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'captionTrack', recordId: id, index: 0, size: 10 })
  ).data.body.items.map((e) => e.action)

describe('the caption tracks’ Trash', () => {
  it('deletes a track into the Trash and restores it whole with the same id (cues, status), recording trash and restore', async () => {
    const video = firstVideo()
    const english = (await tracks(video.id)).find((t) => t.languageCode === 'en')!
    const before = (await detail(english.id)).data.body
    expect(before.status).toBe('published')
    expect((await client.json('DELETE', `/channel-service/captions/${english.id}`)).status).toBe(200)
    expect((await tracks(video.id)).map((t) => t.id)).not.toContain(english.id)
    expect((await detail(english.id)).status).toBe(404)

    expect((await restore([english.id])).status).toBe(200)
    const after = (await detail(english.id)).data.body
    expect(after).toMatchObject({ id: english.id, languageCode: 'en', kind: before.kind, name: before.name, status: 'published' })
    expect(after.cues).toEqual(before.cues)
    expect((await tracks(video.id)).map((t) => t.id)).toContain(english.id)
    expect(await actions(english.id)).toEqual(expect.arrayContaining(['trash', 'restore']))
    // Restored already: not in the Trash any more.
    expect((await restore([english.id])).status).toBe(404)
  })

  it('refuses a whole restore or purge naming an id that is not in the Trash (404), and purges for good', async () => {
    const video = firstVideo()
    const [english, german] = await tracks(video.id).then((all) => [all.find((t) => t.languageCode === 'en')!, all.find((t) => t.languageCode === 'de')!])
    await client.json('DELETE', `/channel-service/captions/${english!.id}`)
    const refused = await restore([english!.id, german!.id])
    expect(refused.status).toBe(404)
    expect(refused.data.header.message).toBeTruthy()
    expect((await detail(english!.id)).status).toBe(404) // nothing came back
    expect((await purge([english!.id, crypto.randomUUID()])).status).toBe(404)

    expect((await purge([english!.id])).status).toBe(200)
    expect((await restore([english!.id])).status).toBe(404)
    expect(await actions(english!.id)).toEqual(expect.arrayContaining(['trash', 'delete']))
  })

  it('refuses a restore when the video has a track of that language and kind again (400)', async () => {
    const video = firstVideo()
    const english = (await tracks(video.id)).find((t) => t.languageCode === 'en')!
    await client.json('DELETE', `/channel-service/captions/${english.id}`)
    const again = await client.json('POST', `/channel-service/videos/${video.id}/captions`, {
      languageCode: 'en',
      kind: english.kind,
      name: 'English again',
      format: 'srt',
      content: '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
    })
    expect(again.status).toBe(200)
    expect((await restore([english.id])).status).toBe(400)
  })

  it('asks the write permission in the track’s channel to restore or purge; keeps a track 30 days', async () => {
    const db = client.gateway.db
    const user = db.identity.users.find((u) => u.email === 'editor@demo.local')!
    grantOnly(db, 'editor@demo.local', ['video_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    const mine = visibleChannels(db, user.id)[0]!
    const other = db.channel.channels.find((c) => !visibleChannels(db, user.id).some((v) => v.id === c.id))!
    const upload = async (channelId: string) => {
      const video = db.videos.list(channelId)[0]!
      const created = await client.json<Body<{ id: string }>>('POST', `/channel-service/videos/${video.id}/captions`, {
        languageCode: 'fr',
        kind: 'closedCaptions',
        name: 'Français',
        format: 'srt',
        content: '1\n00:00:01,000 --> 00:00:02,000\nSalut\n',
      })
      await client.json('DELETE', `/channel-service/captions/${created.data.body.id}`)
      return created.data.body.id
    }
    const ownTrack = await upload(mine.id)
    const otherTrack = await upload(other.id)
    // Reading is not enough to restore or purge.
    expect((await restore([ownTrack], reader)).status).toBe(403)
    expect((await purge([ownTrack], reader)).status).toBe(403)
    grantOnly(db, 'editor@demo.local', ['video_read', 'video_write'])
    // A track of a channel the user is not assigned to is refused; the whole call with it.
    expect((await restore([ownTrack, otherTrack], reader)).status).toBe(403)
    expect((await restore([ownTrack], reader)).status).toBe(200)

    db.clock.advance(30 * DAY)
    expect((await restore([otherTrack])).status).toBe(404)
  })
})

describe('searching the caption tracks’ Trash', () => {
  it('lists the channel’s deleted tracks newest first with the video, the track, who and when; searches and pages', async () => {
    const db = client.gateway.db
    const channelId = db.channel.channels[0]!.id
    const [first, second] = db.videos.list(channelId)
    const german = db.captions.ofVideo(first!.id).find((t) => t.languageCode === 'de')!
    const english = db.captions.ofVideo(second!.id).find((t) => t.languageCode === 'en')!
    await remove(german.id)
    db.clock.advance(60_000)
    await remove(english.id)
    const elsewhere = await trashedUpload(db.channel.channels[1]!.id)

    const all = await search({ channelId })
    expect(all.status).toBe(200)
    expect(all.data.body.totalCount).toBe(2)
    const [newest, older] = all.data.body.items
    expect(newest).toMatchObject({ id: english.id, videoId: second!.id, videoTitle: second!.video, languageCode: 'en', kind: 'subtitles', name: english.name })
    expect(newest!.deletedBy.name).toBeTruthy()
    expect(Date.parse(newest!.purgeAt) - Date.parse(newest!.deletedAt)).toBe(30 * DAY)
    expect(older).toMatchObject({ id: german.id, videoTitle: first!.video, languageCode: 'de', status: 'draft', cueCount: german.cues.length })
    expect(all.data.body.items.map((t) => t.id)).not.toContain(elsewhere)
    expect(older).not.toHaveProperty('cues')

    // Paging and the search (the track's name, its language, the video's title).
    const paged = await search({ channelId, size: 1, index: 1 })
    expect(paged.data.body).toMatchObject({ totalCount: 2, items: [{ id: german.id }] })
    expect((await search({ channelId, search: 'deutsch' })).data.body.items.map((t) => t.id)).toEqual([german.id])
    expect((await search({ channelId, search: second!.video })).data.body.items.map((t) => t.id)).toContain(english.id)
    expect((await search({ channelId, search: 'no such track' })).data.body).toEqual({ items: [], totalCount: 0 })
    // A channel is required (the Trash is a channel's).
    expect((await client.json('POST', '/channel-service/captions/trash/search', { index: 0, size: 10 })).status).toBe(400)

    // A track whose video went to the videos Trash still names it.
    expect((await client.json('DELETE', '/channel-service/videos/bulk', { ids: [first!.id] })).status).toBe(200)
    expect(db.videos.get(first!.id)).toBeUndefined()
    expect((await search({ channelId, search: 'deutsch' })).data.body.items[0]!.videoTitle).toBe(first!.video)
  })

  it('shows a user the Trash of their own channels only, with the read permission', async () => {
    const db = client.gateway.db
    const user = db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const mine = visibleChannels(db, user.id)[0]!
    const other = db.channel.channels.find((c) => !visibleChannels(db, user.id).some((v) => v.id === c.id))!
    const ownTrack = await trashedUpload(mine.id)
    await trashedUpload(other.id)
    grantOnly(db, 'editor@demo.local', ['video_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await search({ channelId: mine.id }, reader)).data.body.items.map((t) => t.id)).toEqual([ownTrack])
    expect((await search({ channelId: other.id }, reader)).status).toBe(403)
    grantOnly(db, 'editor@demo.local', ['video_write'])
    expect((await search({ channelId: mine.id }, reader)).status).toBe(403)
  })

  it('refuses a whole restore that would give a video two tracks of one language and kind', async () => {
    const channelId = client.gateway.db.channel.channels[0]!.id
    const first = await trashedUpload(channelId, 'Français 1')
    const again = await trashedUpload(channelId, 'Français 2')
    expect((await restore([first, again])).status).toBe(400)
    expect((await search({ channelId, search: 'français' })).data.body.totalCount).toBe(2)
    expect((await restore([again])).status).toBe(200)
  })
})

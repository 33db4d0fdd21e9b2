// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CaptionTrackDetail, CaptionTrackList } from '@/api/generated/channel/model'
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

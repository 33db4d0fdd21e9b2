// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelUser, PlaylistVideo, RemovedChannelUser, RemovedPlaylistVideo } from '@/api/generated/channel/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'
import { visibleChannels } from '../db/channel-access'
import { playlistItems } from '../db/playlists'

// What a playlist or a channel removed in the last 30 days, which their restores still put back
// (docs/decisions.md "Trash and Undo": the pages' "Removed" views).
type Page<T> = { body: { items: T[]; totalCount: number } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('videos removed from a playlist', () => {
  const db = () => client.gateway.db
  const playlistWith = (count: number) => db().playlists.find((p) => playlistItems(p, db().videos).length >= count)!
  const entries = async (id: string) =>
    (await client.json<Page<PlaylistVideo>>('POST', `/channel-service/playlists/${id}/videos/search`, { index: 0, size: 500 })).data.body.items
  const removed = async (id: string, body: Record<string, unknown> = {}, as = client) =>
    as.json<Page<RemovedPlaylistVideo>>('POST', `/channel-service/playlists/${id}/videos/removed/search`, { index: 0, size: 50, ...body })

  it('lists what was removed with its place, who and when, newest first; restored or added again, it leaves the list', async () => {
    const playlist = playlistWith(4)
    const before = await entries(playlist.id)
    await client.call('DELETE', `/channel-service/playlists/${playlist.id}/videos/bulk`, { ids: [before[2]!.id] })
    db().clock.advance(60_000)
    await client.call('DELETE', `/channel-service/playlists/${playlist.id}/videos/bulk`, { ids: [before[0]!.id, before[3]!.id] })

    const listed = (await removed(playlist.id)).data.body
    expect(listed.totalCount).toBe(3)
    expect(listed.items.map((r) => [r.id, r.videoId, r.videoTitle, r.position])).toEqual([
      [before[0]!.id, before[0]!.videoId, before[0]!.videoTitle, 0],
      // Its place when it was removed: the third, after the earlier removal.
      [before[3]!.id, before[3]!.videoId, before[3]!.videoTitle, 2],
      [before[2]!.id, before[2]!.videoId, before[2]!.videoTitle, 2],
    ])
    const first = listed.items[0]!
    expect(first.deletedBy.name).toBe('Deniz Yılmaz')
    expect(Date.parse(first.purgeAt) - Date.parse(first.deletedAt)).toBe(30 * DAY)
    expect((await removed(playlist.id, { search: before[3]!.videoTitle })).data.body.items.map((r) => r.id)).toContain(before[3]!.id)

    // Put back through the list's restore: gone from the removed list, back at its place.
    await client.json('POST', `/channel-service/playlists/${playlist.id}/videos/restore`, { ids: [before[2]!.id] })
    // Added again by hand: nothing left for a restore to do, so not listed.
    await client.json('POST', `/channel-service/playlists/${playlist.id}/videos`, { videoIds: [before[3]!.videoId] })
    expect((await removed(playlist.id)).data.body.items.map((r) => r.id)).toEqual([before[0]!.id])
    expect((await entries(playlist.id))[2]!.id).toBe(before[2]!.id)

    // Another playlist's removals are its own.
    const other = db().playlists.find((p) => p.id !== playlist.id && p.channelId === playlist.channelId)!
    expect((await removed(other.id)).data.body.items).toEqual([])
    // 30 days later the playlist has forgotten them.
    db().clock.advance(30 * DAY)
    expect((await removed(playlist.id)).data.body.totalCount).toBe(0)
  })

  it('needs video_read in the playlist’s channel', async () => {
    const user = db().identity.users.find((u) => u.email === 'editor@demo.local')!
    const mine = visibleChannels(db(), user.id).map((c) => c.id)
    const own = db().playlists.find((p) => mine.includes(p.channelId))!
    const foreign = db().playlists.find((p) => !mine.includes(p.channelId))!
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    grantOnly(db(), 'editor@demo.local', ['channel_read'])
    expect((await removed(own.id, {}, editor)).status).toBe(403)
    grantOnly(db(), 'editor@demo.local', ['video_read'])
    expect((await removed(own.id, {}, editor)).status).toBe(200)
    expect((await removed(foreign.id, {}, editor)).status).toBe(403)
  })
})

describe('users removed from a channel', () => {
  const db = () => client.gateway.db
  const members = async (channelId: string) =>
    (await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channelId}/users/search`, { index: 0, size: 500 })).data.body.items
  const removed = async (channelId: string, body: Record<string, unknown> = {}, as = client) =>
    as.json<Page<RemovedChannelUser>>('POST', `/channel-service/channels/${channelId}/users/removed/search`, { index: 0, size: 50, ...body })

  it('lists who was removed with the roles they had, who removed them and when; a restored or re-added user leaves the list', async () => {
    const channel = db().channel.channels.find((c) => db().identity.users.filter((u) => u.channels.some((m) => m.id === c.id)).length >= 3)!
    const [one, two, three] = await members(channel.id)
    db().channelUserRoles.set(
      `${channel.id}:${one!.userId}`,
      db()
        .identity.roles.slice(1, 3)
        .map((r) => r.id),
    )
    const withTwoRoles = (await members(channel.id)).find((m) => m.id === one!.id)!
    await client.call('DELETE', `/channel-service/channels/${channel.id}/users/bulk`, { ids: [one!.id, two!.id, three!.id] })

    const listed = (await removed(channel.id)).data.body
    expect(listed.items.map((r) => r.id).sort()).toEqual([one!.id, two!.id, three!.id].sort())
    const first = listed.items.find((r) => r.id === one!.id)!
    expect(first).toMatchObject({ userId: one!.userId, firstName: one!.firstName, lastName: one!.lastName, email: one!.email, roles: withTwoRoles.roles })
    expect(first.roles).toHaveLength(2)
    expect(first.deletedBy.name).toBe('Deniz Yılmaz')
    expect(Date.parse(first.purgeAt) - Date.parse(first.deletedAt)).toBe(30 * DAY)
    expect((await removed(channel.id, { search: two!.email })).data.body.items.map((r) => r.id)).toEqual([two!.id])

    await client.json('POST', `/channel-service/channels/${channel.id}/users/restore`, { ids: [one!.id] })
    await client.json('POST', `/channel-service/channels/${channel.id}/users`, { userIds: [two!.userId], roleId: db().identity.roles[0]!.id })
    expect((await removed(channel.id)).data.body.items.map((r) => r.id)).toEqual([three!.id])
    db().clock.advance(30 * DAY)
    expect((await removed(channel.id)).data.body.totalCount).toBe(0)
  })

  it('needs channel_read in the channel', async () => {
    const user = db().identity.users.find((u) => u.email === 'editor@demo.local')!
    const mine = visibleChannels(db(), user.id)[0]!
    const foreign = db().channel.channels.find((c) => !visibleChannels(db(), user.id).some((v) => v.id === c.id))!
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    grantOnly(db(), 'editor@demo.local', ['video_read'])
    expect((await removed(mine.id, {}, editor)).status).toBe(403)
    grantOnly(db(), 'editor@demo.local', ['channel_read'])
    expect((await removed(mine.id, {}, editor)).status).toBe(200)
    expect((await removed(foreign.id, {}, editor)).status).toBe(403)
  })
})

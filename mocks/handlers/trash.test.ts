// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Playlist, PlaylistVideo, TrashedPlaylist, TrashedVideo } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a playlist moves it to the channel's Trash; restore brings it back whole, purge ends it
// (docs/decisions.md, "Trash and Undo").
type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient
let channelId: string
let playlist: Playlist

const playlists = async () =>
  (await client.json<Page<Playlist>>('POST', '/channel-service/playlists/search', { index: 0, size: 500, channelId })).data.body.items
const trash = async () =>
  (await client.json<Page<TrashedPlaylist>>('POST', '/channel-service/playlists/trash/search', { index: 0, size: 500, channelId })).data.body
const videos = async (id: string) =>
  (await client.json<Page<PlaylistVideo>>('POST', `/channel-service/playlists/${id}/videos/search`, { index: 0, size: 500 })).data.body.items.map(
    (v) => v.videoId,
  )
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'playlist', recordId: id, index: 0, size: 10 })).data.body
    .items

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
  const db = client.gateway.db
  channelId = db.channel.channels[0]!.id
  playlist = (await playlists()).find((p) => p.videoCount > 3)!
})

describe('the playlists’ Trash', () => {
  it('deletes into the Trash with who and when, hides the playlist everywhere, and restores it with its videos in the same order', async () => {
    const order = await videos(playlist.id)
    // A moved video: the order restored is the playlist's own, not the seed's.
    await client.call('PUT', `/channel-service/playlists/${playlist.id}/videos/order`, {
      itemId: (await client.json<Page<PlaylistVideo>>('POST', `/channel-service/playlists/${playlist.id}/videos/search`, { index: 0, size: 500 })).data.body
        .items[2]!.id,
      position: 0,
    })
    const moved = [order[2]!, ...order.filter((_, i) => i !== 2)]
    expect(await videos(playlist.id)).toEqual(moved)

    expect((await client.call('DELETE', '/channel-service/playlists/bulk', { ids: [playlist.id] })).status).toBe(200)
    expect((await playlists()).map((p) => p.id)).not.toContain(playlist.id)
    expect((await client.call('GET', `/channel-service/playlists/${playlist.id}`)).status).toBe(404)
    const kv = await client.json('GET', `/channel-service/commons/entities/Playlist/key-value-list?Ids=${playlist.id}`)
    expect(JSON.stringify(kv.data)).not.toContain(playlist.id)
    const { items, totalCount } = await trash()
    expect(totalCount).toBe(1)
    expect(items[0]).toMatchObject({ id: playlist.id, playlist: playlist.playlist, videoCount: moved.length, deletedBy: { name: 'Deniz Yılmaz' } })
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000)

    const restored = await client.call('POST', '/channel-service/playlists/trash/restore', { ids: [playlist.id] })
    expect(restored.status).toBe(200)
    expect((await playlists()).find((p) => p.id === playlist.id)).toMatchObject({ playlist: playlist.playlist, privacyStatus: playlist.privacyStatus })
    expect(await videos(playlist.id)).toEqual(moved)
    expect((await trash()).totalCount).toBe(0)

    const [restore, trashed] = await events(playlist.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /channel-service/playlists/bulk' })
    expect(trashed!.changes.map((c) => c.field).sort()).toEqual(['deletedAt', 'deletedBy'])
    expect(restore).toMatchObject({ action: 'restore', operation: 'POST /channel-service/playlists/trash/restore' })
    expect(restore!.changes.find((c) => c.field === 'deletedBy')).toEqual({ field: 'deletedBy', before: 'Deniz Yılmaz', after: null })
  })

  it('purges for good (audited as a delete); a restore or purge of what is not in the Trash is a 404 and changes nothing', async () => {
    await client.call('DELETE', '/channel-service/playlists/bulk', { ids: [playlist.id] })
    const other = (await playlists())[0]!
    const mixed = await client.call('POST', '/channel-service/playlists/trash/restore', { ids: [playlist.id, other.id] })
    expect(mixed.status).toBe(404)
    expect((await trash()).totalCount).toBe(1)

    expect((await client.call('DELETE', '/channel-service/playlists/trash/bulk', { ids: [playlist.id] })).status).toBe(200)
    expect((await trash()).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/playlists/trash/restore', { ids: [playlist.id] })).status).toBe(404)
    const [purge] = await events(playlist.id)
    expect(purge).toMatchObject({ action: 'delete', operation: 'DELETE /channel-service/playlists/trash/bulk' })
  })

  it('keeps a deleted playlist 30 days', async () => {
    await client.call('DELETE', '/channel-service/playlists/bulk', { ids: [playlist.id] })
    client.gateway.db.clock.advance(30 * 24 * 60 * 60 * 1000 - 60_000)
    expect((await trash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/playlists/trash/restore', { ids: [playlist.id] })).status).toBe(404)
  })

  it('lets a read-only user see the Trash but not restore or purge', async () => {
    await client.call('DELETE', '/channel-service/playlists/bulk', { ids: [playlist.id] })
    grantOnly(client.gateway.db, 'editor@demo.local', ['video_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    const restore = await reader.call('POST', '/channel-service/playlists/trash/restore', { ids: [playlist.id] })
    expect(restore.status).toBe(403)
    expect(((await restore.json()) as { header: { message: string } }).header.message).toContain('video_write')
    expect((await reader.call('DELETE', '/channel-service/playlists/trash/bulk', { ids: [playlist.id] })).status).toBe(403)
    expect((await trash()).totalCount).toBe(1)
  })

  it('deletes a video into the videos Trash and restores it into its playlists at the same places', async () => {
    const order = await videos(playlist.id)
    const target = order[1]!
    type Row = { id: string }
    const title = client.gateway.db.videos.get(target)!.video
    const listed = async () =>
      (
        await client.json<Page<Row>>('POST', '/channel-service/videos/search', {
          index: 0,
          size: 500,
          channelId,
          search: title,
        })
      ).data.body.items
    expect((await listed()).map((v) => v.id)).toContain(target)
    expect((await client.call('DELETE', '/channel-service/videos/bulk', { ids: [target] })).status).toBe(200)
    expect((await listed()).map((v) => v.id)).not.toContain(target)
    expect(await videos(playlist.id)).toEqual(order.filter((id) => id !== target))
    const trashed = (await client.json<Page<TrashedVideo>>('POST', '/channel-service/videos/trash/search', { index: 0, size: 10, channelId })).data.body
    expect(trashed.items.map((v) => [v.id, v.deletedBy.name])).toEqual([[target, 'Deniz Yılmaz']])

    expect((await client.call('POST', '/channel-service/videos/trash/restore', { ids: [target] })).status).toBe(200)
    expect((await listed()).map((v) => v.id)).toContain(target)
    expect(await videos(playlist.id)).toEqual(order)
    const history = (
      await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'video', recordId: target, index: 0, size: 5 })
    ).data.body.items
    expect(history.map((e) => e.action)).toEqual(['restore', 'trash'])
    expect((await client.call('DELETE', '/channel-service/videos/trash/bulk', { ids: [target] })).status).toBe(404)
  })
})

describe('removing videos from a playlist (Undo)', () => {
  const entries = async (id: string) =>
    (await client.json<Page<PlaylistVideo>>('POST', `/channel-service/playlists/${id}/videos/search`, { index: 0, size: 500 })).data.body.items
  const restore = (id: string, ids: string[]) => client.json('POST', `/channel-service/playlists/${id}/videos/restore`, { ids })

  it('puts removed entries back at their places with the same ids, once, and refuses an entry it did not remove', async () => {
    const audited = async () =>
      (
        await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', {
          recordType: 'playlist',
          recordId: playlist.id,
          index: 0,
          size: 1,
        })
      ).data.body.totalCount
    const eventsBefore = await audited()
    const before = await entries(playlist.id)
    const picked = [before[3]!.id, before[0]!.id]
    expect((await client.call('DELETE', `/channel-service/playlists/${playlist.id}/videos/bulk`, { ids: picked })).status).toBe(200)
    expect((await entries(playlist.id)).map((e) => e.id)).toEqual(before.filter((e) => !picked.includes(e.id)).map((e) => e.id))

    // A not-removed entry in the call refuses it whole, in the caller's language.
    const mixed = await restore(playlist.id, [picked[0]!, before[1]!.id])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu video bu oynatma listesinden çıkarılmadı.')
    expect((await entries(playlist.id)).length).toBe(before.length - 2)

    expect((await restore(playlist.id, picked)).status).toBe(200)
    expect((await entries(playlist.id)).map((e) => [e.id, e.videoId, e.position])).toEqual(before.map((e) => [e.id, e.videoId, e.position]))
    // Restored already: nothing left to put back.
    expect((await restore(playlist.id, picked)).status).toBe(404)
    // The remove and the restore: one audited change each.
    expect(await audited()).toBe(eventsBefore + 2)
    expect((await events(playlist.id)).slice(0, 2).map((e) => e.action)).toEqual(['update', 'update'])
  })

  it('keeps removed entries 30 days, only for their own playlist, and needs video_write', async () => {
    const other = (await playlists()).find((p) => p.id !== playlist.id && p.videoCount > 0)!
    const [first] = await entries(playlist.id)
    await client.call('DELETE', `/channel-service/playlists/${playlist.id}/videos/bulk`, { ids: [first!.id] })
    expect((await restore(other.id, [first!.id])).status).toBe(404)

    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    grantOnly(client.gateway.db, 'editor@demo.local', ['video_read'])
    expect((await reader.json('POST', `/channel-service/playlists/${playlist.id}/videos/restore`, { ids: [first!.id] })).status).toBe(403)

    client.gateway.db.clock.advance(30 * 24 * 60 * 60 * 1000)
    expect((await restore(playlist.id, [first!.id])).status).toBe(404)
  })
})

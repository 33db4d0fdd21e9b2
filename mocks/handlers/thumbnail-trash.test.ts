// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Thumbnail, TrashedThumbnail, VideoDetail } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting thumbnails moves them to the thumbnails Trash; what a video shows never changes by a
// delete or a restore (docs/decisions.md, "Trash and Undo").
type Page<T> = { body: { items: T[]; totalCount: number } }
type Answer = { header: { message: string } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient
let videoId: string
let channelId: string

const thumbnails = async () =>
  (await client.json<Page<Thumbnail>>('POST', '/channel-service/thumbnails/search', { index: 0, size: 50, videoId })).data.body.items
const trash = async (extra: object = {}) =>
  (await client.json<Page<TrashedThumbnail>>('POST', '/channel-service/thumbnails/trash/search', { index: 0, size: 500, ...extra })).data.body
const shown = async () => (await client.json<{ body: VideoDetail }>('GET', `/channel-service/videos/${videoId}`)).data.body.thumbnail
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'thumbnail', recordId: id, index: 0, size: 10 })).data
    .body.items

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
  const db = client.gateway.db
  channelId = db.channel.channels[0]!.id
  videoId = db.videos.list(channelId).find((v) => v.uploadStatus === 'uploaded')!.id
})

describe('the thumbnails’ Trash', () => {
  it('deletes into the Trash with who and when and the image still served; restores it unselected; the video’s picture never changes', async () => {
    const before = await thumbnails()
    const picture = await shown()
    const [kept, other] = before.filter((t) => !t.isSelected)
    expect((await client.call('DELETE', '/channel-service/thumbnails/bulk', { ids: [kept!.id, other!.id] })).status).toBe(200)
    expect((await thumbnails()).map((t) => t.id)).toEqual(before.filter((t) => t.isSelected).map((t) => t.id))
    expect(await shown()).toBe(picture)
    const { items, totalCount } = await trash({ channelId })
    expect(totalCount).toBe(2)
    const row = items.find((t) => t.id === kept!.id)!
    expect(row).toMatchObject({ videoId, videoTitle: kept!.videoTitle, url: kept!.url, channelId, isSelected: false, deletedBy: { name: 'Deniz Yılmaz' } })
    expect(Date.parse(row.purgeAt) - Date.parse(row.deletedAt)).toBe(30 * DAY)
    expect((await trash({ search: kept!.videoTitle.slice(0, 6) })).totalCount).toBe(2)

    expect((await client.call('POST', '/channel-service/thumbnails/trash/restore', { ids: [kept!.id] })).status).toBe(200)
    const after = await thumbnails()
    expect(after.find((t) => t.id === kept!.id)).toMatchObject({ url: kept!.url, isSelected: false })
    expect(after.filter((t) => t.isSelected).map((t) => t.id)).toEqual(before.filter((t) => t.isSelected).map((t) => t.id))
    expect(await shown()).toBe(picture)
    expect((await trash()).items.map((t) => t.id)).toEqual([other!.id])

    const [restore, trashed] = await events(kept!.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /channel-service/thumbnails/bulk' })
    expect(restore).toMatchObject({ action: 'restore', operation: 'POST /channel-service/thumbnails/trash/restore' })
  })

  it('refuses to delete the selected one (nothing is deleted), and a restore or purge naming one id not in the Trash', async () => {
    const before = await thumbnails()
    const selected = before.find((t) => t.isSelected)!
    const other = before.find((t) => !t.isSelected)!
    const refused = await client.json<Answer>('DELETE', '/channel-service/thumbnails/bulk', { ids: [other.id, selected.id] })
    expect(refused.status).toBe(400)
    expect((await thumbnails()).length).toBe(before.length)
    expect((await trash()).totalCount).toBe(0)

    await client.call('DELETE', '/channel-service/thumbnails/bulk', { ids: [other.id] })
    const mixed = await client.json<Answer>('POST', '/channel-service/thumbnails/trash/restore', { ids: [other.id, selected.id] })
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu küçük resim Çöp Kutusu’nda değil.')
    expect((await client.call('DELETE', '/channel-service/thumbnails/trash/bulk', { ids: [other.id, selected.id] })).status).toBe(404)
    expect((await trash()).totalCount).toBe(1)

    expect((await client.call('DELETE', '/channel-service/thumbnails/trash/bulk', { ids: [other.id] })).status).toBe(200)
    expect((await trash()).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/thumbnails/trash/restore', { ids: [other.id] })).status).toBe(404)
    const [purge] = await events(other.id)
    expect(purge).toMatchObject({ action: 'delete', operation: 'DELETE /channel-service/thumbnails/trash/bulk' })
  })

  it('restores a thumbnail only while its video is live (restore the video first)', async () => {
    const other = (await thumbnails()).find((t) => !t.isSelected)!
    await client.call('DELETE', '/channel-service/thumbnails/bulk', { ids: [other.id] })
    await client.call('DELETE', '/channel-service/videos/bulk', { ids: [videoId] })
    const refused = await client.json<Answer>('POST', '/channel-service/thumbnails/trash/restore', { ids: [other.id] })
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Bu küçük resmin videosu silinmiş; önce videoyu geri getirin.')
    expect((await trash()).totalCount).toBe(1)
    await client.call('POST', '/channel-service/videos/trash/restore', { ids: [videoId] })
    expect((await client.call('POST', '/channel-service/thumbnails/trash/restore', { ids: [other.id] })).status).toBe(200)
    expect((await thumbnails()).map((t) => t.id)).toContain(other.id)
  })

  it('keeps a deleted thumbnail 30 days; a reader sees the Trash of their channels but cannot restore or purge', async () => {
    const other = (await thumbnails()).find((t) => !t.isSelected)!
    await client.call('DELETE', '/channel-service/thumbnails/bulk', { ids: [other.id] })
    grantOnly(client.gateway.db, 'editor@demo.local', ['thumbnail_manage_view'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    const restore = await reader.json<Answer>('POST', '/channel-service/thumbnails/trash/restore', { ids: [other.id] })
    expect(restore.status).toBe(403)
    expect((await reader.call('DELETE', '/channel-service/thumbnails/trash/bulk', { ids: [other.id] })).status).toBe(403)

    client.gateway.db.clock.advance(30 * DAY - 60_000)
    expect((await trash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/thumbnails/trash/restore', { ids: [other.id] })).status).toBe(404)
  })
})

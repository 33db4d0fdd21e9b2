// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Channel, ChannelUser, Cms, CmsChannel, Playlist, PlaylistVideo, Video } from '@/api/generated/channel/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const videos = (filter: Record<string, unknown>) => client.json<Page<Video>>('POST', '/channel-service/videos/search', { index: 0, size: 25, ...filter })

describe('channels and CMS accounts', () => {
  it('lists the 10,000-video channel first in the first CMS, and the same id reads it', async () => {
    const cms = await client.json<Page<Cms>>('POST', '/channel-service/cms/search', { index: 0, size: 50 })
    expect(cms.data.body.totalCount).toBeGreaterThanOrEqual(24)
    const first = cms.data.body.items[0]!
    const rows = await client.json<Page<CmsChannel>>('POST', '/channel-service/cms-channels/search', { index: 0, size: 10, cmsId: first.id })
    expect(rows.data.body.items.length).toBe(first.channelCount)
    const channel = await client.json<{ body: Channel }>('GET', `/channel-service/channels/${rows.data.body.items[0]!.id}`)
    expect(channel.data.body.videoCount).toBe(10_000)
    expect(channel.data.body.cmsName).toBe(first.name)
  })

  it('shows a user only the channels assigned to them', async () => {
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    const user = client.gateway.db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const mine = await editor.json<Page<Channel>>('POST', '/channel-service/channels/search', { index: 0, size: 500 })
    expect(mine.data.body.items.map((c) => c.id).sort()).toEqual(user.channels.map((c) => c.id).sort())
    const all = await client.json<Page<Channel>>('POST', '/channel-service/channels/search', { index: 0, size: 500 })
    expect(all.data.body.totalCount).toBe(client.gateway.db.channel.channels.length)
    const company = client.gateway.db.parameter.companies[0]!
    const byCompany = await client.json<Page<{ companyId: string }>>('POST', '/channel-service/channels/search/company', {
      index: 0,
      size: 500,
      companyIds: [company.id],
    })
    expect(byCompany.data.body.items.length).toBeGreaterThan(0)
    expect(byCompany.data.body.items.every((c) => c.companyId === company.id)).toBe(true)
  })

  it('adds channel users that the identity service then lists on that channel, and removes them', async () => {
    const db = client.gateway.db
    const channel = db.channel.channels[7]!
    const user = db.identity.users.find((u) => !u.channels.some((c) => c.id === channel.id))!
    const role = db.identity.roles.find((r) => r.name === 'Kanal Yöneticisi')!
    expect((await client.json('POST', `/channel-service/channels/${channel.id}/users`, { userIds: [user.id], roleId: role.id })).status).toBe(200)
    const members = await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channel.id}/users/search`, { index: 0, size: 500 })
    const member = members.data.body.items.find((m) => m.userId === user.id)!
    expect(member.roles).toEqual([{ id: role.id, name: role.name }])
    const inIdentity = await client.json<Page<{ id: string }>>('POST', '/identity-service/users/search', { index: 0, size: 500, channelIds: [channel.id] })
    expect(inIdentity.data.body.items.some((u) => u.id === user.id)).toBe(true)
    await client.json('DELETE', `/channel-service/channels/${channel.id}/users/bulk`, { ids: [member.id] })
    const after = await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channel.id}/users/search`, { index: 0, size: 500 })
    expect(after.data.body.items.some((m) => m.userId === user.id)).toBe(false)
  })

  it('gives removed channel users back their place with the roles they had (Undo), once, on their own channel only', async () => {
    const db = client.gateway.db
    const channel = db.channel.channels[7]!
    const [user, other] = db.identity.users.filter((u) => !u.channels.some((c) => c.id === channel.id))
    const roles = db.identity.roles.slice(1, 3)
    for (const who of [user!, other!]) await client.json('POST', `/channel-service/channels/${channel.id}/users`, { userIds: [who.id], roleId: roles[0]!.id })
    // Two roles for one of them: a removal must not flatten them.
    db.channelUserRoles.set(
      `${channel.id}:${user!.id}`,
      roles.map((r) => r.id),
    )
    const members = async () =>
      (await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channel.id}/users/search`, { index: 0, size: 500 })).data.body.items
    const before = (await members()).filter((m) => m.userId === user!.id || m.userId === other!.id)
    const restore = (channelId: string, ids: string[]) => client.json('POST', `/channel-service/channels/${channelId}/users/restore`, { ids })
    expect((await client.call('DELETE', `/channel-service/channels/${channel.id}/users/bulk`, { ids: before.map((m) => m.id) })).status).toBe(200)
    expect((await members()).filter((m) => m.userId === user!.id || m.userId === other!.id)).toEqual([])

    const elsewhere = await restore(db.channel.channels[6]!.id, [before[0]!.id])
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.data.header.message).toBe('Bu kullanıcı bu kanaldan çıkarılmadı.')
    expect(
      (
        await restore(
          channel.id,
          before.map((m) => m.id),
        )
      ).status,
    ).toBe(200)
    const after = (await members()).filter((m) => m.userId === user!.id || m.userId === other!.id)
    expect(after.map((m) => [m.id, m.roles])).toEqual(before.map((m) => [m.id, m.roles]))
    expect(after.find((m) => m.userId === user!.id)!.roles).toHaveLength(2)
    expect((await restore(channel.id, [before[0]!.id])).status).toBe(404)

    // Only those who may change channel users.
    await client.call('DELETE', `/channel-service/channels/${channel.id}/users/bulk`, { ids: [before[0]!.id] })
    grantOnly(db, 'editor@demo.local', ['channel_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await reader.json('POST', `/channel-service/channels/${channel.id}/users/restore`, { ids: [before[0]!.id] })).status).toBe(403)
    // 30 days later the removal is final.
    db.clock.advance(30 * 24 * 60 * 60 * 1000)
    expect((await restore(channel.id, [before[0]!.id])).status).toBe(404)
  })
})

describe('videos of the 10,000-video channel', () => {
  // How fast each page comes is `npm run bench:gateway`'s question (a timed unit test fails on a
  // busy machine); this test checks what the pages hold.
  it('pages, filters and sorts', async () => {
    const channelId = client.gateway.db.channel.channels[0]!.id
    const all = await videos({ channelId })
    expect(all.data.body.totalCount).toBe(10_000)
    const page = async (filter: Record<string, unknown>) => (await videos({ channelId, ...filter })).data.body
    const shorts = await page({ videoKind: ['short'], index: 3 })
    expect(shorts.items.every((v) => v.videoKind === 'short')).toBe(true)
    const popular = await page({ sortKey: 'viewCount', sortOrder: 'desc', privacyStatus: ['public'] })
    expect(popular.items.every((v) => v.privacyStatus === 'public')).toBe(true)
    const views = popular.items.map((v) => v.viewCount)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    const titled = await page({ sortKey: 'video', sortOrder: 'asc', index: 40 })
    expect(titled.items).toHaveLength(25)
    const claimed = await page({ thirdpartyClaimsCount: 3, monetize: true })
    expect(claimed.items.every((v) => v.thirdpartyClaimsCount >= 3 && v.monetize)).toBe(true)
    const recent = await page({ uploadedAtStart: new Date(Date.now() - 30 * 86_400_000).toISOString() })
    expect(recent.totalCount).toBeGreaterThan(0)
    expect(recent.totalCount).toBeLessThan(10_000)
    const searched = await page({ search: 'fragman' })
    expect(searched.items.every((v) => `${v.video} ${v.fileName} ${v.description}`.toLocaleLowerCase('tr').includes('fragman'))).toBe(true)
  })

  it('shows an update and a delete in the next page', async () => {
    const channelId = client.gateway.db.channel.channels[0]!.id
    const [first, second] = (await videos({ channelId })).data.body.items
    expect(
      (
        await client.json('PUT', `/channel-service/videos/${first!.id}`, {
          video: 'AAA Yeni Başlık',
          privacyStatus: 'unlisted',
          monetize: false,
          madeForKids: false,
        })
      ).status,
    ).toBe(200)
    const byTitle = await videos({ channelId, sortKey: 'video', sortOrder: 'asc', size: 1 })
    expect(byTitle.data.body.items[0]!.video).toBe('AAA Yeni Başlık')
    await client.json('DELETE', '/channel-service/videos/bulk', { ids: [second!.id] })
    const after = await videos({ channelId })
    expect(after.data.body.totalCount).toBe(9_999)
    expect(after.data.body.items.some((v) => v.id === second!.id)).toBe(false)
  })
})

describe('choosing a video’s thumbnail', () => {
  it('is allowed with video_write (the videos list) or thumbnail_write (the thumbnail tool), and refused with neither', async () => {
    const db = client.gateway.db
    const video = db.videos.list(db.channel.channels[0]!.id)[0]!
    const [, other] = db.thumbnails.forVideo(video)
    const choose = (id: string) => client.json('PUT', `/channel-service/videos/${video.id}/thumbnail`, { thumbnailId: id })
    for (const [permissions, status] of [
      [['thumbnail_manage_view', 'thumbnail_write'], 200],
      [['video_read', 'video_write'], 200],
      [['thumbnail_manage_view', 'video_read'], 403],
    ] as const) {
      grantOnly(db, 'editor@demo.local', permissions)
      await client.login('editor@demo.local')
      expect((await choose(other!.id)).status, permissions.join(', ')).toBe(status)
    }
    expect(db.thumbnails.forVideo(video).find((t) => t.isSelected)?.id).toBe(other!.id)
  })
})

describe('playlists and content creation', () => {
  it('creates a playlist, adds, orders and removes its videos', async () => {
    const channel = client.gateway.db.channel.channels[2]!
    const created = await client.json<{ body: { id: string } }>('POST', '/channel-service/playlists', {
      channelId: channel.id,
      playlist: 'Sezon 4',
      privacyStatus: 'public',
    })
    const id = created.data.body.id
    const listed = await client.json<Page<Playlist>>('POST', '/channel-service/playlists/search', { index: 0, size: 5, channelId: channel.id })
    expect(listed.data.body.items[0]).toMatchObject({ id, playlist: 'Sezon 4', videoCount: 0 })
    const picks = (await videos({ channelId: channel.id, size: 3 })).data.body.items.map((v) => v.id)
    await client.json('POST', `/channel-service/playlists/${id}/videos`, { videoIds: picks })
    const search = () => client.json<Page<PlaylistVideo>>('POST', `/channel-service/playlists/${id}/videos/search`, { index: 0, size: 10 })
    const added = (await search()).data.body.items
    // Move the last to the top, then the (new) first past the end: it goes to the end.
    await client.json('PUT', `/channel-service/playlists/${id}/videos/order`, { itemId: added[2]!.id, position: 0 })
    await client.json('PUT', `/channel-service/playlists/${id}/videos/order`, { itemId: added[0]!.id, position: 99 })
    const rows = await search()
    const order = [picks[2], picks[1], picks[0]]
    expect(rows.data.body.items.map((r) => [r.videoId, r.position])).toEqual(order.map((videoId, position) => [videoId, position]))
    expect((await client.json('PUT', `/channel-service/playlists/${id}/videos/order`, { itemId: crypto.randomUUID(), position: 0 })).status).toBe(404)
    await client.json('DELETE', `/channel-service/playlists/${id}/videos/bulk`, { ids: [rows.data.body.items[0]!.id] })
    const playlist = await client.json<{ body: Playlist }>('GET', `/channel-service/playlists/${id}`)
    expect(playlist.data.body.videoCount).toBe(2)
  })

  it('puts a new content’s draft video at the front of the list and publishes it', async () => {
    const channel = client.gateway.db.channel.channels[3]!
    const created = await client.json<{ body: { id: string; videoUid: string } }>('POST', '/channel-service/contents', {
      channelId: channel.id,
      fileName: 'sezon-finali.mp4',
      placement: 'video',
    })
    const first = (await videos({ channelId: channel.id })).data.body.items[0]!
    expect(first).toMatchObject({ id: created.data.body.videoUid, status: 'draft', uploadStatus: 'pending', video: 'sezon-finali' })
    // The file goes up with tus (mocks/upload/tus.test.ts covers the protocol).
    const opened = await client.call('POST', `/channel-service/contents/${created.data.body.id}/uploads`, undefined, {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': '4096',
    })
    const sent = await client.call('PATCH', opened.headers.get('location')!, new Uint8Array(4096), {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    })
    expect(sent.headers.get('upload-offset')).toBe('4096')
    const content = await client.json<{ body: { uploadStatus: string; sizeBytes: number } }>('GET', `/channel-service/contents/${created.data.body.id}`)
    expect(content.data.body).toMatchObject({ uploadStatus: 'processing', sizeBytes: 4096 })
    await client.json('PUT', `/channel-service/contents/${created.data.body.id}/details`, {
      title: 'Sezon Finali',
      madeForKids: false,
      statistics_display: true,
    })
    const published = await client.json<{ body: { currentStep: number; youtubeUrl: string } }>(
      'PUT',
      `/channel-service/contents/${created.data.body.id}/publish`,
      { visibility: 'public', plan_date_and_time: null },
    )
    expect(published.data.body.currentStep).toBe(3)
    expect(published.data.body.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/)
    const video = await client.json<{ body: Video }>('GET', `/channel-service/videos/${created.data.body.videoUid}`)
    expect(video.data.body).toMatchObject({ video: 'Sezon Finali', status: 'published', privacyStatus: 'public' })
    const scheduledInPast = await client.json('PUT', `/channel-service/contents/${created.data.body.id}/publish`, {
      visibility: 'scheduled',
      plan_date_and_time: '2020-01-01T00:00:00Z',
    })
    expect(scheduledInPast.status).toBe(400)
  })
})

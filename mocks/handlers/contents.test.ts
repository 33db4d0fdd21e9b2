import { describe, expect, it } from 'vitest'
import { testClient } from '@tests/test-client'

async function draft() {
  const client = testClient()
  await client.login('admin@demo.local')
  const channel = client.gateway.db.channel.channels[3]!
  const created = await client.json<{ body: { id: string; videoUid: string } }>('POST', '/channel-service/contents', {
    channelId: channel.id,
    fileName: 'taslak.mp4',
    placement: 'video',
  })
  return { client, channelId: channel.id, content: created.data.body }
}

describe('content creation of the mock gateway', () => {
  it('discards a content whose file never arrived: its draft leaves the channel’s list and total; again is 404', async () => {
    const { client, channelId, content } = await draft()
    const before = client.gateway.db.videos.list(channelId).length
    expect((await client.call('DELETE', `/channel-service/contents/${content.id}`)).status).toBe(204)
    expect(client.gateway.db.videos.get(content.videoUid)).toBeUndefined()
    expect(client.gateway.db.videos.list(channelId).length).toBe(before - 1)
    expect((await client.call('DELETE', `/channel-service/contents/${content.id}`)).status).toBe(404)
  })

  it('refuses to discard a content whose whole file arrived (409)', async () => {
    const { client, content } = await draft()
    Object.assign(client.gateway.db.videos.get(content.videoUid)!, { uploadStatus: 'processing' })
    expect((await client.call('DELETE', `/channel-service/contents/${content.id}`)).status).toBe(409)
    expect(client.gateway.db.videos.get(content.videoUid)).toBeDefined()
  })

  it('publishes privately without a publish date; public gets one, scheduled gets its plan', async () => {
    const { client, content } = await draft()
    const publish = (visibility: string, plan: string | null = null) =>
      client.call('PUT', `/channel-service/contents/${content.id}/publish`, { visibility, plan_date_and_time: plan })
    const video = () => client.gateway.db.videos.get(content.videoUid)!
    expect((await publish('private')).status).toBe(200)
    expect(video()).toMatchObject({ privacyStatus: 'private', publishedAt: null })
    const plan = new Date(Date.now() + 86_400_000).toISOString()
    expect((await publish('scheduled', plan)).status).toBe(200)
    expect(video()).toMatchObject({ status: 'scheduled', privacyStatus: 'private', publishedAt: plan })
    expect((await publish('public')).status).toBe(200)
    expect(video().publishedAt).not.toBeNull()
  })
})

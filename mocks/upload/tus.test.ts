import { afterEach, describe, expect, it, vi } from 'vitest'
import { testClient } from '@tests/test-client'
import { uploadsOf } from './tus-state'

const TUS = { 'Tus-Resumable': '1.0.0' }

async function openUpload(length: number) {
  const client = testClient()
  await client.login('admin@demo.local')
  const channel = client.gateway.db.channel.channels[3]!
  const created = await client.json<{ body: { id: string; videoUid: string } }>('POST', '/channel-service/contents', {
    channelId: channel.id,
    fileName: 'bolum.mp4',
    placement: 'video',
  })
  const opened = await client.call('POST', `/channel-service/contents/${created.data.body.id}/uploads`, undefined, {
    ...TUS,
    'Upload-Length': String(length),
    'Upload-Metadata': `filename ${btoa('bolum.mp4')},filetype ${btoa('video/mp4')}`,
  })
  return { client, opened, location: opened.headers.get('location')!, content: created.data.body }
}

const patch = (client: Awaited<ReturnType<typeof openUpload>>['client'], location: string, offset: number, bytes: Uint8Array) =>
  client.call('PATCH', location, bytes, { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' })

describe('tus uploads of the mock gateway', () => {
  afterEach(() => vi.useRealTimers())

  it('says how long an upload has received nothing (uploadIdleSeconds), in the videos list and the content, and nothing once it is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') })
    const { client, location, content } = await openUpload(10)
    const channelId = client.gateway.db.videos.get(content.videoUid)!.channelId
    const idle = async () => {
      const list = await client.json<{ body: { items: Array<{ id: string; uploadIdleSeconds?: number | null }> } }>('POST', '/channel-service/videos/search', {
        index: 0,
        size: 5,
        channelId,
      })
      const shown = await client.json<{ body: { uploadIdleSeconds?: number | null } }>('GET', `/channel-service/contents/${content.id}`)
      return [list.data.body.items.find((video) => video.id === content.videoUid)?.uploadIdleSeconds, shown.data.body.uploadIdleSeconds]
    }
    expect(await idle()).toEqual([0, 0])
    vi.setSystemTime(new Date('2026-11-26T10:05:00Z'))
    expect(await idle()).toEqual([300, 300])
    await patch(client, location, 0, new Uint8Array(6))
    vi.setSystemTime(new Date('2026-11-26T10:05:07Z'))
    expect(await idle()).toEqual([7, 7])
    await patch(client, location, 6, new Uint8Array(4))
    expect(await idle()).toEqual([null, null])
  })

  it('creates an upload, appends chunks in order, answers the offset, and moves the video to processing when complete', async () => {
    const { client, opened, location, content } = await openUpload(10)
    expect(opened.status).toBe(201)
    expect(opened.headers.get('tus-resumable')).toBe('1.0.0')
    expect((await patch(client, location, 0, new Uint8Array(6))).headers.get('upload-offset')).toBe('6')
    const head = await client.call('HEAD', location, undefined, TUS)
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([200, '6', '10'])
    expect(client.gateway.db.videos.get(content.videoUid)?.uploadStatus).toBe('uploading')
    // A chunk at the wrong offset is refused: the client asks for the offset again.
    expect((await patch(client, location, 0, new Uint8Array(4))).status).toBe(409)
    expect((await patch(client, location, 6, new Uint8Array(4))).status).toBe(204)
    expect(client.gateway.db.videos.get(content.videoUid)).toMatchObject({ uploadStatus: 'processing', loadingStatus: 100 })
    expect(uploadsOf(client.gateway.db).list()[0]).toMatchObject({ offset: 10, state: 'complete' })
  })

  it('keeps what arrived before a connection was cut mid-chunk', async () => {
    const { client, location } = await openUpload(100)
    uploadsOf(client.gateway.db).cutNextAppend(30)
    const cut = await patch(client, location, 0, new Uint8Array(60))
    expect(cut.type).toBe('error')
    expect((await client.call('HEAD', location, undefined, TUS)).headers.get('upload-offset')).toBe('30')
  })

  it('discards a terminated upload with its draft video (the channel’s total goes back); without a token nothing is accepted', async () => {
    const { client, location, content } = await openUpload(100)
    const channelId = client.gateway.db.videos.get(content.videoUid)!.channelId
    const before = client.gateway.db.videos.list(channelId).length
    await patch(client, location, 0, new Uint8Array(10))
    expect((await client.call('DELETE', location, undefined, TUS)).status).toBe(204)
    expect((await client.call('HEAD', location, undefined, TUS)).status).toBe(404)
    expect(client.gateway.db.videos.get(content.videoUid)).toBeUndefined()
    expect(client.gateway.db.contents.has(content.id)).toBe(false)
    expect(client.gateway.db.videos.list(channelId).length).toBe(before - 1)
    expect(uploadsOf(client.gateway.db).list()).toEqual([])
    client.bearer = null
    expect((await client.call('HEAD', location, undefined, TUS)).status).toBe(401)
  })
})

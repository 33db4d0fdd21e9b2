import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Video } from '@/api/generated/channel/model'
import {
  applyStatusToCachedPages,
  invalidateVideoPages,
  patchCachedVideoPages,
  SHORT_VIDEOS_ROOT,
  VIDEOS_ROOT,
  type CachedVideoPage,
} from './cached-video-pages'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const video = (id: string, patch: Partial<Video> = {}) =>
  ({ id, videoId: null, status: 'draft', uploadStatus: 'uploading', loadingStatus: 10, thumbnail: null, ...patch }) as Video
const page = (...items: Video[]): CachedVideoPage => ({ items, totalCount: items.length })
const key = (root: string, channelId: string, index = 0) => [root, { channelId, index, size: 50 }]

function seeded() {
  const client = new QueryClient()
  client.setQueryData(key(VIDEOS_ROOT, A), page(video('a1'), video('a2')))
  client.setQueryData(key(VIDEOS_ROOT, A, 1), page(video('a3')))
  client.setQueryData(key(SHORT_VIDEOS_ROOT, A), page(video('a1')))
  client.setQueryData(key(VIDEOS_ROOT, B), page(video('a1')))
  // Under the same root but not a page (e.g. an export count): left alone.
  client.setQueryData([VIDEOS_ROOT, { channelId: A, count: true }], 7)
  return client
}

const itemsOf = (client: QueryClient, queryKey: unknown[]) => client.getQueryData<CachedVideoPage>(queryKey)!.items

describe('patchCachedVideoPages', () => {
  it('changes every cached page of the channel in both lists, and nothing of another channel', () => {
    const client = seeded()
    patchCachedVideoPages(client, A, (p) => ({ ...p, items: [video('new'), ...p.items], totalCount: p.totalCount + 1 }))
    expect(itemsOf(client, key(VIDEOS_ROOT, A)).map((v) => v.id)).toEqual(['new', 'a1', 'a2'])
    expect(itemsOf(client, key(VIDEOS_ROOT, A, 1)).map((v) => v.id)).toEqual(['new', 'a3'])
    expect(itemsOf(client, key(SHORT_VIDEOS_ROOT, A)).map((v) => v.id)).toEqual(['new', 'a1'])
    expect(client.getQueryData<CachedVideoPage>(key(VIDEOS_ROOT, A))!.totalCount).toBe(3)
    expect(itemsOf(client, key(VIDEOS_ROOT, B)).map((v) => v.id)).toEqual(['a1'])
    expect(client.getQueryData([VIDEOS_ROOT, { channelId: A, count: true }])).toBe(7)
  })

  it('limits itself to the roots given', () => {
    const client = seeded()
    patchCachedVideoPages(client, A, (p) => ({ ...p, items: [] }), [SHORT_VIDEOS_ROOT])
    expect(itemsOf(client, key(SHORT_VIDEOS_ROOT, A))).toEqual([])
    expect(itemsOf(client, key(VIDEOS_ROOT, A))).toHaveLength(2)
  })

  it('leaves a page the patch returns unchanged as it was: same object, same update time', () => {
    const client = seeded()
    const before = client.getQueryState(key(VIDEOS_ROOT, A))!
    patchCachedVideoPages(client, A, (p) => p)
    const after = client.getQueryState(key(VIDEOS_ROOT, A))!
    expect(after.data).toBe(before.data)
    expect(after.dataUpdatedAt).toBe(before.dataUpdatedAt)
  })

  it('does nothing without a channel (an empty id would match every key)', () => {
    const client = seeded()
    patchCachedVideoPages(client, '', () => page())
    expect(itemsOf(client, key(VIDEOS_ROOT, B))).toHaveLength(1)
  })
})

describe('applyStatusToCachedPages', () => {
  it('applies the status rules to the named video wherever the channel lists it, other pages untouched', () => {
    const client = seeded()
    const untouched = client.getQueryData(key(VIDEOS_ROOT, A, 1))
    applyStatusToCachedPages(client, { id: 'a1', channelId: A, uploadStatus: 'processing', loadingStatus: 100 })
    expect(itemsOf(client, key(VIDEOS_ROOT, A))[0]).toMatchObject({ id: 'a1', uploadStatus: 'processing', loadingStatus: 100 })
    expect(itemsOf(client, key(SHORT_VIDEOS_ROOT, A))[0]).toMatchObject({ uploadStatus: 'processing' })
    expect(client.getQueryData(key(VIDEOS_ROOT, A, 1))).toBe(untouched)
    // Same id on another channel's page: not this channel's event.
    expect(itemsOf(client, key(VIDEOS_ROOT, B))[0]).toMatchObject({ uploadStatus: 'uploading', loadingStatus: 10 })
  })

  it('finds the video by the platform id when the record id is unknown', () => {
    const client = new QueryClient()
    client.setQueryData(key(VIDEOS_ROOT, A), page(video('a1', { videoId: 'dQw4w9WgXcQ' })))
    applyStatusToCachedPages(client, { videoId: 'dQw4w9WgXcQ', channelId: A, uploadStatus: 'uploaded' }, [VIDEOS_ROOT])
    expect(itemsOf(client, key(VIDEOS_ROOT, A))[0]!.uploadStatus).toBe('uploaded')
  })
})

describe('invalidateVideoPages', () => {
  it('marks the channel’s pages stale, not another channel’s', async () => {
    const client = seeded()
    await invalidateVideoPages(client, A)
    expect(client.getQueryState(key(VIDEOS_ROOT, A))!.isInvalidated).toBe(true)
    expect(client.getQueryState(key(SHORT_VIDEOS_ROOT, A))!.isInvalidated).toBe(true)
    expect(client.getQueryState(key(VIDEOS_ROOT, B))!.isInvalidated).toBe(false)
  })
})

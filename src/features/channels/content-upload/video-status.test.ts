import { describe, expect, it } from 'vitest'
import {
  addVideo,
  applyVideoStatus,
  clearAllCancellations,
  clearCancellation,
  findVideoIndex,
  isCancelled,
  NO_CANCELLATIONS,
  patchVideo,
  setCancellation,
  type VideoStatusFields,
} from './video-status'

interface Row extends VideoStatusFields {
  title: string
}

const a: Row = { id: 'a', videoId: null, status: 'draft', loadingStatus: 10, uploadStatus: 'uploading', thumbnail: null, title: 'A' }
const b: Row = { id: 'b', videoId: 'BBBBBBBBBBB', status: 'draft', loadingStatus: 100, uploadStatus: 'processing', thumbnail: null, title: 'B' }
const list: readonly Row[] = [a, b]

describe('video status (spec §4)', () => {
  it('locates a video by id, then by the platform videoId', () => {
    expect(findVideoIndex(list, { id: 'b' })).toBe(1)
    expect(findVideoIndex(list, { videoId: 'BBBBBBBBBBB' })).toBe(1)
    expect(findVideoIndex(list, { id: 'unknown', videoId: 'BBBBBBBBBBB' })).toBe(1)
    expect(findVideoIndex(list, { id: 'unknown' })).toBe(-1)
    // A null videoId never matches the videos that have none yet.
    expect(findVideoIndex(list, { videoId: null })).toBe(-1)
  })

  it('updates status, loadingStatus, videoId, uploadStatus and thumbnail, and nothing else', () => {
    const next = applyVideoStatus(list, {
      id: 'a',
      status: 'draft',
      loadingStatus: 100,
      uploadStatus: 'processing',
      videoId: 'AAAAAAAAAAA',
      thumbnail: 'https://img/a.jpg',
    })
    expect(next[0]).toEqual({ ...a, loadingStatus: 100, uploadStatus: 'processing', videoId: 'AAAAAAAAAAA', thumbnail: 'https://img/a.jpg' })
    expect(next[1]).toBe(b)
    expect(list[0]).toEqual(a)
    const byPlatformId = applyVideoStatus(list, { videoId: 'BBBBBBBBBBB', uploadStatus: 'uploaded' })
    expect(byPlatformId[1]).toMatchObject({ id: 'b', uploadStatus: 'uploaded', loadingStatus: 100 })
  })

  it('keeps fields the update leaves out, but applies an explicit null', () => {
    const withThumb: Row = { ...b, thumbnail: 'https://img/b.jpg' }
    expect(patchVideo(withThumb, { status: 'published' }).thumbnail).toBe('https://img/b.jpg')
    expect(patchVideo(withThumb, { thumbnail: null }).thumbnail).toBeNull()
  })

  it('returns the same list when nothing changes or the video is not there', () => {
    expect(applyVideoStatus(list, { id: 'a', status: 'draft', loadingStatus: 10 })).toBe(list)
    expect(applyVideoStatus(list, { id: 'elsewhere', status: 'published' })).toBe(list)
  })

  it('adds new videos at the front, and moves a known one there', () => {
    const c = { ...a, id: 'c', title: 'C' }
    expect(addVideo(list, c).map((v) => v.id)).toEqual(['c', 'a', 'b'])
    const bAgain = { ...b, uploadStatus: 'uploaded' }
    const moved = addVideo(list, bAgain)
    expect(moved.map((v) => v.id)).toEqual(['b', 'a'])
    expect(moved[0]).toBe(bAgain)
  })

  it('sets, clears and clears all cancellation flags per video', () => {
    const one = setCancellation(NO_CANCELLATIONS, 'a')
    const two = setCancellation(one, 'b')
    expect(isCancelled(two, 'a')).toBe(true)
    expect(isCancelled(two, 'c')).toBe(false)
    expect(setCancellation(two, 'a')).toBe(two)
    const cleared = clearCancellation(two, 'a')
    expect(isCancelled(cleared, 'a')).toBe(false)
    expect(isCancelled(cleared, 'b')).toBe(true)
    expect(clearCancellation(cleared, 'a')).toBe(cleared)
    expect(clearAllCancellations(two)).toEqual({})
    expect(clearAllCancellations(NO_CANCELLATIONS)).toBe(NO_CANCELLATIONS)
    // "constructor" is a video id like any other, not an inherited property.
    expect(isCancelled(NO_CANCELLATIONS, 'constructor')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import type { ResumableUpload, ResumableUploadOptions } from '@/api/upload/tus-upload'
import { UploadManager, type NetworkWatch } from './upload-manager'

/** A scripted upload: the test says what the server answers. */
function scripted() {
  const made: Array<{ options: ResumableUploadOptions; started: number; paused: number; terminate: () => void; terminating: boolean }> = []
  const factory = (options: ResumableUploadOptions): ResumableUpload => {
    const entry: (typeof made)[number] = { options, started: 0, paused: 0, terminating: false, terminate: () => undefined }
    made.push(entry)
    return {
      start: () => void entry.started++,
      pause: async () => void entry.paused++,
      terminate: () =>
        new Promise<void>((resolve) => {
          entry.terminating = true
          entry.terminate = resolve
        }),
    }
  }
  return { made, factory }
}

/**
 * A video file of `size` bytes. The manager reads only its name, type and size (the uploads are
 * scripted), so a large one holds 1 KiB and reports its size: jsdom copies a File's bytes on
 * creation, and the 1 GB file took 15 s of CPU to make.
 */
function file(name: string, size = 100) {
  const made = new File([new Uint8Array(Math.min(size, 1024))], name, { type: 'video/mp4' })
  if (size > 1024) Object.defineProperty(made, 'size', { value: size })
  return made
}
/** A network the test switches: offline, then back online. */
function network(online = true) {
  const listeners = new Set<() => void>()
  const watch: NetworkWatch & { set(value: boolean): void } = {
    isOnline: () => online,
    onOnline: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(value) {
      online = value
      if (value) for (const listener of listeners) listener()
    },
  }
  return watch
}
const noDiscard = async () => undefined

const add = (manager: UploadManager, name: string, size = 100) =>
  manager.add({ file: file(name, size), channelId: 'ch', contentId: `c-${name}`, videoUid: `v-${name}` })

describe('upload manager', () => {
  it('sends at most the parallel limit at once; the next starts when one finishes', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 2, Date.now, network(), noDiscard)
    add(manager, 'a')
    add(manager, 'b')
    add(manager, 'c')
    expect(made.map((m) => m.started)).toEqual([1, 1, 0])
    expect(manager.getSnapshot().items.map((i) => i.phase)).toEqual(['queued', 'uploading', 'uploading'])
    made[0]!.options.onSuccess()
    expect(made[2]!.started).toBe(1)
    expect(manager.getSnapshot().items.find((i) => i.fileName === 'a')?.phase).toBe('done')
  })

  it('never moves progress back when a retry resends from the server offset', () => {
    let now = 0
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, () => now, network(), noDiscard)
    add(manager, 'a', 1000)
    made[0]!.options.onProgress(0, 1000)
    now = 1000
    made[0]!.options.onProgress(600, 1000)
    now = 2000
    made[0]!.options.onProgress(400, 1000)
    expect(manager.getSnapshot().items[0]!.sent).toBe(600)
  })

  it('shows no burst from a resumed offset: the speed counts the bytes sent in this session', () => {
    let now = 0
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, () => now, network(), noDiscard)
    add(manager, 'a', 1_000_000_000)
    // A resumed upload reports the server's offset (470 MB) first: that is no speed.
    made[0]!.options.onProgress(470_000_000, 1_000_000_000)
    expect(manager.getSnapshot().items[0]).toMatchObject({ sent: 470_000_000, speed: 0, secondsLeft: null })
    for (let step = 1; step <= 8; step++) {
      now = step * 500
      made[0]!.options.onProgress(470_000_000 + step * 5_000_000, 1_000_000_000)
    }
    // 5 MB each half second: 10 MB/s.
    const { speed, secondsLeft } = manager.getSnapshot().items[0]!
    expect(speed).toBeCloseTo(10_000_000, -4)
    expect(secondsLeft).toBe(Math.ceil(490_000_000 / speed))
  })

  it('cancel sets the video’s cancellation flag, tells the server, discards the draft, then clears the flag', async () => {
    const { made, factory } = scripted()
    const discarded: string[] = []
    const manager = new UploadManager(factory, 3, Date.now, network(), async (contentId) => void discarded.push(contentId))
    const key = add(manager, 'a')
    const statuses: unknown[] = []
    manager.onVideoStatus((patch) => statuses.push(patch))
    const cancelling = manager.cancel(key)
    expect(manager.getSnapshot().flags).toEqual({ 'v-a': true })
    expect(made[0]!.terminating).toBe(true)
    made[0]!.terminate()
    await cancelling
    expect(manager.getSnapshot().flags).toEqual({})
    expect(manager.getSnapshot().items[0]!.phase).toBe('cancelled')
    expect(discarded).toEqual(['c-a'])
    expect(statuses).toContainEqual({ id: 'v-a', channelId: 'ch', uploadStatus: 'cancelled', loadingStatus: 0 })
    expect(manager.running).toBe(false)
  })

  it('cancel all cancels every running, waiting and paused upload and clears all flags', async () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 1, Date.now, network(), noDiscard)
    const first = add(manager, 'a')
    add(manager, 'b')
    manager.pause(first)
    const all = manager.cancelAll()
    expect(Object.keys(manager.getSnapshot().flags).sort()).toEqual(['v-a', 'v-b'])
    made.forEach((m) => m.terminate())
    await all
    expect(manager.getSnapshot().flags).toEqual({})
    expect(manager.getSnapshot().items.map((i) => i.phase)).toEqual(['cancelled', 'cancelled'])
  })

  it('tells the lists the video’s percentage once per whole percent, never backwards', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, Date.now, network(), noDiscard)
    const percents: unknown[] = []
    manager.onVideoStatus((patch) => 'loadingStatus' in patch && !('uploadStatus' in patch) && percents.push(patch.loadingStatus))
    add(manager, 'a', 1000)
    for (const sent of [600, 605, 400, 610, 1000]) made[0]!.options.onProgress(sent, 1000)
    expect(percents).toEqual([60, 61, 100])
  })

  it('a paused or stopped upload shows what the server confirmed, not the chunk that was in flight; resuming goes on from there', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, Date.now, network(), noDiscard)
    const key = add(manager, 'a', 1000)
    const item = () => manager.getSnapshot().items[0]!
    made[0]!.options.onProgress(400, 1000)
    made[0]!.options.onAccepted!(400, 1000)
    made[0]!.options.onProgress(900, 1000)
    expect(item()).toMatchObject({ sent: 900, accepted: 400 })
    manager.pause(key)
    expect(item()).toMatchObject({ phase: 'paused', sent: 400 })
    manager.resume(key)
    made[0]!.options.onProgress(500, 1000)
    expect(item().sent).toBe(500)
    // The only chunk refused: "stopped at 0%", not at the bytes that had left the page.
    const other = add(manager, 'b', 1000)
    made[1]!.options.onProgress(1000, 1000)
    made[1]!.options.onError('refused', 'Forbidden')
    expect(manager.getSnapshot().items.find((i) => i.key === other)).toMatchObject({ phase: 'failed', failure: 'refused', sent: 0 })
  })

  it('pauses and resumes; a paused upload frees its slot', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 1, Date.now, network(), noDiscard)
    const a = add(manager, 'a')
    add(manager, 'b')
    manager.pause(a)
    expect(made[0]!.paused).toBe(1)
    expect(made[1]!.started).toBe(1)
    manager.resume(a)
    expect(manager.getSnapshot().items.find((i) => i.key === a)?.phase).toBe('queued')
    made[1]!.options.onSuccess()
    expect(made[0]!.started).toBe(2)
    made[0]!.options.onError('network', 'offline')
    expect(manager.getSnapshot().items.find((i) => i.key === a)).toMatchObject({ phase: 'failed', failure: 'network' })
  })

  it('a failed request shows as retrying at once, with why and when; the figures stop; the next confirmed chunk goes on', () => {
    let now = 0
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, () => now, network(), noDiscard)
    add(manager, 'a', 1000)
    const item = () => manager.getSnapshot().items[0]!
    made[0]!.options.onProgress(0, 1000)
    now = 2000
    made[0]!.options.onProgress(400, 1000)
    expect(item().speed).toBeGreaterThan(0)
    made[0]!.options.onRetry!({ status: 500, delayMs: 8000 })
    expect(item()).toMatchObject({ phase: 'retrying', speed: 0, secondsLeft: null, retry: { status: 500, at: 10_000 }, sent: 400 })
    expect(manager.running).toBe(true)
    // Bytes of the next attempt change nothing until the server confirms them.
    now = 11_000
    made[0]!.options.onProgress(700, 1000)
    expect(item()).toMatchObject({ phase: 'retrying', speed: 0, sent: 400 })
    made[0]!.options.onAccepted!(700, 1000)
    expect(item()).toMatchObject({ phase: 'uploading', retry: null, accepted: 700 })
  })

  it('retry now drops the wait and starts again from the server’s offset', async () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, () => 0, network(), noDiscard)
    const key = add(manager, 'a', 1000)
    made[0]!.options.onRetry!({ status: null, delayMs: 30_000 })
    manager.retryNow(key)
    expect(manager.getSnapshot().items[0]).toMatchObject({ phase: 'retrying', retry: { status: null, at: 0 } })
    await Promise.resolve()
    expect(made[0]).toMatchObject({ paused: 1, started: 2 })
  })

  it('offline, an upload waits for the network instead of counting retries, and continues the moment it is back', async () => {
    const { made, factory } = scripted()
    const net = network()
    const manager = new UploadManager(factory, 3, () => 0, net, noDiscard)
    add(manager, 'a', 1000)
    net.set(false)
    made[0]!.options.onRetry!({ status: null, delayMs: 1000 })
    expect(manager.getSnapshot().items[0]!.phase).toBe('offline')
    expect(made[0]!.paused).toBe(1)
    net.set(true)
    await Promise.resolve()
    expect(made[0]!.started).toBe(2)
  })

  it('a finished upload follows the platform’s status: processing, then uploaded', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 3, Date.now, network(), noDiscard)
    add(manager, 'a')
    made[0]!.options.onSuccess()
    expect(manager.getSnapshot().items[0]).toMatchObject({ phase: 'done', serverStatus: 'processing' })
    manager.applyServerStatus({ id: 'v-other', uploadStatus: 'uploaded' })
    expect(manager.getSnapshot().items[0]!.serverStatus).toBe('processing')
    manager.applyServerStatus({ id: 'v-a', uploadStatus: 'uploaded' })
    expect(manager.getSnapshot().items[0]!.serverStatus).toBe('uploaded')
  })
})

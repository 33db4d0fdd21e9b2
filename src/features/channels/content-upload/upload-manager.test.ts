import { describe, expect, it } from 'vitest'
import type { ResumableUpload, ResumableUploadOptions } from '@/api/upload/tus-upload'
import { nextProgress, UploadManager } from './upload-manager'

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

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'video/mp4' })
const add = (manager: UploadManager, name: string, size = 100) =>
  manager.add({ file: file(name, size), channelId: 'ch', contentId: `c-${name}`, videoUid: `v-${name}` })

describe('upload manager', () => {
  it('sends at most the parallel limit at once; the next starts when one finishes', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 2)
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
    const manager = new UploadManager(factory, 3, () => now)
    add(manager, 'a', 1000)
    now = 1000
    made[0]!.options.onProgress(600, 1000)
    now = 2000
    made[0]!.options.onProgress(400, 1000)
    const item = manager.getSnapshot().items[0]!
    expect(item.sent).toBe(600)
    expect(item.speed).toBeGreaterThan(0)
    expect(nextProgress({ sent: 10, speed: 0, total: 100 }, 50, 1000, 10)).toEqual({ sent: 50, speed: 40, secondsLeft: 2 })
  })

  it('cancel sets the video’s cancellation flag, tells the server, then clears the flag', async () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory)
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
    expect(statuses).toContainEqual({ id: 'v-a', channelId: 'ch', uploadStatus: 'cancelled', loadingStatus: 0 })
    expect(manager.running).toBe(false)
  })

  it('cancel all cancels every running, waiting and paused upload and clears all flags', async () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory, 1)
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
    const manager = new UploadManager(factory)
    const percents: unknown[] = []
    manager.onVideoStatus((patch) => 'loadingStatus' in patch && !('uploadStatus' in patch) && percents.push(patch.loadingStatus))
    add(manager, 'a', 1000)
    for (const sent of [600, 605, 400, 610, 1000]) made[0]!.options.onProgress(sent, 1000)
    expect(percents).toEqual([60, 61, 100])
  })

  it('a paused or stopped upload shows what the server confirmed, not the chunk that was in flight; resuming goes on from there', () => {
    const { made, factory } = scripted()
    const manager = new UploadManager(factory)
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
    const manager = new UploadManager(factory, 1)
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
})

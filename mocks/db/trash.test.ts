import { describe, expect, it } from 'vitest'
import { TrashBin } from './trash'

const by = { id: 'u1', name: 'Ayşe Yılmaz' }
/** A clock the test moves; `tick` makes every read one millisecond later, as a slow machine might. */
const clockAt = (start: number, tick = 0) => {
  let now = start
  return () => (now += tick) - tick
}
const ids = (bin: TrashBin<{ id: string }>) => bin.list().map((entry) => entry.record.id)
/** Ends the current call: the next `put` is another deletion. */
const nextCall = () => Promise.resolve()

describe('TrashBin order', () => {
  it('lists the later of two deletions in one millisecond first', async () => {
    const bin = new TrashBin<{ id: string }>(clockAt(Date.UTC(2026, 10, 27)))
    bin.put({ id: 'a' }, by)
    await nextCall()
    bin.put({ id: 'b' }, by)
    expect(ids(bin)).toEqual(['b', 'a'])
    expect(bin.get('a')!.deletedAt).toBe(bin.get('b')!.deletedAt)
  })

  it('keeps one deletion’s records in the order they were put, with one time, while the clock ticks', async () => {
    const bin = new TrashBin<{ id: string }>(clockAt(Date.UTC(2026, 10, 27), 1))
    for (const id of ['n1', 'n3', 'n2']) bin.put({ id }, by)
    expect(ids(bin)).toEqual(['n1', 'n3', 'n2'])
    expect(new Set(bin.list().map((entry) => entry.deletedAt)).size).toBe(1)
    await nextCall()
    bin.put({ id: 'n4' }, by)
    expect(ids(bin)).toEqual(['n4', 'n1', 'n3', 'n2'])
    expect(Date.parse(bin.get('n4')!.deletedAt)).toBeGreaterThan(Date.parse(bin.get('n1')!.deletedAt))
  })

  it('moves a record deleted again to its new deletion, and forgets one taken out', async () => {
    const bin = new TrashBin<{ id: string }>(clockAt(Date.UTC(2026, 10, 27)))
    bin.put({ id: 'a' }, by)
    bin.put({ id: 'b' }, by)
    await nextCall()
    bin.take('a')
    bin.put({ id: 'c' }, by)
    await nextCall()
    bin.put({ id: 'b' }, by)
    expect(ids(bin)).toEqual(['b', 'c'])
  })
})

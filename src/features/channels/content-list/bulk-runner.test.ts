import { describe, expect, it } from 'vitest'
import { failedIds, runInChunks } from './bulk-runner'

const ids = ['a', 'b', 'c', 'd', 'e']

describe('runInChunks', () => {
  it('sends parts in order, keeps per-item answers and reports progress', async () => {
    const parts: string[][] = []
    const progress: number[] = []
    const results = await runInChunks(
      ids,
      async (part) => {
        parts.push(part)
        return part.map((id) => ({ id, isSuccess: id !== 'c', message: id === 'c' ? 'blocked' : null }))
      },
      { chunk: 2, errorText: String, onProgress: (p) => progress.push(p.done) },
    )
    expect(parts).toEqual([['a', 'b'], ['c', 'd'], ['e']])
    expect(progress).toEqual([0, 2, 4, 5])
    expect(failedIds(results)).toEqual(['c'])
    expect(results.find((r) => r.id === 'c')?.message).toBe('blocked')
  })

  it('marks every id of a failed part with the error text, and goes on with the next part', async () => {
    const results = await runInChunks(
      ids,
      async (part) => {
        if (part.includes('a')) throw new Error('Sunucu hatası')
      },
      { chunk: 3, errorText: (e) => (e as Error).message },
    )
    expect(results.map((r) => [r.id, r.isSuccess, r.message])).toEqual([
      ['a', false, 'Sunucu hatası'],
      ['b', false, 'Sunucu hatası'],
      ['c', false, 'Sunucu hatası'],
      ['d', true, null],
      ['e', true, null],
    ])
  })
})

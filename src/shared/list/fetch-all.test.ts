import { describe, expect, it, vi } from 'vitest'
import { fetchAllRows, isAbort, type FetchPage } from './fetch-all'

const source = Array.from({ length: 1234 }, (_, i) => ({ id: String(i) }))
const fromSource: FetchPage<{ id: string }> = async (index, size) => ({ items: source.slice(index * size, index * size + size), totalCount: source.length })

describe('fetchAllRows', () => {
  it('pages through every matching row and reports progress', async () => {
    const progress = vi.fn()
    const fetchPage = vi.fn(fromSource)
    const rows = await fetchAllRows(fetchPage, { pageSize: 500, onProgress: progress })
    expect(rows).toHaveLength(1234)
    expect(rows.at(-1)).toEqual({ id: '1233' })
    expect(fetchPage.mock.calls.map(([index, size]) => [index, size])).toEqual([
      [0, 500],
      [1, 500],
      [2, 500],
    ])
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 500, total: 1234 },
      { loaded: 1000, total: 1234 },
      { loaded: 1234, total: 1234 },
    ])
  })

  it('stops at an exact multiple of the page size without an extra call', async () => {
    const fetchPage = vi.fn<FetchPage<number>>(async (index) => ({ items: index < 2 ? [1, 2] : [], totalCount: 4 }))
    expect(await fetchAllRows(fetchPage, { pageSize: 2 })).toEqual([1, 2, 1, 2])
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('honours a limit', async () => {
    expect(await fetchAllRows(fromSource, { pageSize: 100, limit: 250 })).toHaveLength(250)
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const fetchPage = vi.fn<FetchPage<{ id: string }>>(async (index, size) => {
      if (index === 1) controller.abort()
      return fromSource(index, size)
    })
    const error = await fetchAllRows(fetchPage, { pageSize: 100, signal: controller.signal }).catch((e: unknown) => e)
    expect(isAbort(error)).toBe(true)
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })
})

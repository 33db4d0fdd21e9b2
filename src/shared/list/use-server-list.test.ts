import { describe, expect, it } from 'vitest'
import { serverListSource } from './use-server-list'

describe('serverListSource', () => {
  it('calls the generated search with the body and the abort signal, and names the query-key root', async () => {
    const calls: unknown[][] = []
    const search = async (...args: [{ index: number }, undefined?, AbortSignal?]) => {
      calls.push(args)
      return { items: ['row'], totalCount: 1 }
    }
    const useSearch = () => ({ data: undefined, isPending: true, isError: false, isPaused: false, error: null, refetch: () => undefined })
    const source = serverListSource(useSearch, search, () => ['searchThings', { index: 0 }] as const)
    const signal = new AbortController().signal
    expect(await source.search({ index: 2 }, signal)).toEqual({ items: ['row'], totalCount: 1 })
    expect(calls).toEqual([[{ index: 2 }, undefined, signal]])
    expect(source.queryKeyRoot).toBe('searchThings')
    expect(source.useSearch).toBe(useSearch)
  })
})

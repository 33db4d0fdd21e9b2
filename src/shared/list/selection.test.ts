import { describe, expect, it, vi } from 'vitest'
import { pageSelectionState, resolveSelectedIds, SelectionLimitError, SelectionStore } from './selection'

const page1 = ['a', 'b', 'c']
const page2 = ['d', 'e', 'f']
const asRows = (ids: string[]) => ids.map((id) => ({ id, row: { id, name: id.toUpperCase() } }))

describe('selection across pages', () => {
  it('keeps rows ticked on earlier pages while paging on', async () => {
    const store = new SelectionStore<{ id: string; name: string }>()
    store.toggle('a', true, { id: 'a', name: 'A' })
    store.setPage(asRows(page2), true)
    store.toggle('e', false)
    expect(store.count()).toBe(3)
    expect(pageSelectionState(store.getSnapshot(), page1)).toBe('some')
    expect(pageSelectionState(store.getSnapshot(), page2)).toBe('some')
    expect(await resolveSelectedIds(store.getSnapshot(), async () => [])).toEqual(['a', 'd', 'f'])
    expect(store.knownRows().map((row) => row.name)).toEqual(['A', 'D', 'F'])
  })

  it('selects all matching without fetching, then collects ids minus the unticked ones', async () => {
    const store = new SelectionStore()
    store.selectAllMatching(6)
    store.toggle('b', false)
    expect(store.count()).toBe(5)
    expect(store.isSelected('z')).toBe(true)
    expect(pageSelectionState(store.getSnapshot(), page1)).toBe('some')
    expect(pageSelectionState(store.getSnapshot(), page2)).toBe('all')
    const fetchIds = vi.fn(async () => [...page1, ...page2])
    expect(await resolveSelectedIds(store.getSnapshot(), fetchIds)).toEqual(['a', 'c', 'd', 'e', 'f'])
    expect(fetchIds).toHaveBeenCalledTimes(1)
  })

  it('turns "all minus everything" back into an empty selection', () => {
    const store = new SelectionStore()
    store.selectAllMatching(2)
    store.setPage(asRows(['a', 'b']), false)
    expect(store.getSnapshot()).toEqual({ mode: 'ids', ids: new Set() })
  })

  it('refuses more ids than the bulk call accepts', async () => {
    const store = new SelectionStore()
    store.selectAllMatching(3)
    await expect(resolveSelectedIds(store.getSnapshot(), async () => ['a', 'b', 'c'], { limit: 2 })).rejects.toBeInstanceOf(SelectionLimitError)
  })

  it('notifies only on real changes, so rows re-render only when their bit flips', () => {
    const store = new SelectionStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.toggle('a', true)
    store.toggle('a', true)
    store.setPage(asRows(['a']), true)
    expect(listener).toHaveBeenCalledTimes(1)
    store.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.count()).toBe(0)
  })

  it('follows a changed total in "all" mode', () => {
    const store = new SelectionStore()
    store.selectAllMatching(10)
    store.updateTotal(8)
    expect(store.count()).toBe(8)
    store.updateTotal(0)
    expect(store.getSnapshot().mode).toBe('ids')
  })
})

import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { searchParams } from '@tests/dom'
import { baseOfNextWrite, defineList, filter, useListState, type PendingWrites } from '@/shared/list'

const spec = defineList({
  id: 'people',
  filters: { search: filter.text(), status: filter.oneOf(['active', 'passive'] as const), from: filter.date() },
  sortKeys: ['name'] as const,
})

/** Changes made before the page rendered the previous one: a fast user, or a busy machine. */
function Quick() {
  const list = useListState(spec)
  return (
    <>
      <output data-testid="filters">{JSON.stringify(list.state.filters)}</output>
      <button
        type="button"
        onClick={() => {
          list.setFilter('status', 'passive')
          list.setFilter('from', '2023-01-01')
          list.setPage(2)
        }}
      >
        Three at once
      </button>
    </>
  )
}

/** Two clicks on one column header before the page rendered the first. */
function SortTwice() {
  const list = useListState(spec)
  return (
    <button
      type="button"
      onClick={() => {
        list.toggleSort('name')
        list.toggleSort('name')
      }}
    >
      Sort twice
    </button>
  )
}

describe('useListState', () => {
  it('turns a sort over when the column is chosen again before the page rendered the first choice', async () => {
    const { user } = renderWithProviders(<SortTwice />, { route: '/people?page=2', language: 'en', withLocation: true })
    await user.click(screen.getByRole('button', { name: 'Sort twice' }))
    await waitFor(() => expect(searchParams().get('order')).toBe('desc'))
    expect(searchParams().get('sort')).toBe('name')
    expect(searchParams().get('page')).toBeNull()
  })

  it('keeps every change made before the page rendered the one before it', async () => {
    const { user } = renderWithProviders(<Quick />, { route: '/people?search=ki%C5%9Fi', language: 'en', withLocation: true })
    await user.click(screen.getByRole('button', { name: 'Three at once' }))
    await waitFor(() => expect(searchParams().get('page')).toBe('3'))
    expect(searchParams().get('status')).toBe('passive')
    expect(searchParams().get('from')).toBe('2023-01-01')
    expect(searchParams().get('search')).toBe('kişi')
    expect(JSON.parse(screen.getByTestId('filters').textContent ?? '{}')).toEqual({ search: 'kişi', status: 'passive', from: '2023-01-01' })
  })

  it('starts from a URL someone else rendered (Back, a link), not from its own older writes', () => {
    const writes: PendingWrites = { pending: [], rendered: 'a=1' }
    expect(baseOfNextWrite(writes, 'a=1')).toBe('a=1')
    writes.pending.push('a=1&b=2')
    // Not rendered yet: the next change starts from it.
    expect(baseOfNextWrite(writes, 'a=1')).toBe('a=1&b=2')
    writes.pending.push('a=1&b=2&c=3')
    // The page rendered the first write: the second is still ahead of it.
    expect(baseOfNextWrite(writes, 'a=1&b=2')).toBe('a=1&b=2&c=3')
    // The page went somewhere else: that wins.
    expect(baseOfNextWrite(writes, 'x=9')).toBe('x=9')
    expect(writes.pending).toEqual([])
  })
})

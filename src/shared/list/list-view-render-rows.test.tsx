import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { defineList, filter, ListView, useListState, type ListColumn } from '@/shared/list'

interface Item {
  id: string
  name: string
}

const items: Item[] = Array.from({ length: 15 }, (_, i) => ({ id: `i${i + 1}`, name: `Kanal ${i + 1}` }))
const spec = defineList({ id: 'render-rows', filters: { search: filter.text() } })
const columns: ListColumn<Item>[] = [{ id: 'name', label: 'Name', render: (item) => item.name }]

function Cards({ fail = false }: { fail?: boolean }) {
  const list = useListState(spec)
  const body = { ...list.request, search: list.state.filters.search }
  const query = useQuery({
    queryKey: ['render-rows', body, fail],
    queryFn: async () => {
      if (fail) throw new Error('down')
      const found = items.filter((item) => item.name.includes(body.search))
      return { items: found.slice(body.index * body.size, (body.index + 1) * body.size), totalCount: found.length }
    },
    placeholderData: keepPreviousData,
  })
  return (
    <ListView
      list={list}
      query={query}
      ariaLabel="Kanallar"
      columns={columns}
      defaultColumns={['name']}
      getRowId={(item) => item.id}
      filters={[{ kind: 'search', key: 'search', label: 'Ara' }]}
      renderRows={(rows) => (
        <ul aria-label="cards">
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    />
  )
}

beforeEach(() => signInLocally())

describe('ListView renderRows (cards instead of the table)', () => {
  it('renders the page’s rows its own way, with the kit’s filters and paging and no table or column chooser', async () => {
    renderWithProviders(<Cards />, { route: '/?page=2' })
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'cards' })).getAllByRole('listitem')).toHaveLength(5))
    expect(screen.queryByRole('table', { hidden: true })).toBeNull()
    expect(screen.queryByRole('button', { name: /Sütun/ })).toBeNull()
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toBeTruthy()
  })

  it('keeps the kit’s empty and error states', async () => {
    renderWithProviders(<Cards />, { route: '/?search=yok' })
    expect(await screen.findByText('Bu filtrelere uyan kayıt yok.')).toBeTruthy()
    renderWithProviders(<Cards fail />)
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })
})

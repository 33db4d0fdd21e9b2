import { keepPreviousData, onlineManager, useQuery } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation, useNavigate } from 'react-router'
import { UTF8_BOM } from '@/lib/csv'
import { renderWithProviders } from '@tests/render'
import { permissionsHandler, server } from '@tests/msw'
import { signInLocally } from '@tests/session'
import { defineList, filter, ListView, useListState, type BulkAction, type ListColumn, type RowAction } from '@/shared/list'

interface Person {
  id: string
  name: string
  city: string
  status: 'active' | 'passive'
}

const CITIES = ['İstanbul', 'Ankara', 'İzmir, Konak']
const people: Person[] = Array.from({ length: 35 }, (_, i) => ({
  id: `p${String(i + 1).padStart(2, '0')}`,
  name: `Kişi ${String(i + 1).padStart(2, '0')}`,
  city: CITIES[i % 3] as string,
  status: i % 2 === 0 ? 'active' : 'passive',
}))

const spec = defineList({
  id: 'people',
  filters: { search: filter.text(), status: filter.oneOf(['active', 'passive'] as const) },
  sortKeys: ['name', 'city'] as const,
})

interface Body {
  index: number
  size: number
  search?: string
  status?: 'active' | 'passive'
  sortKey?: 'name' | 'city'
  sortOrder?: 'asc' | 'desc'
}

/** The "server": filter, sort, page. */
const calls: Body[] = []
/** What the server does to a call before answering: fail it, or hold it until released. */
const behaviour: { fails?: (body: Body) => boolean; hold?: Promise<void> } = {}
async function answer(body: Body) {
  await behaviour.hold
  if (behaviour.fails?.(body)) throw Object.assign(new Error('boom'), { serverMessage: `Sayfa ${body.index + 1} alınamadı.` })
  return search(body)
}
function search(body: Body) {
  calls.push(body)
  let rows = people.filter(
    (p) => (!body.search || p.name.toLocaleLowerCase('tr').includes(body.search.toLocaleLowerCase('tr'))) && (!body.status || p.status === body.status),
  )
  if (body.sortKey) {
    const key = body.sortKey
    rows = [...rows].sort((a, b) => a[key].localeCompare(b[key], 'tr') * (body.sortOrder === 'desc' ? -1 : 1))
  }
  return { items: rows.slice(body.index * body.size, body.index * body.size + body.size), totalCount: rows.length }
}

const columns: ListColumn<Person, 'name' | 'city'>[] = [
  { id: 'name', label: 'Name', render: (p) => p.name, sortKey: 'name', csv: (p) => p.name },
  { id: 'city', label: 'City', render: (p) => p.city, sortKey: 'city', csv: (p) => p.city },
  { id: 'status', label: 'Status', render: (p) => p.status, csv: (p) => p.status },
]

function Location() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  )
}

function People({ onBulk, onEdit }: { onBulk?: BulkAction<Person>['run']; onEdit?: (p: Person) => void }) {
  const list = useListState(spec)
  const body: Body = { ...list.request, search: list.state.filters.search || undefined, status: list.state.filters.status }
  const query = useQuery({ queryKey: ['people', body], queryFn: () => answer(body), placeholderData: keepPreviousData })
  const rowActions: RowAction<Person>[] = [
    { id: 'edit', label: 'Edit', permission: 'person_write', onSelect: (p) => onEdit?.(p) },
    { id: 'secret', label: 'Secret', permission: 'nobody_has_this', onSelect: () => undefined },
  ]
  return (
    <>
      <Location />
      <ListView
        list={list}
        ariaLabel="People"
        query={query}
        columns={columns}
        defaultColumns={['name', 'status']}
        getRowId={(p) => p.id}
        rowLabel={(p) => p.name}
        filters={[
          { kind: 'search', key: 'search', label: 'Search' },
          {
            kind: 'select',
            key: 'status',
            label: 'Status',
            options: [
              { value: 'active', label: 'Active' },
              { value: 'passive', label: 'Passive' },
            ],
          },
        ]}
        rowActions={rowActions}
        bulkActions={onBulk ? [{ id: 'delete', label: 'Delete', destructive: true, run: onBulk }] : undefined}
        fetchPage={async (index, size) => search({ ...body, index, size })}
        exportFileName="people"
      />
    </>
  )
}

/**
 * A confirm dialog's button. `hidden`: Fluent's focus manager (tabster) toggles aria-hidden on
 * modal surfaces asynchronously, which jsdom tests see at random; real browsers are fine.
 */
async function confirmButton(name: string) {
  return waitFor(() => within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', { name, hidden: true }))
}

const location = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '')
// `hidden`: a modal popover (column chooser) hides the rest of the page from the a11y tree.
const grid = () => screen.getByRole('table', { name: 'People', hidden: true })
const headers = () =>
  within(grid())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
const names = () =>
  within(grid())
    .queryAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelector('[data-column="name"]')?.textContent)

beforeEach(() => {
  calls.length = 0
  delete behaviour.fails
  delete behaviour.hold
  signInLocally({}, 'a@demo.local')
})
afterEach(() => {
  onlineManager.setOnline(true)
})

const pageText = () => screen.getByTestId('list-page').textContent
const rangeText = () => screen.getByTestId('list-range').textContent

describe('ListView', () => {
  it('opens the view the URL describes, writes every change back, and reopens it after a reload', async () => {
    const first = renderWithProviders(<People />, { route: '/people?search=ki%C5%9Fi&status=passive&sort=name&order=desc&page=2&size=10', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(7))
    // 17 passive people, descending by name, second page of 10.
    expect(names()[0]).toBe('Kişi 14')
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'kişi')
    expect(screen.getByTestId('list-range').textContent).toBe('11–17 of 17')
    expect(within(grid()).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending')
    expect(calls.at(-1)).toEqual({ index: 1, size: 10, search: 'kişi', status: 'passive', sortKey: 'name', sortOrder: 'desc' })

    // Sort by name again: descending → no sort, back to page 1.
    await first.user.click(within(grid()).getByText('Name'))
    await waitFor(() => expect(location().get('sort')).toBeNull())
    expect(location().get('page')).toBeNull()

    // Typing is debounced into one URL change; the filter resets the page.
    await first.user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(location().get('page')).toBe('2'))
    const box = screen.getByRole('searchbox')
    await first.user.clear(box)
    await first.user.type(box, 'Kişi 1')
    expect(box).toHaveProperty('value', 'Kişi 1')
    await waitFor(() => expect(location().get('search')).toBe('Kişi 1'))
    expect(location().get('page')).toBeNull()
    expect(calls.filter((body) => body.search === 'Kişi').length).toBeLessThanOrEqual(1)
    await waitFor(() => expect(names()).toEqual(['Kişi 10', 'Kişi 12', 'Kişi 14', 'Kişi 16', 'Kişi 18']))

    // Page size: a choice of 10/20/50/100/500.
    await first.user.click(screen.getByRole('combobox', { name: 'Rows per page' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50', '100', '500'])
    await first.user.click(screen.getByRole('option', { name: '50' }))
    await waitFor(() => expect(location().get('size')).toBe('50'))

    // "Reload": a fresh app on the same URL shows the same view.
    const url = `/people?${location().toString()}`
    first.unmount()
    renderWithProviders(<People />, { route: url, language: 'en' })
    await waitFor(() => expect(names()).toEqual(['Kişi 10', 'Kişi 12', 'Kişi 14', 'Kişi 16', 'Kişi 18']))
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'Kişi 1')
    expect(calls.at(-1)).toEqual({ index: 0, size: 50, search: 'Kişi 1', status: 'passive' })
  })

  it('steps back through earlier views with Back', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    await user.click(within(grid()).getByText('Name'))
    await waitFor(() => expect(location().get('sort')).toBe('name'))
    await user.click(screen.getByRole('button', { name: 'Browser back' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    expect(location().get('sort')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Browser back' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 01'))
  })

  it('lets Back win over a search still waiting to be sent: the text typed last is dropped, not written over where Back went', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    const box = screen.getByRole('searchbox')
    await user.type(box, 'Kişi 2')
    await waitFor(() => expect(location().get('search')).toBe('Kişi 2'))
    // One more keystroke and Back before its 300 ms are up, in one act: no timer runs between them.
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Kişi 25' } })
      fireEvent.click(screen.getByRole('button', { name: 'Browser back' }))
    })
    expect(location().get('search')).toBeNull()
    expect(box).toHaveProperty('value', '')
    // Enter sends a waiting search at once: none is left, so the URL stays where Back went.
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' })
    })
    expect(location().get('search')).toBeNull()
    await waitFor(() => expect(names()[0]).toBe('Kişi 01'))
    expect(box).toHaveProperty('value', '')
  })

  it('keeps the DOM small on a 500-row page and re-renders only the row whose selection changed', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: `m${i}`, name: `Row ${i}`, city: 'X', status: 'active' as const }))
    const renders = vi.fn()
    const counted: ListColumn<Person>[] = [
      {
        id: 'name',
        label: 'Name',
        render: (p) => {
          renders(p.id)
          return p.name
        },
      },
    ]
    function Big() {
      const list = useListState(spec)
      const query = useQuery({ queryKey: ['big'], queryFn: async () => ({ items: many, totalCount: 500 }) })
      return (
        <ListView
          list={list}
          ariaLabel="People"
          query={query}
          columns={counted}
          defaultColumns={['name']}
          getRowId={(p) => p.id}
          rowLabel={(p) => p.name}
          bulkActions={[{ id: 'noop', label: 'Noop', run: async () => undefined }]}
        />
      )
    }
    // jsdom has no layout: give the grid's scroller a real viewport.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
    const { user } = renderWithProviders(<Big />, { route: '/people?size=500', language: 'en' })
    await waitFor(() => expect(names().length).toBeGreaterThan(0))
    const rendered = names().length
    expect(rendered).toBeLessThan(40)
    expect(grid().getAttribute('aria-rowcount')).toBe('501')
    renders.mockClear()
    await user.click(screen.getByRole('checkbox', { name: 'Select Row 3' }))
    expect(screen.getByRole('checkbox', { name: 'Select Row 3' })).toHaveProperty('checked', true)
    expect(new Set(renders.mock.calls.map(([id]) => id))).toEqual(new Set(['m3']))
  })

  it('saves the column choice per list and resets it to the defaults', async () => {
    const first = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    expect(headers()).toEqual(['Name', 'Status', 'Actions'])

    await first.user.click(screen.getByRole('button', { name: 'Columns' }))
    await first.user.click(screen.getByRole('checkbox', { name: 'City', hidden: true }))
    await first.user.click(screen.getByRole('button', { name: 'Move City left', hidden: true }))
    await first.user.click(screen.getByRole('checkbox', { name: 'Status', hidden: true }))
    expect(headers()).toEqual(['Name', 'City', 'Actions'])
    expect(JSON.parse(localStorage.getItem('people_selected_columns') ?? 'null')).toEqual(['name', 'city'])

    first.unmount()
    const second = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    expect(headers()).toEqual(['Name', 'City', 'Actions'])

    await second.user.click(screen.getByRole('button', { name: 'Columns' }))
    await second.user.click(screen.getByRole('button', { name: 'Reset to default', hidden: true }))
    expect(headers()).toEqual(['Name', 'Status', 'Actions'])
    expect(localStorage.getItem('people_selected_columns')).toBeNull()
  })

  it('keeps a selection across pages and runs a bulk action on exactly those rows', async () => {
    const onBulk = vi.fn<BulkAction<Person>['run']>(async () => undefined)
    const view = renderWithProviders(<People onBulk={onBulk} />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Kişi 02' }))
    await view.user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Kişi 11' }))
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Kişi 13' }))
    expect(within(screen.getByTestId('bulk-bar')).getByText('3 rows selected')).toBeTruthy()
    await view.user.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 01'))
    expect(screen.getByRole('checkbox', { name: 'Select Kişi 02' })).toHaveProperty('checked', true)

    await view.user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete' }))
    // Destructive: asks first.
    await view.user.click(await confirmButton('Delete'))
    await waitFor(() => expect(onBulk).toHaveBeenCalledTimes(1))
    expect(onBulk.mock.calls[0]?.[0]).toEqual(['p02', 'p11', 'p13'])
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull())
  })

  it('selects all N matching rows, minus the ones unticked, and clears the selection when the filter changes', async () => {
    const onBulk = vi.fn<BulkAction<Person>['run']>(async () => undefined)
    const view = renderWithProviders(<People onBulk={onBulk} />, { route: '/people?status=active', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    await view.user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await view.user.click(screen.getByRole('button', { name: 'Select all 18 matching rows' }))
    expect(screen.getByText('All 18 matching rows are selected')).toBeTruthy()
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Kişi 03' }))
    expect(screen.getByText('All 17 matching rows are selected')).toBeTruthy()
    await view.user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete' }))
    await view.user.click(await confirmButton('Delete'))
    await waitFor(() => expect(onBulk).toHaveBeenCalledTimes(1))
    const ids = onBulk.mock.calls[0]?.[0] ?? []
    expect(ids).toHaveLength(17)
    expect(ids).not.toContain('p03')
    expect(ids.every((id) => people.find((p) => p.id === id)?.status === 'active')).toBe(true)

    await view.user.click(screen.getByRole('checkbox', { name: 'Select Kişi 01' }))
    expect(screen.getByTestId('bulk-bar')).toBeTruthy()
    await view.user.type(screen.getByRole('searchbox'), '0')
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull())
  })

  it('exports every row of the filtered view to CSV, not just the page', async () => {
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:csv'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const view = renderWithProviders(<People />, { route: '/people?status=passive&sort=city&order=asc', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    await view.user.click(screen.getByRole('button', { name: 'Columns' }))
    await view.user.click(screen.getByRole('checkbox', { name: 'City', hidden: true }))
    await view.user.keyboard('{Escape}')
    await view.user.click(await screen.findByRole('button', { name: 'Export CSV', hidden: true }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer())
    // UTF-8 byte-order mark first, so Excel reads Turkish letters right (Blob.text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const expected = people
      .filter((p) => p.status === 'passive')
      .sort((a, b) => a.city.localeCompare(b.city, 'tr'))
      .map((p) => [p.name, 'passive', p.city.includes(',') ? `"${p.city}"` : p.city].join(','))
    expect(text).toBe(`${UTF8_BOM}Name,Status,City\r\n${expected.join('\r\n')}\r\n`)
    expect(expected).toHaveLength(17)
    // Paged through the search call with the export page size and the view's filter and sort.
    expect(calls.filter((body) => body.size === 500)).toEqual([{ index: 0, size: 500, status: 'passive', sortKey: 'city', sortOrder: 'asc' }])
    expect(await screen.findByText('17 rows exported.')).toBeTruthy()
  })

  it('shows only the row actions the user holds the permission for', async () => {
    // A viewer holding only person_write, so the permission filter of row actions is exercised.
    signInLocally({ role: 'editor' }, 'a@demo.local')
    server.use(permissionsHandler(['person_write']))
    const onEdit = vi.fn()
    const { user } = renderWithProviders(<People onEdit={onEdit} />, { route: '/people', language: 'en' })
    await waitFor(() => expect(headers()).toEqual(['Name', 'Status', 'Actions']))
    await user.click(screen.getByRole('button', { name: 'Actions for Kişi 01' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }))
    expect(onEdit).toHaveBeenCalledWith(people[0])
  })

  it('shows a skeleton, then an error with retry, then the data', async () => {
    let fail = true
    function Flaky() {
      const list = useListState(spec)
      const query = useQuery({
        queryKey: ['flaky', list.request],
        queryFn: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20))
          if (fail) throw Object.assign(new Error('boom'), { serverMessage: 'Sunucu hatası: liste alınamadı.' })
          return search(list.request)
        },
      })
      return <ListView list={list} ariaLabel="People" query={query} columns={columns} defaultColumns={['name']} getRowId={(p) => p.id} />
    }
    const { user } = renderWithProviders(<Flaky />, { route: '/people', language: 'en' })
    expect(screen.getByTestId('list-skeleton')).toBeTruthy()
    const error = await screen.findByTestId('list-error')
    expect(error.textContent).toContain('Sunucu hatası: liste alınamadı.')
    fail = false
    await user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(names()).toHaveLength(10))
  })

  it('tells an empty list from an over-filtered one', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people?search=nobody', language: 'en' })
    const empty = await screen.findByTestId('list-empty')
    expect(empty.textContent).toContain('No records match these filters.')
    await user.click(within(empty).getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(names()).toHaveLength(10))
    expect(location().get('search')).toBeNull()
    await act(async () => undefined)
  })
})

describe('ListView never shows rows under a pager they do not belong to', () => {
  it('marks the previous page busy while the next one loads, then shows the next one', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    expect(grid().getAttribute('aria-busy')).toBe('false')
    let release = () => undefined as void
    behaviour.hold = new Promise<void>((resolve) => (release = resolve))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    // Page 1's rows stay while page 2 loads, marked busy (dimmed), never as if they were page 2.
    await waitFor(() => expect(pageText()).toBe('Page 2 of 4'))
    expect(names()[0]).toBe('Kişi 01')
    expect(grid().getAttribute('aria-busy')).toBe('true')
    release()
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    expect(grid().getAttribute('aria-busy')).toBe('false')
  })

  it('shows the failed page’s error instead of the previous page’s rows, keeps the pager, and shows the page after Retry', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    behaviour.fails = (body) => body.index === 1
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    const error = await screen.findByTestId('list-error')
    expect(error.textContent).toContain('Page 2 could not be loaded.')
    expect(error.textContent).toContain('Sayfa 2 alınamadı.')
    expect(screen.queryByRole('table', { name: 'People' })).toBeNull()
    expect(screen.queryByText('Kişi 01')).toBeNull()
    expect(pageText()).toBe('Page 2 of 4')
    expect(rangeText()).toBe('11–20 of 35')

    // The fault is gone: Retry shows page 2.
    delete behaviour.fails
    await user.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    expect(screen.queryByTestId('list-error')).toBeNull()

    // A failed page can be left with the pager: back to page 1 (and the selection of pages works).
    behaviour.fails = (body) => body.index === 2
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await screen.findByTestId('list-error')
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    expect(screen.queryByTestId('list-error')).toBeNull()
  })

  it('says the network is gone instead of showing page 1 under page 2, and loads page 2 when it is back', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    const offline = await screen.findByTestId('list-offline')
    expect(offline.textContent).toContain('No network connection')
    expect(offline.textContent).toContain('Page 2 will load by itself as soon as the connection is back.')
    expect(screen.queryByRole('table', { name: 'People' })).toBeNull()
    expect(pageText()).toBe('Page 2 of 4')
    // Retry while still offline: still waiting, still no wrong rows.
    await user.click(within(offline).getByRole('button', { name: 'Try again' }))
    expect(screen.getByTestId('list-offline')).toBeTruthy()
    expect(calls.some((body) => body.index === 1)).toBe(false)

    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(names()[0]).toBe('Kişi 11'))
    expect(screen.queryByTestId('list-offline')).toBeNull()
    expect(grid().getAttribute('aria-busy')).toBe('false')
  })

  it('shows a filter’s rows or the busy previous ones, never the previous ones as settled', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people', language: 'en' })
    await waitFor(() => expect(names()).toHaveLength(10))
    let release = () => undefined as void
    behaviour.hold = new Promise<void>((resolve) => (release = resolve))
    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(screen.getByRole('option', { name: 'Passive' }))
    await waitFor(() => expect(location().get('status')).toBe('passive'))
    // Until the passive rows arrive, whatever rows are shown are marked as loading.
    expect(grid().getAttribute('aria-busy')).toBe('true')
    release()
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('false'))
    expect(names()[0]).toBe('Kişi 02')
  })
})

import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { useCallback } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { LocationProbe, searchParams } from '@tests/dom'
import { permissionsHandler, server } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import {
  defineList,
  filter,
  ListPage,
  useDeleteRows,
  useEditorPanel,
  useListState,
  useStandardRowActions,
  useStatusChange,
  type ListColumn,
} from '@/shared/list'

interface Thing {
  id: string
  name: string
  status: 'active' | 'passive'
}

const things: Thing[] = [
  { id: 't1', name: 'Alpha', status: 'active' },
  { id: 't2', name: 'Beta', status: 'passive' },
]

const spec = defineList({ id: 'things', filters: { search: filter.text() }, sortKeys: ['name'] as const })
const columns: ListColumn<Thing, 'name'>[] = [
  { id: 'name', label: 'Name', render: (row) => row.name, sortKey: 'name' },
  { id: 'status', label: 'Status', render: (row) => row.status },
]
const nameOf = (row: Thing) => row.name

/** What the "server" was asked to do. */
let statusCalls: Array<{ id: string; status: string }> = []
let deleteCalls: string[][] = []
const setStatus = async ({ id, data }: { id: string; data: { status: 'active' | 'passive' } }) => {
  statusCalls.push({ id, status: data.status })
}
const deleteMany = async ({ data }: { data: { ids: string[] } }) => {
  deleteCalls.push(data.ids)
}

/** A list page as a feature writes one: the kit's page, its standard actions, its editor panel. */
function Things({ namespace = 'dynamic-parameter' }: { namespace?: string }) {
  const list = useListState(spec)
  const query = useQuery({ queryKey: ['things'], queryFn: async () => ({ items: things, totalCount: things.length }) })
  const { refetch } = query
  const refresh = useCallback(() => refetch(), [refetch])
  const editor = useEditorPanel()
  const changeStatus = useStatusChange<Thing>(namespace, setStatus, refresh, nameOf)
  const { remove, bulkDelete } = useDeleteRows<Thing>(namespace, 'thing_write', deleteMany, refresh)
  const rowActions = useStandardRowActions<Thing>({
    namespace,
    permission: 'thing_write',
    name: nameOf,
    onEdit: editor.open,
    statusChange: changeStatus,
    remove,
  })
  return (
    <>
      <LocationProbe />
      <ListPage
        server={{ list, query }}
        title="Things"
        columns={columns}
        defaultColumns={['name', 'status']}
        getRowId={(row) => row.id}
        rowLabel={nameOf}
        rowActions={rowActions}
        bulkActions={[bulkDelete]}
        emptyMessage="No things"
        create={{ label: 'New thing', permission: 'thing_write' }}
        editor={(target, close) => (
          <section aria-label="Thing editor">
            <output>{`editing ${target}`}</output>
            <button type="button" onClick={close}>
              Close editor
            </button>
          </section>
        )}
      >
        <p>Another panel</p>
      </ListPage>
    </>
  )
}

const table = () => screen.getByRole('table', { name: 'Things', hidden: true })
const rowMenu = (name: string) => within(table()).getByRole('button', { name: `Actions for ${name}`, hidden: true })
const menuItems = async () => (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent)
const confirmDialog = () => screen.findByRole('alertdialog', { hidden: true })

beforeEach(() => {
  statusCalls = []
  deleteCalls = []
  signInLocally({ role: 'editor' }, 'a@demo.local')
})

describe('ListPage', () => {
  it('has the title, the list, the create button that opens the editor on a new record, and the page’s other panels', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things />, { route: '/things', language: 'en' })
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy()
    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    expect(screen.getByText('Another panel')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Thing editor' })).toBeNull()

    await user.click(await screen.findByRole('button', { name: 'New thing' }))
    expect(searchParams().get('editor')).toBe('new')
    expect(screen.getByText('editing new')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Close editor' }))
    await waitFor(() => expect(searchParams().get('editor')).toBeNull())
    expect(screen.queryByText('editing new')).toBeNull()
  })

  it('reopens the editor a link names, and the row’s Edit opens it on that row', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things />, { route: '/things?editor=t2', language: 'en' })
    expect(await screen.findByText('editing t2')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close editor' }))
    await waitFor(() => expect(screen.queryByText('editing t2')).toBeNull())

    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    await user.click(rowMenu('Alpha'))
    await user.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }))
    expect(await screen.findByText('editing t1')).toBeTruthy()
    expect(searchParams().get('editor')).toBe('t1')
  })

  it('offers neither create nor the editor without the permission, even when the link asks for it', async () => {
    server.use(permissionsHandler(['thing_read']))
    renderWithProviders(<Things />, { route: '/things?editor=new', language: 'en' })
    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'New thing' })).toBeNull()
    expect(screen.queryByText('editing new')).toBeNull()
    expect(within(table()).queryByRole('button', { name: 'Actions for Alpha', hidden: true })).toBeNull()
  })
})

describe('useStandardRowActions', () => {
  it('offers edit, deactivate and delete on an active row', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things />, { route: '/things', language: 'en' })
    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    await user.click(rowMenu('Alpha'))
    expect(await menuItems()).toEqual(['Edit', 'Make passive', 'Delete'])
  })

  it('offers activate on a passive row, which needs no question', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things />, { route: '/things', language: 'en' })
    await waitFor(() => expect(within(table()).getByText('Beta')).toBeTruthy())
    await user.click(rowMenu('Beta'))
    expect(await menuItems()).toEqual(['Edit', 'Activate', 'Delete'])
    await user.click(screen.getByRole('menuitem', { name: 'Activate', hidden: true }))
    await waitFor(() => expect(statusCalls).toEqual([{ id: 't2', status: 'active' }]))
    expect(await screen.findByText('Beta is active again.')).toBeTruthy()
  })

  it('asks before deactivating, in the kit’s words when the list has none of its own', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things />, { route: '/things', language: 'en' })
    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    await user.click(rowMenu('Alpha'))
    await user.click(await screen.findByRole('menuitem', { name: 'Make passive', hidden: true }))
    const dialog = await confirmDialog()
    expect(within(dialog).getByText('Make Alpha passive?')).toBeTruthy()
    expect(within(dialog).getByText(/no longer offered in lists/)).toBeTruthy()
    expect(statusCalls).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Make passive', hidden: true }))
    await waitFor(() => expect(statusCalls).toEqual([{ id: 't1', status: 'passive' }]))
  })

  it('asks in the list’s own words when it has them', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things namespace="users" />, { route: '/things', language: 'en' })
    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    await user.click(rowMenu('Alpha'))
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate', hidden: true }))
    const dialog = await confirmDialog()
    expect(within(dialog).getByText('Deactivate Alpha?')).toBeTruthy()
    expect(within(dialog).getByText(/can no longer sign in/)).toBeTruthy()
  })

  it('deletes one row only after confirmation', async () => {
    server.use(permissionsHandler(['thing_write']))
    const { user } = renderWithProviders(<Things />, { route: '/things', language: 'en' })
    await waitFor(() => expect(within(table()).getByText('Alpha')).toBeTruthy())
    await user.click(rowMenu('Beta'))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    const dialog = await confirmDialog()
    expect(within(dialog).getByText('Delete Beta?')).toBeTruthy()
    // The namespace words no delete question any more (its lists have a Trash): the kit's general words.
    expect(within(dialog).getByText('It is deleted for good: this cannot be undone.')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull())
    expect(deleteCalls).toEqual([])

    await user.click(rowMenu('Beta'))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(deleteCalls).toEqual([['t2']]))
    expect(await screen.findByText('1 record moved to the Trash.')).toBeTruthy()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { UserCreateRequest, UserSearchRequest, UserUpdateRequest } from '@/api/generated/identity/model'
import type { UserRecord } from '@mocks/db/identity'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { accountOf } from '@tests/gateway'
import { columnTexts, currentLocation, drawerLabelled, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { fixtureId } from '@tests/fixtures'
import { UsersScreen } from './users-screen'

const uuid = fixtureId

const searches: UserSearchRequest[] = []
const creates: UserCreateRequest[] = []
const updates: Array<{ id: string; body: UserUpdateRequest }> = []
const statusChanges: Array<{ id: string; status: string }> = []
/** Note what the screen sends and let it through to the gateway. */
const spies = [
  http.post(api('identity', '/users/search'), async ({ request }) => void searches.push((await request.clone().json()) as UserSearchRequest)),
  http.post(api('identity', '/users'), async ({ request }) => void creates.push((await request.clone().json()) as UserCreateRequest)),
  http.put(
    api('identity', '/users/:id'),
    async ({ params, request }) => void updates.push({ id: String(params.id), body: (await request.clone().json()) as UserUpdateRequest }),
  ),
  http.patch(
    api('identity', '/users/:id/status'),
    async ({ params, request }) => void statusChanges.push({ id: String(params.id), status: ((await request.clone().json()) as { status: string }).status }),
  ),
]

let gateway: MockGateway
let editor: { id: string; name: string }
let viewer: { id: string; name: string }
let company: { id: string; name: string }
let channel: { id: string; name: string }

/** User `n` (`Ad<n> Soyad<n>`), an editor; every fourth passive, every second executive; Ad1 the newest. */
function user(n: number, overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: uuid(n),
    firstName: `Ad${n}`,
    lastName: `Soyad${n}`,
    email: `user${n}@demo.local`,
    phoneNumber: `+9053200000${String(n).padStart(2, '0')}`,
    roles: [editor],
    status: n % 4 === 0 ? 'passive' : 'active',
    executive: n % 2 === 0,
    companies: [],
    channels: [],
    organizationId: null,
    profilePicture: null,
    createdAt: new Date(Date.UTC(2024, 0, 1, 10) - n * 60_000).toISOString(),
    lastLoginAt: null,
    jobTitle: null,
    language: 'tr',
    ...overrides,
  }
}

beforeEach(() => {
  gateway = createGateway()
  const { db } = gateway
  const ref = (record: { id: string; name: string }) => ({ id: record.id, name: record.name })
  editor = ref(db.identity.roles.find((r) => r.name === 'Editör')!)
  viewer = ref(db.identity.roles.find((r) => r.name === 'Rapor İzleyici')!)
  company = ref(db.parameter.companies.find((c) => c.status === 'active' && db.channel.channels.some((ch) => ch.companyId === c.id))!)
  channel = ref(db.channel.channels.find((ch) => ch.companyId === company.id)!)
  // The signed-in admin (oldest, so last) and 23 users of the test.
  const admin = accountOf(db, 'admin@demo.local')
  admin.createdAt = '2000-01-01T00:00:00Z'
  db.identity.users = [admin, ...Array.from({ length: 23 }, (_, i) => user(i + 1))]
  searches.length = 0
  creates.length = 0
  updates.length = 0
  statusChanges.length = 0
  quietConsoleErrors()
})

const table = () => screen.getByRole('table', { name: 'Users', hidden: true })
const headerTexts = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
const firstNames = () => columnTexts(table(), 'firstName')

const renderUsers = (route = '/users') => renderScreen(<UsersScreen />, { gateway, handlers: spies, route, language: 'en', withLocation: true })

describe('Users screen', () => {
  it('shows the spec default columns and sends the filters of the URL to users/search', async () => {
    await renderUsers(`/users?search=ad1&status=active&roles=${editor.id}&executive=false&sort=lastName&order=desc`)
    await waitFor(() => expect(firstNames().length).toBeGreaterThan(0))
    expect(headerTexts()).toEqual(['First name', 'Last name', 'Roles', 'Phone number', 'Status', 'Actions'])
    expect(searches.at(-1)).toEqual({
      index: 0,
      size: 10,
      search: 'ad1',
      status: 'active',
      roles: [editor.id],
      executive: false,
      sortKey: 'lastName',
      sortOrder: 'desc',
    })
    // The gateway's answer: the active non-executive editors matching "ad1", by last name descending.
    expect(firstNames()).toEqual(['Ad19', 'Ad17', 'Ad15', 'Ad13', 'Ad11', 'Ad1'])
    // The status shows with its enum label.
    expect(within(table()).getAllByText('Active').length).toBeGreaterThan(0)
  })

  it('filters by status from the filter bar, back to page one, in the URL', async () => {
    const { user: actor } = await renderUsers('/users?page=2')
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    await actor.click(screen.getByRole('combobox', { name: 'Status' }))
    await actor.click(await screen.findByRole('option', { name: 'Passive' }))
    await waitFor(() => expect(searchParams().get('status')).toBe('passive'))
    expect(searchParams().get('page')).toBeNull()
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ index: 0, status: 'passive' }))
    await waitFor(() => expect(firstNames()).toEqual(['Ad4', 'Ad8', 'Ad12', 'Ad16', 'Ad20']))
  })

  it('creates a user: a taken e-mail is shown on the field with every value kept, then the save goes through', async () => {
    const { user: actor } = await renderUsers()
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    await actor.click(screen.getByRole('button', { name: 'New user' }))
    await waitFor(() => expect(searchParams().get('editor')).toBe('new'))
    const dialog = await drawerLabelled('New user')
    const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`), hidden: true }) as HTMLInputElement
    await actor.type(box('First name'), 'Zeynep')
    await actor.type(box('Last name'), 'Kaya')
    await actor.type(box('E-mail'), 'user3@demo.local')
    await actor.type(box('Phone number'), '+905321112233')
    // Roles are required.
    await actor.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }))
    expect(await within(dialog).findByText('Please make a choice.')).toBeTruthy()
    expect(creates).toHaveLength(0)
    // The roles come 10 at a time: the user types to find one further down.
    await actor.type(within(dialog).getByRole('combobox', { name: 'Roles', hidden: true }), 'Rapor')
    await actor.click(await screen.findByRole('option', { name: viewer.name, hidden: true }))
    await actor.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }))

    // The gateway answers 409 for an e-mail another user has.
    expect(await within(dialog).findByText('Another user already has the email address user3@demo.local.')).toBeTruthy()
    expect(box('First name').value).toBe('Zeynep')
    expect(box('Last name').value).toBe('Kaya')
    expect(box('E-mail').value).toBe('user3@demo.local')
    expect(box('Phone number').value).toBe('+905321112233')

    await actor.clear(box('E-mail'))
    await actor.type(box('E-mail'), 'zeynep.kaya@demo.local')
    await actor.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(searchParams().get('editor')).toBeNull())
    expect(creates.at(-1)).toEqual({
      firstName: 'Zeynep',
      lastName: 'Kaya',
      email: 'zeynep.kaya@demo.local',
      phoneNumber: '+905321112233',
      roleIds: [viewer.id],
      companyIds: [],
      channelIds: [],
      executive: false,
      // The real session is the admin's, who belongs to an organization: a new user belongs to it too.
      organizationId: accountOf(gateway.db, 'admin@demo.local').organizationId,
      status: 'active',
    })
    // The list was fetched again and shows the new user (the newest) first.
    await waitFor(() => expect(firstNames()[0]).toBe('Zeynep'))
    expect(gateway.db.identity.users.find((u) => u.email === 'zeynep.kaya@demo.local')).toMatchObject({ firstName: 'Zeynep', roles: [viewer] })
  })

  it('deactivates a user at once, without asking; Undo in the toast makes them active again', async () => {
    const { user: actor } = await renderUsers()
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    await actor.click(within(table()).getByRole('button', { name: 'Actions for Ad1 Soyad1', hidden: true }))
    await actor.click(await screen.findByRole('menuitem', { name: 'Deactivate', hidden: true }))
    await waitFor(() => expect(statusChanges).toEqual([{ id: uuid(1), status: 'passive' }]))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText('Ad1 Soyad1 was deactivated.')).closest('[role="listitem"]') as HTMLElement
    expect(gateway.db.identity.users.find((u) => u.id === uuid(1))?.status).toBe('passive')
    await actor.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Ad1 Soyad1 is active again.')).toBeTruthy()
    expect(statusChanges).toEqual([
      { id: uuid(1), status: 'passive' },
      { id: uuid(1), status: 'active' },
    ])
    expect(gateway.db.identity.users.find((u) => u.id === uuid(1))?.status).toBe('active')
  })

  it('deletes users at once into the Trash, without asking; Undo brings them back with their roles; the Trash opens from the page', async () => {
    const { user: actor } = await renderUsers()
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    for (const name of ['Ad1 Soyad1', 'Ad2 Soyad2']) await actor.click(screen.getByRole('checkbox', { name: `Select ${name}`, hidden: true }))
    await actor.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(firstNames()).not.toContain('Ad1'))
    expect(firstNames()).not.toContain('Ad2')
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(gateway.db.identity.users.some((u) => u.id === uuid(1))).toBe(false)
    const toast = (await screen.findByText('2 users moved to the Trash: signed out and cannot sign in.')).closest('[role="listitem"]') as HTMLElement
    await actor.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('2 users restored with their roles; they sign in again.')).toBeTruthy()
    await waitFor(() => expect(firstNames()).toContain('Ad1'))
    expect(gateway.db.identity.users.find((u) => u.id === uuid(1))?.roles).toEqual([editor])

    await actor.click(screen.getByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe('/users/trash'))
  })

  it('shows why a status change failed and leaves the user as they were', async () => {
    const { user: actor, faults } = await renderUsers()
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    faults.set({ method: 'PATCH', path: '/identity-service/users/*/status', status: 500 })
    await actor.click(within(table()).getByRole('button', { name: 'Actions for Ad1 Soyad1', hidden: true }))
    await actor.click(await screen.findByRole('menuitem', { name: 'Deactivate', hidden: true }))
    await waitFor(() => expect(statusChanges).toHaveLength(1))
    // The server's reason is shown as text.
    expect((await screen.findAllByText(/Injected fault: HTTP 500/)).length).toBeGreaterThan(0)
    expect(screen.queryByText('Ad1 Soyad1 was deactivated.')).toBeNull()
    expect(gateway.db.identity.users.find((u) => u.id === uuid(1))?.status).toBe('active')
  })

  it('opens a user whose role is not among the first 10 roles: the role is named by one Ids call (spec §9)', async () => {
    gateway.db.identity.users.find((u) => u.id === uuid(2))!.roles = [viewer]
    const lookups: URLSearchParams[] = []
    const lookupSpy = http.get(api('identity', '/commons/entities/Role/key-value-list'), ({ request }) => void lookups.push(new URL(request.url).searchParams))
    await renderScreen(<UsersScreen />, { gateway, handlers: [...spies, lookupSpy], route: `/users?editor=${uuid(2)}`, language: 'en', withLocation: true })
    const dialog = await drawerLabelled('Edit user')
    expect(await within(dialog).findByText(viewer.name)).toBeTruthy()
    // Pages of 10, and the chosen role asked for by its id: no list of 1000.
    expect(lookups.every((params) => Number(params.get('Size')) <= 10)).toBe(true)
    expect(lookups.some((params) => params.getAll('Ids').join() === viewer.id)).toBe(true)
  })

  it('edits a user with the stored values and sends the full update', async () => {
    Object.assign(
      gateway.db.identity.users.find((u) => u.id === uuid(1))!,
      { companies: [company], channels: [channel] },
    )
    const { user: actor } = await renderUsers(`/users?editor=${uuid(1)}`)
    // The drawer shows a spinner until the user is loaded, then the form.
    const firstName = (await screen.findByRole('textbox', { name: /^First name/, hidden: true })) as HTMLInputElement
    const dialog = await drawerLabelled('Edit user')
    expect(firstName.value).toBe('Ad1')
    expect((within(dialog).getByRole('textbox', { name: /^E-mail/, hidden: true }) as HTMLInputElement).disabled).toBe(true)
    await actor.clear(firstName)
    await actor.type(firstName, 'Adnan')
    await actor.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0]).toEqual({
      id: uuid(1),
      body: {
        firstName: 'Adnan',
        lastName: 'Soyad1',
        phoneNumber: '+905320000001',
        roleIds: [editor.id],
        companyIds: [company.id],
        channelIds: [channel.id],
        executive: false,
        organizationId: null,
        status: 'active',
      },
    })
    await waitFor(() =>
      expect(gateway.db.identity.users.find((u) => u.id === uuid(1))).toMatchObject({ firstName: 'Adnan', companies: [company], channels: [channel] }),
    )
  })
})

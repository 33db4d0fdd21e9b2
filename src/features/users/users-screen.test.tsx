import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { User, UserCreateRequest, UserSearchRequest, UserUpdateRequest } from '@/api/generated/identity/model'
import { renderWithProviders } from '@tests/render'
import { envelope, fail, handleInEveryTest, keyValues } from '@tests/msw'
import { signInLocally } from '@tests/session'
import { columnTexts, drawerLabelled, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { UsersScreen } from './users-screen'

const ROLE_EDITOR = '11111111-1111-4111-8111-111111111111'
const ROLE_VIEWER = '22222222-2222-4222-8222-222222222222'
const COMPANY_A = '33333333-3333-4333-8333-333333333333'
const CHANNEL_A1 = '44444444-4444-4444-8444-444444444444'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function user(n: number, overrides: Partial<User> = {}): User {
  return {
    id: uuid(n),
    firstName: `Ad${n}`,
    lastName: `Soyad${n}`,
    email: `user${n}@demo.local`,
    phoneNumber: `+9053200000${String(n).padStart(2, '0')}`,
    roles: [{ id: ROLE_EDITOR, name: 'Editör' }],
    status: n % 4 === 0 ? 'passive' : 'active',
    executive: n % 2 === 0,
    companies: [],
    channels: [],
    organizationId: null,
    profilePicture: null,
    createdAt: '2024-01-01T10:00:00Z',
    lastLoginAt: null,
    ...overrides,
  }
}

let users: User[] = []
const searches: UserSearchRequest[] = []
const created: UserCreateRequest[] = []
const updates: Array<{ id: string; body: UserUpdateRequest }> = []
const statusChanges: Array<{ id: string; status: string }> = []


handleInEveryTest(
  http.post('*/identity-service/users/search', async ({ request }) => {
    const body = (await request.json()) as UserSearchRequest
    searches.push(body)
    const found = users.filter(
      (u) =>
        (!body.search || `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(body.search.toLowerCase())) &&
        (!body.status || u.status === body.status) &&
        (body.executive === undefined || u.executive === body.executive) &&
        (!body.roles?.length || u.roles.some((r) => body.roles?.includes(r.id))),
    )
    return envelope({ items: found.slice(body.index * body.size, (body.index + 1) * body.size), totalCount: found.length })
  }),
  http.get('*/identity-service/commons/enums/UserStatus/key-value-list', () => keyValues([['active', 'Aktif'], ['passive', 'Pasif']])),
  http.get('*/identity-service/commons/entities/Role/key-value-list', () => keyValues([[ROLE_EDITOR, 'Editör'], [ROLE_VIEWER, 'İzleyici']])),
  http.get('*/identity-service/commons/entities/Company/key-value-list', () => keyValues([[COMPANY_A, 'Şirket A']])),
  http.get('*/identity-service/commons/entities/Organization/key-value-list', () => keyValues([])),
  http.post('*/channel-service/channels/search/company', () => envelope({ items: [{ id: CHANNEL_A1, name: 'Kanal A1', companyId: COMPANY_A }], totalCount: 1 })),
  http.post('*/identity-service/users', async ({ request }) => {
    const body = (await request.json()) as UserCreateRequest
    created.push(body)
    if (users.some((u) => u.email === body.email)) return fail(409, `Another user already has the email address ${body.email}.`)
    const record = user(users.length + 100, { ...body, email: body.email, roles: [], phoneNumber: body.phoneNumber ?? null })
    users = [record, ...users]
    return envelope({ id: record.id })
  }),
  http.get('*/identity-service/users/:id', ({ params }) => {
    const found = users.find((u) => u.id === params.id)
    return found ? envelope(found) : fail(404, 'User not found.')
  }),
  http.put('*/identity-service/users/:id', async ({ params, request }) => {
    updates.push({ id: String(params.id), body: (await request.json()) as UserUpdateRequest })
    return envelope(null)
  }),
  http.patch('*/identity-service/users/:id/status', async ({ params, request }) => {
    const { status } = (await request.json()) as { status: 'active' | 'passive' }
    statusChanges.push({ id: String(params.id), status })
    users = users.map((u) => (u.id === params.id ? { ...u, status } : u))
    return envelope(null)
  }),
)

beforeEach(() => {
  signInLocally()
  users = Array.from({ length: 23 }, (_, i) => user(i + 1))
  searches.length = 0
  created.length = 0
  updates.length = 0
  statusChanges.length = 0
  quietConsoleErrors()
})

const table = () => screen.getByRole('table', { name: 'Users', hidden: true })
const headerTexts = () => within(table()).getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent?.trim())
const firstNames = () => columnTexts(table(), 'firstName')

function renderUsers(route = '/users') {
  return renderWithProviders(<UsersScreen />, { route, language: 'en', withLocation: true })
}

describe('Users screen', () => {
  it('shows the spec default columns and sends the filters of the URL to users/search', async () => {
    renderUsers(`/users?search=ad1&status=active&roles=${ROLE_EDITOR}&executive=false&sort=lastName&order=desc`)
    await waitFor(() => expect(firstNames().length).toBeGreaterThan(0))
    expect(headerTexts()).toEqual(['First name', 'Last name', 'Roles', 'Phone number', 'Status', 'Actions'])
    expect(searches.at(-1)).toEqual({
      index: 0,
      size: 10,
      search: 'ad1',
      status: 'active',
      roles: [ROLE_EDITOR],
      executive: false,
      sortKey: 'lastName',
      sortOrder: 'desc',
    })
    // The status shows with its enum label.
    expect(within(table()).getAllByText('Aktif').length).toBeGreaterThan(0)
  })

  it('filters by status from the filter bar, back to page one, in the URL', async () => {
    const { user: actor } = renderUsers('/users?page=2')
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    await actor.click(screen.getByRole('combobox', { name: 'Status' }))
    await actor.click(await screen.findByRole('option', { name: 'Pasif' }))
    await waitFor(() => expect(searchParams().get('status')).toBe('passive'))
    expect(searchParams().get('page')).toBeNull()
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ index: 0, status: 'passive' }))
    await waitFor(() => expect(firstNames()).toEqual(['Ad4', 'Ad8', 'Ad12', 'Ad16', 'Ad20']))
  })

  it('creates a user: a taken e-mail is shown on the field with every value kept, then the save goes through', async () => {
    const { user: actor } = renderUsers()
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
    await actor.click(within(dialog).getByRole('combobox', { name: 'Roles', hidden: true }))
    await actor.click(await screen.findByRole('option', { name: 'İzleyici', hidden: true }))
    await actor.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }))

    expect(await within(dialog).findByText('Another user already has the email address user3@demo.local.')).toBeTruthy()
    expect(box('First name').value).toBe('Zeynep')
    expect(box('Last name').value).toBe('Kaya')
    expect(box('E-mail').value).toBe('user3@demo.local')
    expect(box('Phone number').value).toBe('+905321112233')

    await actor.clear(box('E-mail'))
    await actor.type(box('E-mail'), 'zeynep.kaya@demo.local')
    await actor.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(searchParams().get('editor')).toBeNull())
    expect(created.at(-1)).toEqual({
      firstName: 'Zeynep',
      lastName: 'Kaya',
      email: 'zeynep.kaya@demo.local',
      phoneNumber: '+905321112233',
      roleIds: [ROLE_VIEWER],
      companyIds: [],
      channelIds: [],
      executive: false,
      organizationId: null,
      status: 'active',
    })
    // The list was fetched again and shows the new user first.
    await waitFor(() => expect(firstNames()[0]).toBe('Zeynep'))
  })

  it('deactivates a user after confirmation', async () => {
    const { user: actor } = renderUsers()
    await waitFor(() => expect(firstNames()).toHaveLength(10))
    await actor.click(within(table()).getByRole('button', { name: 'Actions for Ad1 Soyad1', hidden: true }))
    await actor.click(await screen.findByRole('menuitem', { name: 'Deactivate', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Deactivate Ad1 Soyad1?')).toBeTruthy()
    await actor.click(within(confirm).getByRole('button', { name: 'Deactivate', hidden: true }))
    await waitFor(() => expect(statusChanges).toEqual([{ id: uuid(1), status: 'passive' }]))
    expect(await screen.findByText('Ad1 Soyad1 was deactivated.')).toBeTruthy()
  })

  it('edits a user with the stored values and sends the full update', async () => {
    users[0] = user(1, { companies: [{ id: COMPANY_A, name: 'Şirket A' }], channels: [{ id: CHANNEL_A1, name: 'Kanal A1' }] })
    const { user: actor } = renderUsers(`/users?editor=${uuid(1)}`)
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
        roleIds: [ROLE_EDITOR],
        companyIds: [COMPANY_A],
        channelIds: [CHANNEL_A1],
        executive: false,
        organizationId: null,
        status: 'active',
      },
    })
  })
})

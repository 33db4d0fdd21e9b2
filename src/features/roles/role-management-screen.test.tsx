import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getGetCurrentUserPermissionsQueryKey } from '@/api/generated/identity/endpoints/roles/roles'
import type { Permission, Role, RoleCreateRequest, RolePermissionSaveRequest, RoleSearchRequest } from '@/api/generated/identity/model'
import { renderWithProviders } from '@tests/render'
import { envelope, fail, handleInEveryTest, keyValues } from '@tests/msw'
import { signInLocally } from '@tests/session'
import { columnTexts, drawerLabelled, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { RoleManagementScreen } from './role-management-screen'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const DEPT_CONTENT = uuid(900)
const DEPT_FINANCE = uuid(901)

const permission = (n: number, name: string, group: Permission['group'], description: string, isHide = false): Permission => ({ id: uuid(500 + n), name, group, description, isHide })
const CATALOGUE = [
  permission(1, 'user_read', 'users', 'Kullanıcıları görüntüleme'),
  permission(2, 'user_write', 'users', 'Kullanıcı oluşturma'),
  permission(3, 'role_read', 'roles', 'Rolleri görüntüleme'),
  permission(4, 'channel_report_read', 'reports', 'Kanal raporları'),
  permission(5, 'content_report_read', 'reports', 'İçerik raporları'),
]
const HIDDEN = permission(9, 'system_audit_read', 'users', 'Denetim kaydı', true)

function role(n: number, overrides: Partial<Role> = {}): Role {
  return {
    id: uuid(n),
    name: `Rol ${n}`,
    description: `Açıklama ${n}`,
    platformType: 'back_office',
    departmentId: DEPT_CONTENT,
    departmentName: 'İçerik',
    userCount: 0,
    permissionCount: 0,
    createdAt: '2024-01-01T10:00:00Z',
    ...overrides,
  }
}

let roles: Role[] = []
let rolePermissions = new Map<string, Permission[]>()
const searches: RoleSearchRequest[] = []
const creates: RoleCreateRequest[] = []
const saves: RolePermissionSaveRequest[] = []
const deletes: string[][] = []


handleInEveryTest(
  http.post('*/identity-service/identity/roles/search', async ({ request }) => {
    const body = (await request.json()) as RoleSearchRequest
    searches.push(body)
    const found = roles.filter(
      (r) =>
        (!body.search || r.name.toLowerCase().includes(body.search.toLowerCase())) &&
        (!body.platformTypes?.length || body.platformTypes.includes(r.platformType)) &&
        (!body.departmentIds?.length || body.departmentIds.includes(r.departmentId ?? '')),
    )
    return envelope({ items: found.slice(body.index * body.size, (body.index + 1) * body.size), totalCount: found.length })
  }),
  http.get('*/identity-service/commons/enums/PlatformType/key-value-list', () => keyValues([['back_office', 'Arka ofis'], ['mobile', 'Mobil'], ['web', 'Web'], ['smart_tv', 'Akıllı TV']])),
  http.get('*/identity-service/commons/enums/PermissionGroup/key-value-list', () => keyValues([['users', 'Kullanıcı yönetimi'], ['roles', 'Rol yönetimi'], ['reports', 'Raporlar']])),
  http.get('*/identity-service/commons/entities/Department/key-value-list', () => keyValues([[DEPT_CONTENT, 'İçerik'], [DEPT_FINANCE, 'Finans']])),
  http.post('*/identity-service/identity/roles', async ({ request }) => {
    const body = (await request.json()) as RoleCreateRequest
    creates.push(body)
    if (roles.some((r) => r.name === body.name)) return fail(409, `A back_office role named ${body.name} already exists.`)
    const created = role(roles.length + 300, { name: body.name, description: body.description ?? null, departmentId: body.departmentId })
    roles = [...roles, created]
    return envelope({ id: created.id })
  }),
  http.get('*/identity-service/identity/roles/:id/permissions', ({ params }) => envelope(rolePermissions.get(String(params.id)) ?? [])),
  http.get('*/identity-service/identity/roles/:id', ({ params }) => {
    const found = roles.find((r) => r.id === params.id)
    return found ? envelope(found) : fail(404, 'Role not found.')
  }),
  http.post('*/identity-service/permissions/search', () => envelope({ items: CATALOGUE, totalCount: CATALOGUE.length })),
  http.post('*/identity-service/identity/roles/permission', async ({ request }) => {
    const body = (await request.json()) as RolePermissionSaveRequest
    saves.push(body)
    return envelope(null)
  }),
  http.delete('*/identity-service/identity/roles/bulk', async ({ request }) => {
    const { ids } = (await request.json()) as { ids: string[] }
    deletes.push(ids)
    const inUse = roles.filter((r) => ids.includes(r.id) && r.userCount > 0)
    if (inUse.length) return fail(409, `These roles are still assigned to users: ${inUse.map((r) => r.name).join(', ')}.`)
    roles = roles.filter((r) => !ids.includes(r.id))
    return envelope(null)
  }),
)

beforeEach(() => {
  signInLocally()
  roles = Array.from({ length: 12 }, (_, i) => role(i + 1, i === 2 ? { userCount: 4 } : i % 3 === 0 ? { platformType: 'mobile', departmentId: DEPT_FINANCE, departmentName: 'Finans' } : {}))
  rolePermissions = new Map([[uuid(1), [CATALOGUE[0] as Permission, HIDDEN]]])
  searches.length = 0
  creates.length = 0
  saves.length = 0
  deletes.length = 0
  quietConsoleErrors()
})

const table = () => screen.getByRole('table', { name: 'Role management', hidden: true })
const names = () => columnTexts(table(), 'name')

const renderScreen = (route = '/role-management') =>
  renderWithProviders(<RoleManagementScreen />, { route, language: 'en', withLocation: true })

describe('Role management', () => {
  it('sends the URL filters (platform types, departments) to roles/search', async () => {
    renderScreen(`/role-management?platformTypes=mobile&departmentIds=${DEPT_FINANCE}&search=rol`)
    await waitFor(() => expect(names()).toEqual(['Rol 1', 'Rol 4', 'Rol 7', 'Rol 10']))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, search: 'rol', platformTypes: ['mobile'], departmentIds: [DEPT_FINANCE] })
    expect(within(table()).getAllByText('Mobil').length).toBe(4)
  })

  it('creates a role, continues to its permissions, saves them grouped, and refreshes the signed-in user’s permissions', async () => {
    const view = renderScreen()
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries')
    await waitFor(() => expect(names()).toHaveLength(10))
    await view.user.click(screen.getByRole('button', { name: 'New role' }))
    const name = (await screen.findByRole('textbox', { name: /^Role name/, hidden: true })) as HTMLInputElement
    await view.user.type(name, 'Rapor okuyucu')
    await view.user.type(screen.getByRole('textbox', { name: /^Description/, hidden: true }), 'Raporları görür')
    const drawer = await drawerLabelled('New role')
    await view.user.click(within(drawer).getByRole('combobox', { name: /^Department/, hidden: true }))
    await view.user.click(await screen.findByRole('option', { name: 'Finans', hidden: true }))
    await view.user.click(screen.getByRole('button', { name: 'Create and choose permissions', hidden: true }))

    await waitFor(() => expect(creates).toHaveLength(1))
    expect(creates[0]).toEqual({ name: 'Rapor okuyucu', description: 'Raporları görür', platformType: 'back_office', departmentId: DEPT_FINANCE })
    const createdId = roles.at(-1)?.id as string
    await waitFor(() => expect(searchParams().get('permissions')).toBe(createdId))
    expect(searchParams().get('editor')).toBeNull()

    // Grouped by the contract's groups, with the enum's labels; search narrows the list.
    const reports = await screen.findByRole('checkbox', { name: 'All permissions of Raporlar', hidden: true })
    expect(screen.getByRole('checkbox', { name: 'All permissions of Kullanıcı yönetimi', hidden: true })).toBeTruthy()
    await view.user.click(reports)
    await view.user.type(screen.getByRole('searchbox', { name: 'Search permissions', hidden: true }), 'kullanici goruntu')
    expect(screen.queryByRole('checkbox', { name: 'All permissions of Raporlar', hidden: true })).toBeNull()
    await view.user.click(screen.getByRole('checkbox', { name: /Kullanıcıları görüntüleme/, hidden: true }))
    expect(screen.getByText('3 of 5 selected')).toBeTruthy()
    await view.user.click(screen.getByRole('button', { name: 'Save', hidden: true }))

    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]?.roleId).toBe(createdId)
    expect([...(saves[0]?.permissionIds ?? [])].sort()).toEqual([uuid(501), uuid(504), uuid(505)].sort())
    await waitFor(() => expect(searchParams().get('permissions')).toBeNull())
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCurrentUserPermissionsQueryKey() })
  })

  it('keeps permissions the editor does not offer when saving a role’s set', async () => {
    const view = renderScreen(`/role-management?permissions=${uuid(1)}`)
    const userRead = await screen.findByRole('checkbox', { name: /Kullanıcıları görüntüleme/, hidden: true })
    expect(userRead).toHaveProperty('checked', true)
    await view.user.click(screen.getByRole('checkbox', { name: /Rolleri görüntüleme/, hidden: true }))
    await view.user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect([...(saves[0]?.permissionIds ?? [])].sort()).toEqual([uuid(501), uuid(503), uuid(509)].sort())
  })

  it('bulk-deletes roles; a role still in use blocks the delete with the server’s reason and keeps the selection', async () => {
    const view = renderScreen()
    await waitFor(() => expect(names()).toHaveLength(10))
    const select = (name: string) => view.user.click(screen.getByRole('checkbox', { name: `Select ${name}`, hidden: true }))
    await select('Rol 2')
    await select('Rol 3')
    const bar = screen.getByTestId('bulk-bar')
    await view.user.click(within(bar).getByRole('button', { name: 'Delete', hidden: true }))
    let confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete 2 roles?')).toBeTruthy()
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(deletes).toEqual([[uuid(2), uuid(3)]]))
    expect(await within(screen.getByTestId('bulk-bar').parentElement as HTMLElement).findByText('These roles are still assigned to users: Rol 3.')).toBeTruthy()
    expect(within(screen.getByTestId('bulk-bar')).getByText('2 rows selected')).toBeTruthy()

    await select('Rol 3')
    await view.user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    confirm = await screen.findByRole('alertdialog', { hidden: true })
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(deletes.at(-1)).toEqual([uuid(2)]))
    await waitFor(() => expect(names()).not.toContain('Rol 2'))
    expect(screen.queryByTestId('bulk-bar')).toBeNull()
  })
})

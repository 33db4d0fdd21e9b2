import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getGetCurrentUserPermissionsQueryKey } from '@/api/generated/identity/endpoints/roles/roles'
import type { Permission, Role, RoleCreateRequest, RolePermissionSaveRequest, RoleSearchRequest } from '@/api/generated/identity/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { accountOf } from '@tests/gateway'
import { columnTexts, currentLocation, drawerLabelled, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { RoleManagementScreen } from './role-management-screen'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const DEPT_CONTENT = uuid(900)
const DEPT_FINANCE = uuid(901)

const permission = (n: number, name: string, group: Permission['group'], description: string, isHide = false): Permission => ({
  id: uuid(500 + n),
  name,
  group,
  description,
  isHide,
})
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

const searches: RoleSearchRequest[] = []
const creates: RoleCreateRequest[] = []
const saves: RolePermissionSaveRequest[] = []
const deletes: string[][] = []
/** Note what the screen sends and let it through to the gateway. */
const spies = [
  http.post(api('identity', '/identity/roles/search'), async ({ request }) => void searches.push((await request.clone().json()) as RoleSearchRequest)),
  http.post(api('identity', '/identity/roles'), async ({ request }) => void creates.push((await request.clone().json()) as RoleCreateRequest)),
  http.post(api('identity', '/identity/roles/permission'), async ({ request }) => void saves.push((await request.clone().json()) as RolePermissionSaveRequest)),
  http.delete(api('identity', '/identity/roles/bulk'), async ({ request }) => void deletes.push(((await request.clone().json()) as { ids: string[] }).ids)),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  const { identity } = gateway.db
  // The admin keeps its own role (it holds every permission by its name); beside it, twelve roles of two departments.
  const adminRoles = identity.roles.filter((r) => accountOf(gateway.db, 'admin@demo.local').roles.some((ref) => ref.id === r.id))
  identity.departments = [
    { id: DEPT_CONTENT, name: 'İçerik' },
    { id: DEPT_FINANCE, name: 'Finans' },
  ]
  identity.permissions = [...CATALOGUE, HIDDEN].map((p) => ({ ...p, descriptionTr: p.description ?? '' }))
  const twelve = Array.from({ length: 12 }, (_, i) =>
    role(i + 1, i % 3 === 0 ? { platformType: 'mobile', departmentId: DEPT_FINANCE, departmentName: 'Finans' } : {}),
  )
  identity.roles = [...adminRoles, ...twelve]
  identity.rolePermissions = new Map([[uuid(1), new Set([uuid(501), HIDDEN.id])]])
  for (const r of twelve) if (r.id !== uuid(1)) identity.rolePermissions.set(r.id, new Set())
  // Rol 3 is still assigned to a user.
  accountOf(gateway.db, 'editor@demo.local').roles = [{ id: uuid(3), name: 'Rol 3' }]
  searches.length = 0
  creates.length = 0
  saves.length = 0
  deletes.length = 0
  quietConsoleErrors()
})

const table = () => screen.getByRole('table', { name: 'Role management', hidden: true })
const names = () => columnTexts(table(), 'name')

const renderRoles = (route = '/role-management', language: 'en' | 'tr' = 'en') =>
  renderScreen(<RoleManagementScreen />, { gateway, handlers: spies, route, language, withLocation: true })

describe('Role management', () => {
  it('sends the URL filters (platform types, departments) to roles/search', async () => {
    await renderRoles(`/role-management?platformTypes=mobile&departmentIds=${DEPT_FINANCE}&search=rol`)
    // The gateway answers in name order.
    await waitFor(() => expect(names()).toEqual(['Rol 1', 'Rol 10', 'Rol 4', 'Rol 7']))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, search: 'rol', platformTypes: ['mobile'], departmentIds: [DEPT_FINANCE] })
    expect(within(table()).getAllByText('Mobile').length).toBe(4)
  })

  it('creates a role, continues to its permissions, saves them grouped, and refreshes the signed-in user’s permissions', async () => {
    const view = await renderRoles()
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

    // The spies see a request before the gateway stores it: wait for what the page does once the
    // gateway answered (it opens the new role's permissions), then read the gateway's database.
    await waitFor(() => expect(searchParams().get('permissions')).toBeTruthy())
    expect(creates).toHaveLength(1)
    expect(creates[0]).toEqual({ name: 'Rapor okuyucu', description: 'Raporları görür', platformType: 'back_office', departmentId: DEPT_FINANCE })
    const createdId = gateway.db.identity.roles.at(-1)?.id as string
    expect(searchParams().get('permissions')).toBe(createdId)
    expect(searchParams().get('editor')).toBeNull()

    // Grouped by the contract's groups, with the enum's labels; search narrows the list.
    const reports = await screen.findByRole('checkbox', { name: 'All permissions of Reports', hidden: true })
    expect(screen.getByRole('checkbox', { name: 'All permissions of Users', hidden: true })).toBeTruthy()
    await view.user.click(reports)
    await view.user.type(screen.getByRole('searchbox', { name: 'Search permissions', hidden: true }), 'kullanici goruntu')
    expect(screen.queryByRole('checkbox', { name: 'All permissions of Reports', hidden: true })).toBeNull()
    await view.user.click(screen.getByRole('checkbox', { name: /Kullanıcıları görüntüleme/, hidden: true }))
    expect(screen.getByText('3 of 5 selected')).toBeTruthy()
    await view.user.click(screen.getByRole('button', { name: 'Save', hidden: true }))

    // Closed once the gateway answered.
    await waitFor(() => expect(searchParams().get('permissions')).toBeNull())
    expect(saves).toHaveLength(1)
    expect(saves[0]?.roleId).toBe(createdId)
    expect([...(saves[0]?.permissionIds ?? [])].sort()).toEqual([uuid(501), uuid(504), uuid(505)].sort())
    expect([...(gateway.db.identity.rolePermissions.get(createdId) ?? [])].sort()).toEqual([uuid(501), uuid(504), uuid(505)].sort())
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCurrentUserPermissionsQueryKey() })
  })

  it('keeps permissions the editor does not offer when saving a role’s set', async () => {
    const view = await renderRoles(`/role-management?permissions=${uuid(1)}`)
    const userRead = await screen.findByRole('checkbox', { name: /Kullanıcıları görüntüleme/, hidden: true })
    expect(userRead).toHaveProperty('checked', true)
    await view.user.click(screen.getByRole('checkbox', { name: /Rolleri görüntüleme/, hidden: true }))
    await view.user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect([...(saves[0]?.permissionIds ?? [])].sort()).toEqual([uuid(501), uuid(503), uuid(509)].sort())
  })

  it('deletes at once into the Trash, without asking: the holder loses the role; Undo gives it back and reads the signed-in user’s permissions again', async () => {
    const view = await renderRoles()
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries')
    await waitFor(() => expect(names()).toHaveLength(10))
    const select = (name: string) => view.user.click(screen.getByRole('checkbox', { name: `Select ${name}`, hidden: true }))
    await select('Rol 2')
    await select('Rol 3')
    await view.user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(names()).not.toContain('Rol 3'))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(deletes).toEqual([[uuid(2), uuid(3)]])
    expect(accountOf(gateway.db, 'editor@demo.local').roles).toEqual([])
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCurrentUserPermissionsQueryKey() })
    invalidate.mockClear()

    const toast = (await screen.findByText('2 roles moved to the Trash. Their users no longer have them.')).closest('[role="listitem"]') as HTMLElement
    await view.user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('2 roles restored, with their permissions and users.')).toBeTruthy()
    await waitFor(() => expect(names()).toContain('Rol 3'))
    expect(accountOf(gateway.db, 'editor@demo.local').roles).toEqual([{ id: uuid(3), name: 'Rol 3' }])
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCurrentUserPermissionsQueryKey() })
  })

  it('deletes a role from its row menu in Turkish, offers Undo, and opens the roles Trash', async () => {
    const view = await renderRoles('/role-management', 'tr')
    const list = await screen.findByRole('table', { name: 'Rol yönetimi', hidden: true })
    await waitFor(() => expect(columnTexts(list, 'name')).toHaveLength(10))
    await view.user.click(within(list).getByRole('button', { name: 'Rol 3 için işlemler', hidden: true }))
    await view.user.click(await screen.findByRole('menuitem', { name: 'Sil', hidden: true }))
    const toast = (await screen.findByText('1 rol Çöp Kutusu’na taşındı. Kullanıcılarında artık yok.')).closest('[role="listitem"]') as HTMLElement
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).roles.get(uuid(3))?.record.holderIds).toEqual([accountOf(gateway.db, 'editor@demo.local').id])
    await view.user.click(within(toast).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('1 rol yetkileri ve kullanıcılarıyla geri getirildi.')).toBeTruthy()
    expect(trashOf(gateway.db).roles.list()).toEqual([])

    await view.user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }))
    await waitFor(() => expect(currentLocation()).toBe('/role-management/trash'))
  })
})

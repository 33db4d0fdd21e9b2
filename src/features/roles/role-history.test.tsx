import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { drawerLabelled } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { RoleManagementScreen } from './role-management-screen'

let gateway: MockGateway
let id: string
let before: { name: string; permissionIds: string[] }
let added: { description: string; descriptionTr: string }
let changed: number
const writes: string[] = []
const spies = [
  http.put(api('identity', '/identity/roles/:id'), ({ request }) => void writes.push(`PUT ${request.headers.get('If-Match')}`)),
  http.post(api('identity', '/identity/roles/permission'), ({ request }) => void writes.push(`POST ${request.headers.get('If-Match')}`)),
]

beforeEach(async () => {
  writes.length = 0
  gateway = createGateway()
  const { identity } = gateway.db
  const role = identity.roles.find((r) => r.departmentId && (identity.rolePermissions.get(r.id)?.size ?? 0) > 0)!
  id = role.id
  role.name = 'Yayın editörü'
  const held = identity.rolePermissions.get(id)!
  before = { name: role.name, permissionIds: [...held] }
  const extra = identity.permissions.find((p) => !held.has(p.id) && !p.isHide)!
  added = { description: extra.description ?? extra.name, descriptionTr: extra.descriptionTr }
  // Another administrator renames the role and gives it one more permission: two recorded changes.
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const body = { name: 'Baş editör', description: role.description, platformType: role.platformType, departmentId: role.departmentId }
  expect((await client.call('PUT', `/identity-service/identity/roles/${id}`, body)).status).toBe(200)
  const permissions = { roleId: id, permissionIds: [...before.permissionIds, extra.id] }
  expect((await client.call('POST', '/identity-service/identity/roles/permission', permissions)).status).toBe(200)
  changed = gateway.db.versions.of(id).version
})

const renderEditor = (language: 'en' | 'tr') =>
  renderScreen(<RoleManagementScreen />, { gateway, handlers: spies, route: `/role-management?editor=${id}`, language })

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell', { hidden: true })
    .map((cell) => cell.textContent)

describe('a role’s history', () => {
  it('compares the role and its permissions by name and reverts both through checked writes', async () => {
    const { user } = await renderEditor('en')
    const drawer = await drawerLabelled('Edit role')
    await user.click(await within(drawer).findByRole('button', { name: 'History', hidden: true }, LONG_WAIT))
    const from = await within(drawer).findByRole('combobox', { name: 'Compare version', hidden: true }, LONG_WAIT)
    // The version before both changes (current, after the rename, before it) against the current one.
    await user.selectOptions(from, within(from).getAllByRole('option', { hidden: true })[2]!)
    const diff = await within(drawer).findByRole('table', { name: 'Differences between the two versions', hidden: true })
    expect(cells(within(diff).getByRole('row', { name: /^Role name/, hidden: true }))).toEqual(['Role name', 'Yayın editörü', 'Baş editör'])
    const permissions = cells(within(diff).getByRole('row', { name: /^Permissions/, hidden: true }))
    expect(permissions[2]).toContain(added.description)
    expect(permissions[1]).not.toContain(added.description)
    // Names, not ids.
    expect(permissions.join(' ')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    await user.click(within(drawer).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect([...gateway.db.identity.rolePermissions.get(id)!].sort()).toEqual([...before.permissionIds].sort()))
    expect(gateway.db.identity.roles.find((r) => r.id === id)!.name).toBe(before.name)
    // The role's update with the version the editor read, then its permissions with the version that update answered.
    expect(writes[0]).toBe(`PUT "${changed}"`)
    expect(Number(writes[1]!.match(/^POST "(\d+)"$/)?.[1])).toBeGreaterThan(changed)
    expect(writes).toHaveLength(2)
    expect(await screen.findByText(/Reverted to the version/)).toBeTruthy()
  })

  it('is in Turkish, permissions by their Turkish names', async () => {
    const { user } = await renderEditor('tr')
    const drawer = await drawerLabelled('Rolü düzenle')
    await user.click(await within(drawer).findByRole('button', { name: 'Geçmiş', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { name: 'İki sürüm arasındaki farklar', hidden: true }, LONG_WAIT)
    expect(cells(within(diff).getByRole('row', { name: /^Yetkiler/, hidden: true }))[2]).toContain(added.descriptionTr)
    expect(within(drawer).getByRole('button', { name: 'Birinci sürüme geri dön', hidden: true })).toBeTruthy()
  })
})

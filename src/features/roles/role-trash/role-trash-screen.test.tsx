import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Role } from '@/api/generated/identity/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { accountOf, grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { RoleTrashScreen } from './role-trash-screen'

let gateway: MockGateway

/** Moves a new role to the Trash, deleted by Ayşe, held by the given users and with two permissions. */
function trashed(name: string, holderIds: string[] = []): Role {
  const role: Role = {
    id: crypto.randomUUID(),
    name,
    description: null,
    platformType: 'web',
    departmentId: gateway.db.identity.departments[0]!.id,
    departmentName: gateway.db.identity.departments[0]!.name,
    userCount: 0,
    permissionCount: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
  }
  const permissionIds = gateway.db.identity.permissions.slice(0, 2).map((p) => p.id)
  trashOf(gateway.db).roles.put({ id: role.id, role, permissionIds, holderIds, channelHolders: [] }, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return role
}

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr', signedInAs = 'admin@demo.local') =>
  renderScreen(<RoleTrashScreen />, { gateway, route: '/role-management/trash', path: '/role-management/trash', language, signedInAs })

describe('the roles Trash', () => {
  it('lists the deleted roles with who deleted them and how many users held them; restores one to its holder at once and deletes one for good after asking', async () => {
    const editor = accountOf(gateway.db, 'editor@demo.local')
    const kept = trashed('Moderatör', [editor.id])
    trashed('שירים')
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Roles Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'name'))).toEqual(new Set(['Moderatör', 'שירים'])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(new Set(columnTexts(table, 'userCount'))).toEqual(new Set(['1', '0']))
    expect(columnTexts(table, 'permissionCount')).toEqual(['2', '2'])

    await user.click(within(table).getByRole('button', { name: 'Actions for Moderatör', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 role restored, with its permissions and users.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['שירים']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(gateway.db.identity.roles.some((r) => r.id === kept.id)).toBe(true)
    expect(editor.roles.map((r) => r.id)).toContain(kept.id)

    // Deleting for good cannot be undone: it asks, naming the role.
    await user.click(within(table).getByRole('button', { name: 'Actions for שירים', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete the role \u2068שירים\u2069 for good?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 role deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).roles.list()).toEqual([])
  })

  it('speaks Turkish, and shows the server’s reason when a restore is refused', async () => {
    const role = trashed('Moderatör')
    trashed('Yorumcu')
    // Another role took the name meanwhile.
    gateway.db.identity.roles.push({ ...role, id: crypto.randomUUID() })
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Roller Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toHaveLength(2))
    expect(screen.getByText(/Silinen roller yetkileri ve onlara sahip kullanıcılarla 30 gün burada kalır/)).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: /Silen/, hidden: true })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Moderatör satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    const bar = screen.getByTestId('bulk-bar').parentElement as HTMLElement
    expect(await within(bar).findByText('Artık Moderatör adında başka bir web rolü var. Hiçbiri geri getirilmedi.')).toBeTruthy()
    expect(trashOf(gateway.db).roles.list()).toHaveLength(2)

    await user.click(screen.getByRole('checkbox', { name: 'Moderatör satırını seç', hidden: true }))
    await user.click(screen.getByRole('checkbox', { name: 'Yorumcu satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('1 rol yetkileri ve kullanıcılarıyla geri getirildi.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Moderatör']))
  })

  it('lets a role reader see the Trash but offers no restore or delete for good', async () => {
    trashed('Moderatör')
    grantOnly(gateway.db, 'editor@demo.local', ['role_read'])
    await renderTrash('en', 'editor@demo.local')
    const table = await screen.findByRole('table', { name: 'Roles Trash', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Moderatör']))
    expect(within(table).queryByRole('button', { name: 'Actions for Moderatör', hidden: true })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'Select Moderatör', hidden: true })).toBeNull()
  })
})

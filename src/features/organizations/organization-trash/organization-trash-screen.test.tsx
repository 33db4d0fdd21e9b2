import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { fixtureId, organizationFixture } from '@tests/fixtures'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { OrganizationTrashScreen } from './organization-trash-screen'

let gateway: MockGateway

/** Moves an organization to the Trash, deleted by Ayşe. */
const trashed = (n: number) => {
  const organization = organizationFixture(n)
  trashOf(gateway.db).organizations.put(organization, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return organization
}

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr', signedInAs = 'admin@demo.local') =>
  renderScreen(<OrganizationTrashScreen />, { gateway, route: '/organization/trash', path: '/organization/trash', language, signedInAs })

describe('the organizations Trash', () => {
  it('lists the deleted organizations with who deleted them; restores one at once and deletes one for good after asking', async () => {
    trashed(1)
    trashed(2)
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Organizations Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'name'))).toEqual(new Set(['Org 1', 'Org 2'])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])

    await user.click(within(table).getByRole('button', { name: 'Actions for Org 1', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 organization restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Org 2']))
    expect(gateway.db.identity.organizations.some((o) => o.id === fixtureId(1))).toBe(true)

    await user.click(within(table).getByRole('button', { name: 'Actions for Org 2', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete Org 2 for good?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 organization deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).organizations.list()).toEqual([])
  })

  it('speaks Turkish, and shows the server’s reason when a restore is refused (the name is taken)', async () => {
    const taken = trashed(1)
    trashed(2)
    gateway.db.identity.organizations.push({ ...taken, id: crypto.randomUUID(), taxNumber: null })
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Organizasyonlar Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toHaveLength(2))
    expect(screen.getByText('Silinen organizasyonlar 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Org 1 satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    const bar = screen.getByTestId('bulk-bar').parentElement as HTMLElement
    expect(await within(bar).findByText('Org 1 adında başka bir organizasyon zaten var.')).toBeTruthy()
    expect(trashOf(gateway.db).organizations.list()).toHaveLength(2)

    await user.click(screen.getByRole('checkbox', { name: 'Org 1 satırını seç', hidden: true }))
    await user.click(screen.getByRole('checkbox', { name: 'Org 2 satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('1 organizasyon geri getirildi.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Org 1']))
  })

  it('lets an organization reader see the Trash but offers no restore or delete for good', async () => {
    trashed(1)
    grantOnly(gateway.db, 'editor@demo.local', ['organization_read'])
    await renderTrash('en', 'editor@demo.local')
    const table = await screen.findByRole('table', { name: 'Organizations Trash', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Org 1']))
    expect(within(table).queryByRole('button', { name: 'Actions for Org 1', hidden: true })).toBeNull()
  })
})

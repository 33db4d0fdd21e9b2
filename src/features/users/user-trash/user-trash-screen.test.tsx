import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { UserRecord } from '@mocks/db/identity'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { accountOf, grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { UserTrashScreen } from './user-trash-screen'

let gateway: MockGateway

/** Moves a seeded user to the Trash, deleted by Ayşe, as the gateway's delete does (their account kept). */
function trashed(user: UserRecord): UserRecord {
  const { db } = gateway
  trashOf(db).users.put({ id: user.id, user, account: db.accounts.get(user.id), channelRoles: [] }, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  db.identity.users = db.identity.users.filter((u) => u.id !== user.id)
  db.accounts.delete(user.id)
  return user
}

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr', signedInAs = 'admin@demo.local') =>
  renderScreen(<UserTrashScreen />, { gateway, route: '/users/trash', path: '/users/trash', language, signedInAs })

describe('the users Trash', () => {
  it('lists the deleted users with their roles and who deleted them; restores one with their sign-in and deletes one for good after asking', async () => {
    const editor = trashed(accountOf(gateway.db, 'editor@demo.local'))
    const other = trashed(gateway.db.identity.users[40]!)
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Users Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'email'))).toEqual(new Set(['editor@demo.local', other.email])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(columnTexts(table, 'roles')).toContain('Editör')

    await user.click(within(table).getByRole('button', { name: 'Actions for Elif Kaya', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 user restored with their roles; they sign in again.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'email')).toEqual([other.email]))
    expect(gateway.db.identity.users.some((u) => u.id === editor.id)).toBe(true)
    expect(gateway.db.accounts.get(editor.id)?.password).toBe('Demo123!')

    const name = `${other.firstName} ${other.lastName}`
    await user.click(within(table).getByRole('button', { name: `Actions for ${name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('This cannot be undone: the account and its sign-in are gone.')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 user deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).users.list()).toEqual([])
  })

  it('speaks Turkish, and shows the server’s reason when a restore is refused (the email address is taken)', async () => {
    const taken = trashed(gateway.db.identity.users[40]!)
    trashed(gateway.db.identity.users[41]!)
    gateway.db.identity.users.push({ ...taken, id: crypto.randomUUID() })
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Kullanıcılar Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'email')).toHaveLength(2))
    expect(screen.getByText(/Silinen kullanıcılar rolleri ve kanallarıyla 30 gün burada kalır/)).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: `${taken.firstName} ${taken.lastName} satırını seç`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    const bar = screen.getByTestId('bulk-bar').parentElement as HTMLElement
    expect(await within(bar).findByText(`${taken.email} e-posta adresi başka bir kullanıcıya ait.`)).toBeTruthy()
    expect(trashOf(gateway.db).users.list()).toHaveLength(2)
  })

  it('lets a user reader see the Trash but offers no restore or delete for good', async () => {
    trashed(gateway.db.identity.users[40]!)
    grantOnly(gateway.db, 'editor@demo.local', ['user_read'])
    await renderTrash('en', 'editor@demo.local')
    const table = await screen.findByRole('table', { name: 'Users Trash', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'email')).toHaveLength(1))
    expect(within(table).queryAllByRole('button', { name: /^Actions for /, hidden: true })).toEqual([])
  })
})

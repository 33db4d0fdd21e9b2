import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { drawerLabelled } from '@tests/dom'
import { testClient } from '@tests/test-client'
import { UsersScreen } from './users-screen'

let gateway: MockGateway
let id: string
let renamed: number
const ifMatch: string[] = []
const spies = [http.put(api('identity', '/users/:id'), ({ request }) => void ifMatch.push(request.headers.get('If-Match') ?? ''))]

beforeEach(async () => {
  ifMatch.length = 0
  gateway = createGateway()
  const users = gateway.db.identity.users
  const admin = users.find((u) => u.email === 'admin@demo.local')!
  const record = users.find((u) => u !== admin && u.organizationId === admin.organizationId)!
  id = record.id
  record.firstName = 'Zeynep'
  // Another administrator renames the user through the gateway: one recorded change.
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const read = await client.json<{ body: Record<string, unknown> }>('GET', `/identity-service/users/${id}`)
  const user = read.data.body as {
    lastName: string
    phoneNumber: string | null
    roles: { id: string }[]
    companies: { id: string }[]
    channels: { id: string }[]
  }
  const body = {
    firstName: 'Zerrin',
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    roleIds: user.roles.map((r) => r.id),
    companyIds: user.companies.map((c) => c.id),
    channelIds: user.channels.map((c) => c.id),
    executive: record.executive,
    organizationId: record.organizationId,
    status: record.status,
  }
  expect((await client.call('PUT', `/identity-service/users/${id}`, body)).status).toBe(200)
  renamed = gateway.db.versions.of(id).version
})

describe('a user’s history', () => {
  it('shows the diff of two versions and reverts to the older one through a checked update', async () => {
    const { user: actor } = await renderScreen(<UsersScreen />, { gateway, handlers: spies, route: `/users?editor=${id}`, language: 'en' })
    const dialog = await drawerLabelled('Edit user')
    await actor.click(await within(dialog).findByRole('button', { name: 'History', hidden: true }))
    const diff = await within(dialog).findByRole('table', { name: 'Differences between the two versions', hidden: true })
    const row = within(diff).getByRole('row', { name: /First name/, hidden: true })
    expect(
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['First name', 'Zeynep', 'Zerrin'])
    await actor.click(within(dialog).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect(gateway.db.identity.users.find((u) => u.id === id)!.firstName).toBe('Zeynep'))
    // The revert is the user's own update, checked against the version the editor read.
    expect(ifMatch).toEqual([`"${renamed}"`])
    expect(await screen.findByText(/Reverted to the version/)).toBeTruthy()
  })

  it('names the history in Turkish', async () => {
    const { user: actor } = await renderScreen(<UsersScreen />, { gateway, route: `/users?editor=${id}`, language: 'tr' })
    const dialog = await drawerLabelled('Kullanıcıyı düzenle')
    await actor.click(await within(dialog).findByRole('button', { name: 'Geçmiş', hidden: true }))
    expect(await within(dialog).findByRole('button', { name: 'Birinci sürüme geri dön', hidden: true })).toBeTruthy()
  })
})

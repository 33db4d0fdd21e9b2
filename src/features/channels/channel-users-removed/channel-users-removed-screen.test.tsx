import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelRecord } from '@mocks/db/channel'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { grantOnly } from '@tests/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { ChannelUsersRemovedScreen } from './channel-users-removed-screen'

let gateway: MockGateway
let channel: ChannelRecord

const members = () => gateway.db.identity.users.filter((u) => u.channels.some((m) => m.id === channel.id))

/** Removes the channel's first users through the gateway, as the users tab does (the admin removes them). */
async function removeFirst(count: number) {
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const found = await client.json<{ body: { items: Array<{ id: string; userId: string; firstName: string; lastName: string }> } }>(
    'POST',
    `/channel-service/channels/${channel.id}/users/search`,
    { index: 0, size: count },
  )
  const picked = found.data.body.items
  await client.call('DELETE', `/channel-service/channels/${channel.id}/users/bulk`, { ids: picked.map((u) => u.id) })
  return picked
}

beforeEach(() => {
  gateway = createGateway()
  channel = gateway.db.channel.channels.find((c) => gateway.db.identity.users.filter((u) => u.channels.some((m) => m.id === c.id)).length >= 3)!
  quietConsoleErrors()
})

const renderRemoved = (language: 'en' | 'tr', signedInAs?: string) =>
  renderScreen(<ChannelUsersRemovedScreen />, {
    gateway,
    route: `/my-channels/${channel.id}/users/removed`,
    path: '/my-channels/:channelId/users/removed',
    language,
    signedInAs,
  })

describe('the users removed from a channel', () => {
  it('lists who was removed with the roles they had and who removed them; Restore gives one their place back at once', async () => {
    const [one, two] = await removeFirst(2)
    const before = members().length
    const { user } = await renderRemoved('en')
    const table = await screen.findByRole('table', { name: 'Users removed from the channel', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'firstName'))).toEqual(new Set([one!.firstName, two!.firstName])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Deniz Yılmaz', 'Deniz Yılmaz'])
    expect(columnTexts(table, 'roles').every((roles) => Boolean(roles))).toBe(true)

    const name = `${one!.firstName} ${one!.lastName}`
    await user.click(within(table).getByRole('button', { name: `Actions for ${name}`, hidden: true }))
    const restore = await screen.findByRole('menuitem', { name: 'Restore', hidden: true })
    expect(screen.queryByRole('menuitem', { name: 'Delete for good', hidden: true })).toBeNull()
    await user.click(restore)
    expect(await screen.findByText('1 user is back on the channel with their roles.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'firstName')).toEqual([two!.firstName]))
    expect(members()).toHaveLength(before + 1)
  })

  it('speaks Turkish; a reader sees who was removed but cannot restore', async () => {
    await removeFirst(1)
    grantOnly(gateway.db, 'editor@demo.local', ['channel_read'])
    const editor = gateway.db.identity.users.find((u) => u.email === 'editor@demo.local')!
    if (!editor.channels.some((c) => c.id === channel.id)) editor.channels.push({ id: channel.id, name: channel.name })
    await renderRemoved('tr', 'editor@demo.local')
    const table = await screen.findByRole('table', { name: 'Kanaldan çıkarılan kullanıcılar', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'firstName')).toHaveLength(1))
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Sahip olduğu roller', 'Çıkaran', 'Çıkarıldı']))
    expect(within(table).queryByRole('checkbox', { hidden: true })).toBeNull()
    expect(within(table).queryByRole('button', { name: /işlemler/, hidden: true })).toBeNull()
  })
})

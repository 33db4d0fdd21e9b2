import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { grantOnly } from '@tests/gateway'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation, drawerLabelled } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { ChannelUsersScreen } from './channel-users-screen'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

/** A channel and its members in the gateway's database (identity users assigned to it). */
function channelWithMembers(min: number) {
  const channel = gateway.db.channel.channels.find((c) => gateway.db.identity.users.filter((u) => u.channels.some((m) => m.id === c.id)).length >= min)
  if (!channel) throw new Error(`No channel with ${min} users`)
  const members = () => gateway.db.identity.users.filter((u) => u.channels.some((m) => m.id === channel.id))
  return { channel, members }
}

const renderUsers = (channelId: string, signedInAs?: string) =>
  renderScreen(<ChannelUsersScreen />, {
    gateway,
    route: `/my-channels/${channelId}/users`,
    path: '/my-channels/:channelId/users/*',
    language: 'en',
    signedInAs,
  })
const table = () => screen.getByRole('table', { name: 'Channel users', hidden: true })
const firstNames = () => columnTexts(table(), 'firstName')

describe('Channel users', () => {
  it('lists the channel’s users with the spec columns and searches them', async () => {
    const { channel, members } = channelWithMembers(2)
    const { user } = await renderUsers(channel.id)
    await waitFor(() => expect(firstNames().length).toBe(Math.min(10, members().length)))
    const headers = within(table())
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent?.trim())
    expect(headers.filter(Boolean)).toEqual(['First name', 'Last name', 'Roles', 'Phone number', 'Actions'])
    const target = members()[0]!
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), target.email)
    await waitFor(() => expect(firstNames()).toEqual([target.firstName]))
  })

  it('adds users with a role through the picker; the gateway holds them with that role', async () => {
    const { channel, members } = channelWithMembers(1)
    const outsider = gateway.db.identity.users.find((u) => u.status === 'active' && !u.channels.some((m) => m.id === channel.id))!
    const { user } = await renderUsers(channel.id)
    await waitFor(() => expect(firstNames().length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: 'Add users' }))
    const drawer = await drawerLabelled('Add users to the channel')
    // Both are required.
    await user.click(within(drawer).getByRole('button', { name: 'Add', hidden: true }))
    expect((await within(drawer).findAllByText('Please make a choice.')).length).toBeGreaterThan(0)
    await user.type(within(drawer).getByRole('combobox', { name: 'Users', hidden: true }), outsider.email)
    await user.click(await screen.findByRole('option', { name: new RegExp(outsider.email), hidden: true }))
    const role = gateway.db.identity.roles[0]!
    await user.click(within(drawer).getByRole('combobox', { name: /Role on this channel/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: role.name, hidden: true }))
    await user.click(within(drawer).getByRole('button', { name: 'Add', hidden: true }))
    await waitFor(() => expect(members().map((u) => u.id)).toContain(outsider.id))
    expect(await screen.findByText('1 user was added to the channel.')).toBeTruthy()
    expect(gateway.db.channelUserRoles.get(`${channel.id}:${outsider.id}`)).toEqual([role.id])
  })

  it('removes one user and then several at once, without asking; Undo gives them back their roles', async () => {
    const { channel, members } = channelWithMembers(3)
    const before = members().length
    const { user } = await renderUsers(channel.id)
    await waitFor(() => expect(firstNames().length).toBeGreaterThan(2))
    const [one, two, three] = members()
    const name = (u: typeof one) => `${u!.firstName} ${u!.lastName}`
    const rolesOf = (u: typeof one) => gateway.db.channelUserRoles.get(`${channel.id}:${u!.id}`) ?? u!.roles.map((r) => r.id)
    const roles = rolesOf(one)
    await user.click(within(table()).getByRole('button', { name: `Actions for ${name(one)}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from channel', hidden: true }))
    await waitFor(() => expect(members()).toHaveLength(before - 1))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText('1 user was removed from the channel.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('1 user is back on the channel with their roles.')).toBeTruthy()
    await waitFor(() => expect(members()).toHaveLength(before))
    expect(rolesOf(one)).toEqual(roles)

    await user.click(await screen.findByRole('checkbox', { name: `Select ${name(two)}`, hidden: true }))
    await user.click(screen.getByRole('checkbox', { name: `Select ${name(three)}`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Remove from channel', hidden: true }))
    await waitFor(() => expect(members()).toHaveLength(before - 2))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(await screen.findByText('2 users were removed from the channel.')).toBeTruthy()
  })

  it('says in Turkish that a user left the channel and offers Undo', async () => {
    const { channel, members } = channelWithMembers(1)
    const before = members().length
    const [one] = members()
    const { user } = await renderScreen(<ChannelUsersScreen />, {
      gateway,
      route: `/my-channels/${channel.id}/users`,
      path: '/my-channels/:channelId/users/*',
      language: 'tr',
    })
    await user.click(await screen.findByRole('button', { name: `${one!.firstName} ${one!.lastName} için işlemler`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Kanaldan çıkar', hidden: true }))
    const toast = (await screen.findByText('1 kullanıcı kanaldan çıkarıldı.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('1 kullanıcı rolleriyle kanala geri eklendi.')).toBeTruthy()
    await waitFor(() => expect(members()).toHaveLength(before))
  })

  it('opens who was removed in the last 30 days from the tab', async () => {
    const { channel } = channelWithMembers(1)
    const { user } = await renderScreen(<ChannelUsersScreen />, {
      gateway,
      route: `/my-channels/${channel.id}/users`,
      path: '/my-channels/:channelId/users/*',
      language: 'en',
      withLocation: true,
    })
    await user.click(await screen.findByRole('button', { name: 'Removed users' }))
    await waitFor(() => expect(currentLocation()).toBe(`/my-channels/${channel.id}/users/removed`))
  })

  it('offers neither add nor remove without channel_user_write', async () => {
    const { channel } = channelWithMembers(1)
    grantOnly(gateway.db, 'editor@demo.local', ['channel_read'])
    await renderUsers(channel.id, 'editor@demo.local')
    await waitFor(() => expect(firstNames().length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: 'Add users' })).toBeNull()
    expect(screen.queryByRole('checkbox', { hidden: true })).toBeNull()
  })
})

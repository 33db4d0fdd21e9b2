import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { currentLocation, LocationProbe } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { ChannelDetailLayout } from './channel-detail-layout'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  localStorage.clear()
  quietConsoleErrors()
})

const page = (text: string) => (
  <>
    <p>{text}</p>
    <LocationProbe />
  </>
)

function renderLayout(route: string, signedInAs?: string) {
  return renderScreen(<></>, {
    gateway,
    route,
    signedInAs,
    language: 'en',
    routes: [
      { path: '/mychannels', element: page('my channels page') },
      ...['/my-channels/:channelId', '/cms-channels/:channelId'].map((path) => ({
        path,
        element: <ChannelDetailLayout />,
        children: [
          { path: 'contents/videos', element: page('videos page') },
          { path: 'users', element: page('users page') },
          { path: 'settings/*', element: page('settings page') },
        ],
      })),
    ],
  })
}

describe('the channel-detail layout', () => {
  it('tells a user who is not assigned to the channel they have no access, with a way back, and shows none of its pages', async () => {
    const editor = gateway.db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const other = gateway.db.channel.channels.find((c) => !editor.channels.some((mine) => mine.id === c.id))!
    const { user } = await renderLayout(`/my-channels/${other.id}/contents/videos`, 'editor@demo.local')
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no access to this channel' })).toBeTruthy()
    expect(screen.queryByText('videos page')).toBeNull()
    expect(screen.queryByText(other.name)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to my channels' }))
    expect(await screen.findByText('my channels page')).toBeTruthy()
    expect(currentLocation()).toBe('/mychannels')
  })

  it('shows the channel header (name, counts, https platform link, status) and remembers the channel', async () => {
    const channel = gateway.db.channel.channels[0]!
    await renderLayout(`/my-channels/${channel.id}/contents/videos`)
    expect(await screen.findByRole('heading', { level: 1, name: channel.name })).toBeTruthy()
    const link = screen.getByRole('link', { name: /Open on the platform/ })
    expect(link.getAttribute('href')).toBe(`https://www.youtube.com/channel/${channel.youtubeChannelId}`)
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(screen.getByText('Subscribers')).toBeTruthy()
    expect(screen.getByText('Connected')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('videos page')).toBeTruthy()
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.channelName)).toBe(channel.name))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedChannel) ?? '{}')).toMatchObject({ id: channel.id })
  })

  it('switches to another channel of selectBoxData from the switcher, keeping the tab and the settings section', async () => {
    const [first, second, third] = gateway.db.channel.channels
    localStorage.setItem(STORAGE_KEYS.selectBoxData, JSON.stringify([first, second, third].map((c) => ({ id: c!.id, name: c!.name }))))
    const { user } = await renderLayout(`/my-channels/${first!.id}/settings/channelTargeting`)
    const switcher = await screen.findByRole('combobox', { name: 'Switch channel' })
    await user.click(switcher)
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([first!.name, second!.name, third!.name])
    // Searchable: typing narrows the options.
    await user.clear(switcher)
    await user.type(switcher, third!.name.slice(0, -1))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: third!.name }))
    await waitFor(() => expect(currentLocation()).toBe(`/my-channels/${third!.id}/settings/channelTargeting`))
    expect(await screen.findByRole('heading', { level: 1, name: third!.name })).toBeTruthy()
  })

  it('under /cms-channels, a switch to a channel of another CMS carries that CMS’s id, not the one it came with', async () => {
    const channels = gateway.db.channel.channels
    const first = channels.find((c) => c.cmsId !== null)!
    const other = channels.find((c) => c.cmsId !== null && c.cmsId !== first.cmsId)!
    localStorage.setItem(STORAGE_KEYS.selectBoxData, JSON.stringify([first, other].map((c) => ({ id: c.id, name: c.name }))))
    const { user } = await renderLayout(`/cms-channels/${first.id}/users?cmsId=${first.cmsId}`)
    const switcher = await screen.findByRole('combobox', { name: 'Switch channel' })
    await user.click(switcher)
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: other.name }))
    expect(await screen.findByRole('heading', { level: 1, name: other.name })).toBeTruthy()
    await waitFor(() => expect(currentLocation()).toBe(`/cms-channels/${other.id}/users?cmsId=${other.cmsId}`))
    expect(localStorage.getItem(STORAGE_KEYS.cmsId)).toBe(other.cmsId)
  })

  it('names the channel’s CMS in the URL of a /cms-channels page opened without one', async () => {
    const channel = gateway.db.channel.channels.find((c) => c.cmsId !== null)!
    await renderLayout(`/cms-channels/${channel.id}/contents/videos`)
    await waitFor(() => expect(currentLocation()).toBe(`/cms-channels/${channel.id}/contents/videos?cmsId=${channel.cmsId}`))
    expect(screen.getByText('videos page')).toBeTruthy()
  })

  it('fetches the switcher options for the channel’s company when nothing is stored', async () => {
    const channel = gateway.db.channel.channels[0]!
    const siblings = gateway.db.channel.channels.filter((c) => c.companyId === channel.companyId)
    const { user } = await renderLayout(`/my-channels/${channel.id}/users`)
    await user.click(await screen.findByRole('combobox', { name: 'Switch channel' }))
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(siblings.length))
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectBoxData) ?? '[]')).toHaveLength(siblings.length))
  })

  it('says "not found" for a malformed id and for a channel the server does not know, without the pages', async () => {
    await renderLayout('/my-channels/not-a-channel/contents/videos')
    expect(await screen.findByRole('heading', { name: 'Channel not found' })).toBeTruthy()
    expect(screen.queryByText('videos page')).toBeNull()
    await renderLayout('/my-channels/0b6f6a3c-1a43-4a57-9d0e-6b1f6b0b6d2f/users')
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Channel not found' })).toHaveLength(2))
    expect(screen.queryByText('users page')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Back to my channels' })).toHaveLength(2)
  })

  it('shows a load failure with a retry that recovers', async () => {
    const channel = gateway.db.channel.channels[1]!
    faults.set({ method: 'GET', path: `/channel-service/channels/${channel.id}`, status: 500, times: 1 })
    const { user } = await renderLayout(`/my-channels/${channel.id}/users`)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Channel not found' })).toBeNull()
    await user.click(retry)
    expect(await screen.findByRole('heading', { level: 1, name: channel.name })).toBeTruthy()
  })
})

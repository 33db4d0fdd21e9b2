import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '@/shared/hooks'
import type { ChannelByCompanySearchRequest, ChannelSearchRequest } from '@/api/generated/channel/model'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { currentLocation, searchParams } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { MyChannelsScreen } from './my-channels-screen'

const searches: ChannelSearchRequest[] = []
const optionCalls: ChannelByCompanySearchRequest[] = []
const spies = [
  http.post(api('channel', '/channels/search'), async ({ request }) => void searches.push((await request.clone().json()) as ChannelSearchRequest)),
  http.post(
    api('channel', '/channels/search/company'),
    async ({ request }) => void optionCalls.push((await request.clone().json()) as ChannelByCompanySearchRequest),
  ),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
  optionCalls.length = 0
  localStorage.clear()
  quietConsoleErrors()
})

const renderMyChannels = (route = '/mychannels') => renderScreen(<MyChannelsScreen />, { gateway, handlers: spies, route, language: 'en', withLocation: true })
const cards = () => within(screen.getByRole('list', { name: 'My Channels' })).getAllByRole('listitem')
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

afterEach(() => vi.useRealTimers())

describe('My channels', () => {
  it('opens the channel clicked right after typing in the search: the pending search never turns the navigation into ?search=…', async () => {
    await renderMyChannels()
    await waitFor(() => expect(cards()).toHaveLength(12))
    const target = within(cards()[1]!).getByRole('link')
    const href = target.getAttribute('href')!
    // The clock is ours from here: the debounce cannot fire between the keystrokes and the click.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // Typed (the search waits for its debounce), then the card clicked at once.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Lale' } })
    act(() => target.click())
    expect(currentLocation()).toBe(href)
    // Well past the debounce: the search typed before the click does not come back.
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3))
    expect(currentLocation()).toBe(href)
    expect(searchParams().get('search')).toBeNull()
  })

  it('shows the channels as cards with counts and status, and stores every channel the user sees as the switcher options', async () => {
    await renderMyChannels()
    await waitFor(() => expect(cards()).toHaveLength(12))
    const sorted = [...gateway.db.channel.channels].sort((a, b) => a.name.localeCompare(b.name, 'tr'))
    const first = within(cards()[0]!)
    expect(first.getByRole('link').textContent).toBe(sorted[0]!.name)
    expect(first.getByText('Subscribers')).toBeTruthy()
    expect(first.getByText(sorted[0]!.isChannelConnectedToPlatform ? 'Connected' : 'Not connected')).toBeTruthy()
    expect(searches.at(-1)).toEqual({ index: 0, size: 12, sortKey: 'name', sortOrder: 'asc' })
    await waitFor(() => expect(stored(STORAGE_KEYS.selectBoxData)).toHaveLength(gateway.db.channel.channels.length))
  })

  it('filters by a company (channels of that company only, the switcher options too) and by search, in the URL', async () => {
    const company = gateway.db.channel.channels[0]!.companyId
    const theirs = gateway.db.channel.channels.filter((c) => c.companyId === company)
    const { user } = await renderMyChannels(`/mychannels?companyId=${company}`)
    await waitFor(() => expect(cards()).toHaveLength(Math.min(12, theirs.length)))
    expect(searches.at(-1)?.companyIds).toEqual([company])
    expect(optionCalls.at(-1)?.companyIds).toEqual([company])
    await waitFor(() => expect((stored(STORAGE_KEYS.selectBoxData) as Array<{ id: string }>).map((o) => o.id).sort()).toEqual(theirs.map((c) => c.id).sort()))
    expect(localStorage.getItem(STORAGE_KEYS.companyId)).toBe(company)

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), theirs[0]!.name)
    await waitFor(() => expect(searchParams().get('search')).toBe(theirs[0]!.name))
    await waitFor(() => expect(cards().map((card) => within(card).getByRole('link').textContent)).toEqual([theirs[0]!.name]))
  })

  it('shows a list view with the channel columns, and opening a channel goes to its videos and remembers it', async () => {
    const { user } = await renderMyChannels('/mychannels?view=list')
    const table = await screen.findByRole('table', { name: 'My Channels', hidden: true })
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent?.trim())
    expect(headers).toEqual(['Channel', 'Company', 'Subscribers', 'Videos', 'Status', 'Actions'])
    const link = within(table).getAllByRole('link', { hidden: true })[0]!
    const channel = gateway.db.channel.channels.find((c) => c.name === link.textContent)!
    await user.click(link)
    expect(currentLocation()).toBe(`/my-channels/${channel.id}/contents/videos`)
    expect(stored(STORAGE_KEYS.selectedChannel)).toMatchObject({ id: channel.id, name: channel.name })
    expect(localStorage.getItem(STORAGE_KEYS.channelId)).toBe(channel.id)
    expect(localStorage.getItem(STORAGE_KEYS.channelName)).toBe(channel.name)
  })

  it('says so when no channel matches, and shows the server failure with a retry', async () => {
    const { faults } = await renderMyChannels('/mychannels?search=zzzz-no-such-channel')
    expect(await screen.findByText(/No records match/i)).toBeTruthy()
    faults.set({ method: 'POST', path: '/channel-service/channels/search', status: 500 })
    await renderMyChannels('/mychannels?search=other')
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { Outlet } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms, CmsChannelSearchRequest } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import type { ChannelRecord } from '@mocks/db/channel'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { grantOnly } from '@tests/gateway'
import { currentLocation, LocationProbe, searchParams } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { routes } from '../routes'

const searches: CmsChannelSearchRequest[] = []
const spies = [
  http.post(api('channel', '/cms-channels/search'), async ({ request }) => void searches.push((await request.clone().json()) as CmsChannelSearchRequest)),
]
let gateway: MockGateway
let cms: Cms
let channels: ChannelRecord[]

beforeEach(() => {
  gateway = createGateway()
  cms = gateway.db.channel.cms[0]!
  // Twelve channels in the first CMS, every third one passive, with known claim figures.
  channels = gateway.db.channel.channels.slice(0, 12)
  channels.forEach((channel, i) =>
    Object.assign(channel, { cmsId: cms.id, cmsName: cms.name, status: i % 3 === 2 ? 'passive' : 'active', copyright: i * 2, thirdPartyClaimsCount: i }),
  )
  gateway.db.channel.channels.slice(12).forEach((channel) => {
    if (channel.cmsId === cms.id) channel.cmsId = gateway.db.channel.cms[1]!.id
  })
  searches.length = 0
  localStorage.clear()
  quietConsoleErrors()
})

// The CMS pages as the app routes them; the channel-detail pages (another screen) only say where they are.
const cmsRoutes = routes.filter((route) => route.path === 'cms-management')
const app = [
  {
    element: (
      <>
        <Outlet />
        <LocationProbe />
      </>
    ),
    children: [...cmsRoutes, { path: 'cms-channels/*', element: null }],
  },
]
const renderChannels = (query = '', signedInAs = 'admin@demo.local') =>
  renderScreen(<></>, { gateway, handlers: spies, routes: app, route: `/cms-management/channels?cmsId=${cms.id}${query}`, signedInAs, language: 'en' })

const table = () => screen.getByRole('table', { name: 'Channels', hidden: true })
/** The channel names (the cell also holds the avatar's initials). */
const names = () =>
  within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelector('[data-column="channel"] a')?.textContent)
const headers = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean)

describe('CMS channels', () => {
  it('shows the CMS’s channels with the spec’s columns, filtered and sorted by the URL', async () => {
    await renderChannels('&status=passive&sort=copyright&order=desc')
    expect(await screen.findByRole('heading', { level: 1, name: cms.name })).toBeTruthy()
    const passive = channels.filter((c) => c.status === 'passive').sort((a, b) => b.copyright - a.copyright)
    await waitFor(() => expect(names()).toEqual(passive.map((c) => c.name)))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, cmsId: cms.id, status: 'passive', sortKey: 'copyright', sortOrder: 'desc' })
    expect(headers()).toEqual(['Channel', 'Copyright claims', 'Connected to platform', 'Status', 'Monetization', 'Third-party claims', 'Actions'])
    expect(screen.getByRole('tab', { name: 'Channels', selected: true, hidden: true })).toBeTruthy()
  })

  it('filters by status and third-party claims from the filter bar into the URL, keeping cmsId; the tabs keep cmsId only', async () => {
    const { user } = await renderChannels()
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.click(screen.getByRole('combobox', { name: 'Status', hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Passive', hidden: true }))
    await waitFor(() => expect(searchParams().get('status')).toBe('passive'))
    expect(searchParams().get('cmsId')).toBe(cms.id)
    await user.click(screen.getByRole('combobox', { name: 'Third-party claims', hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'At least 10', hidden: true }))
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ cmsId: cms.id, status: 'passive', thirdPartyClaimsCount: 10 }))
    await waitFor(() => expect(names()).toEqual([channels[11]!.name]))

    await user.click(screen.getByRole('tab', { name: 'Policies', hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe(`/cms-management/policies?cmsId=${cms.id}`))
  })

  it('sorts on the server from a column header', async () => {
    const { user } = await renderChannels()
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.click(within(table()).getByRole('button', { name: 'Third-party claims', hidden: true }))
    await waitFor(() => expect(searchParams().get('sort')).toBe('thirdPartyClaimsCount'))
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ sortKey: 'thirdPartyClaimsCount', sortOrder: 'asc' }))
  })

  it('saves the chosen columns under cms_channels_columns and shows them again next time', async () => {
    const first = await renderChannels()
    await waitFor(() => expect(names()).toHaveLength(10))
    await first.user.click(screen.getByRole('button', { name: 'Columns', hidden: true }))
    await first.user.click(await screen.findByRole('checkbox', { name: 'Copyright claims', hidden: true }))
    await first.user.click(await screen.findByRole('checkbox', { name: 'Platform channel id', hidden: true }))
    const saved = JSON.parse(localStorage.getItem('cms_channels_columns') ?? 'null') as string[]
    expect(saved).toEqual(['channel', 'isChannelConnectedToPlatform', 'status', 'isChannelMonetizationEnabled', 'thirdPartyClaimsCount', 'channelId'])
    first.unmount()
    await renderChannels()
    await waitFor(() => expect(names()).toHaveLength(10))
    expect(headers()).toEqual(['Channel', 'Connected to platform', 'Status', 'Monetization', 'Third-party claims', 'Platform channel id', 'Actions'])
  })

  it('deactivates a channel at once with Undo in the toast, and opens a channel in the channel-detail pages', async () => {
    const target = channels[0]!
    const { user } = await renderChannels()
    await waitFor(() => expect(names()).toHaveLength(10))
    await user.click(within(table()).getByRole('button', { name: `Actions for ${target.name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate', hidden: true }))
    await waitFor(() => expect(target.status).toBe('passive'))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    const toast = (await screen.findByText(`${target.name} was deactivated.`)).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo', hidden: true }))
    expect(await screen.findByText(`${target.name} is active again.`)).toBeTruthy()
    expect(target.status).toBe('active')

    await user.click(within(table()).getByRole('link', { name: channels[1]!.name, hidden: true }))
    await waitFor(() => expect(currentLocation()).toBe(`/cms-channels/${channels[1]!.id}?cmsId=${cms.id}`))
  })

  it('offers a reader without cms_write only "Open channel"', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['cms_read'])
    // The seeded editor works with the first CMS's company and its first three channels.
    const { user } = await renderChannels('', 'editor@demo.local')
    await waitFor(() => expect(names().length).toBeGreaterThan(0))
    await user.click(within(table()).getByRole('button', { name: `Actions for ${names()[0]}`, hidden: true }))
    const items = await screen.findAllByRole('menuitem', { hidden: true })
    expect(items.map((item) => item.textContent)).toEqual(['Open channel'])
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { visibleChannels } from '@mocks/db/channel-access'
import { quietConsoleErrors } from '@tests/console'
import { accountOf, grantOnly } from '@tests/gateway'
import { LONG_WAIT } from '@tests/waits'
import { columnTexts, searchParams } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { lastDays } from '@/lib/format'
import { ChannelReportsScreen } from './channel-reports/channel-reports-screen'
import { CompanyReportsScreen } from './company-reports/company-reports-screen'
import { ContentReportsScreen } from './content-reports/content-reports-screen'
import { RevenueReportsScreen } from './revenue-reports/revenue-reports-screen'
import { UserReportsScreen } from './user-reports/user-reports-screen'

const EDITOR = 'editor@demo.local'
type Body = Record<string, unknown>
const calls: { path: string; body: Body }[] = []
const spy = (path: string) => http.post(api('channel', path), async ({ request }) => void calls.push({ path, body: (await request.clone().json()) as Body }))
const last = (path: string) => calls.filter((call) => call.path === path).at(-1)?.body

interface Page {
  name: string
  kind: string
  route: string
  screen: () => ReactElement
  title: string
  /** The dimension filter an unknown id empties, and its URL name. */
  dimension: { param: string; field: string }
  /** The period the page opens with (companyReports: none, all time). */
  dated: boolean
  headline: string[]
}

const PAGES: Page[] = [
  {
    name: 'channel reports',
    kind: 'channel',
    route: '/reports/channel-reports',
    screen: () => <ChannelReportsScreen />,
    title: 'Channel Reports',
    dimension: { param: 'channels', field: 'channelIds' },
    dated: true,
    headline: ['views', 'watchTimeHours', 'subscribersGained'],
  },
  {
    name: 'content reports',
    kind: 'content',
    route: '/reports/content-reports',
    screen: () => <ContentReportsScreen />,
    title: 'Content Reports',
    dimension: { param: 'channels', field: 'channelIds' },
    dated: true,
    headline: ['views', 'likes', 'comments', 'watchTimeHours'],
  },
  {
    name: 'user reports',
    kind: 'user',
    route: '/reports/user-reports',
    screen: () => <UserReportsScreen />,
    title: 'User Reports',
    dimension: { param: 'channels', field: 'channelIds' },
    dated: true,
    headline: ['uploads', 'publishes'],
  },
  {
    name: 'revenue reports',
    kind: 'revenue',
    route: '/reports/revenue-reports',
    screen: () => <RevenueReportsScreen />,
    title: 'Revenue Reports',
    dimension: { param: 'companies', field: 'companyIds' },
    dated: true,
    headline: ['revenue', 'adRevenue'],
  },
  {
    name: 'company reports',
    kind: 'company',
    route: '/reports/companyReports',
    screen: () => <CompanyReportsScreen />,
    title: 'Company Reports',
    dimension: { param: 'companies', field: 'companyIds' },
    dated: false,
    headline: ['revenue', 'views'],
  },
]

let gateway: MockGateway
beforeEach(() => {
  gateway = createGateway()
  calls.length = 0
  localStorage.clear()
})

const UNKNOWN = '00000000-0000-4000-8000-000000000001'

describe.each(PAGES)('$name', (page) => {
  const overviewPath = `/reports/${page.kind}/overview/search`
  const tablePath = `/reports/${page.kind}/search`
  const open = (search = '') =>
    renderScreen(page.screen(), { gateway, route: `${page.route}${search}`, language: 'en', withLocation: true, handlers: [spy(overviewPath), spy(tablePath)] })
  const table = () => screen.getByRole('table', { name: page.title, hidden: true })

  it('opens with its default filters: headline figures, both charts and the table from the gateway', async () => {
    await open()
    for (const metric of page.headline) expect(await screen.findByTestId(`headline-${metric}`)).toBeTruthy()
    const expected = page.dated ? lastDays(30) : {}
    expect(last(overviewPath)).toEqual(page.kind === 'revenue' ? { ...expected, currency: 'USD' } : expected)
    await waitFor(() => expect(within(table()).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1))
    expect(last(tablePath)).toMatchObject({ ...expected, index: 0, size: 10 })
    expect(within(screen.getByTestId('report-series')).getByRole('figure')).toBeTruthy()
    expect(within(screen.getByTestId('report-breakdown')).getByRole('figure')).toBeTruthy()
  })

  it('reads its filters from the URL, sends them, and writes a changed period back', async () => {
    const { user } = await open(`?range=last7&${page.dimension.param}=${gateway.db.channel.channels[0]!.id}`)
    await waitFor(() => expect(last(overviewPath)).toMatchObject({ ...lastDays(7), [page.dimension.field]: [gateway.db.channel.channels[0]!.id] }))
    expect(last(tablePath)).toMatchObject({ ...lastDays(7), [page.dimension.field]: [gateway.db.channel.channels[0]!.id] })
    await user.click(screen.getByRole('combobox', { name: 'Period' }))
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }))
    await waitFor(() => expect(searchParams().get('range')).toBe('last90'))
    await waitFor(() => expect(last(overviewPath)).toMatchObject(lastDays(90)))
    expect(searchParams().getAll(page.dimension.param)).toEqual([gateway.db.channel.channels[0]!.id])
  })

  it('says "no data for this period" when nothing matches', async () => {
    await open(`?${page.dimension.param}=${UNKNOWN}`)
    expect((await within(screen.getByTestId('report-series')).findByText('No data for this period.')).textContent).toBeTruthy()
    expect(within(screen.getByTestId('report-breakdown')).getByText('No data for this period.')).toBeTruthy()
    // The table, filtered by the unknown id, says nothing matches and offers to clear the filters.
    expect(await screen.findByText('No records match these filters.')).toBeTruthy()
    expect(screen.queryByRole('table', { name: page.title, hidden: true })).toBeNull()
  })

  it('shows the server’s error with a retry that loads the report', async () => {
    quietConsoleErrors()
    faults.set({ method: 'POST', path: `/channel-service${overviewPath}`, status: 500, times: 1 })
    const { user } = await open()
    const error = await screen.findByTestId('report-error')
    await user.click(within(error).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId(`headline-${page.headline[0]}`)).toBeTruthy()
    expect(screen.queryByTestId('report-error')).toBeNull()
  })
})

describe('report figures', () => {
  it('channel reports: a custom range and two channels reach both calls; the headline equals the table’s total', async () => {
    const [a, b] = gateway.db.channel.channels
    const route = `/reports/channel-reports?range=custom&from=2026-01-05&to=2026-02-03&channels=${a!.id}&channels=${b!.id}`
    await renderScreen(<ChannelReportsScreen />, {
      gateway,
      route,
      language: 'en',
      withLocation: true,
      handlers: [spy('/reports/channel/overview/search'), spy('/reports/channel/search')],
    })
    const views = await screen.findByTestId('headline-views')
    expect(last('/reports/channel/overview/search')).toEqual({ startDate: '2026-01-05', endDate: '2026-02-03', channelIds: [a!.id, b!.id] })
    const rows = within(screen.getByRole('table', { name: 'Channel Reports', hidden: true }))
    await waitFor(() => expect(rows.getAllByRole('row', { hidden: true })).toHaveLength(3))
    const tableViews = columnTexts(screen.getByRole('table', { name: 'Channel Reports', hidden: true }), 'views').map((text) => Number(text?.replace(/,/g, '')))
    expect(within(views).getByText(new Intl.NumberFormat('en-US').format(tableViews[0]! + tableViews[1]!))).toBeTruthy()
  })

  it('content reports: the kind of video in the URL filters both calls, shows in its filter, and the table names each row’s kind', async () => {
    await renderScreen(<ContentReportsScreen />, {
      gateway,
      route: '/reports/content-reports?kinds=short',
      language: 'en',
      withLocation: true,
      handlers: [spy('/reports/content/overview/search'), spy('/reports/content/search')],
    })
    await screen.findByTestId('headline-views')
    await waitFor(() => expect(last('/reports/content/search')).toMatchObject({ videoKinds: ['short'] }))
    expect(last('/reports/content/overview/search')).toMatchObject({ videoKinds: ['short'] })
    expect((screen.getByRole('combobox', { name: 'Kind of video', hidden: true }) as HTMLInputElement).value).toBe('Short')
    const table = () => screen.getByRole('table', { name: 'Content Reports', hidden: true })
    await waitFor(() => expect(columnTexts(table(), 'videoKind').length).toBeGreaterThan(0))
    expect(new Set(columnTexts(table(), 'videoKind'))).toEqual(new Set(['Short']))
  })

  it('content reports: an unknown kind in a shared link is dropped, not sent', async () => {
    await renderScreen(<ContentReportsScreen />, {
      gateway,
      route: '/reports/content-reports?kinds=reel&kinds=live',
      language: 'en',
      withLocation: true,
      handlers: [spy('/reports/content/overview/search'), spy('/reports/content/search')],
    })
    await screen.findByTestId('headline-views')
    await waitFor(() => expect(last('/reports/content/search')).toMatchObject({ videoKinds: ['live'] }))
  })

  it('revenue reports: one currency at a time, in the URL', async () => {
    const { user } = await renderScreen(<RevenueReportsScreen />, {
      gateway,
      route: '/reports/revenue-reports',
      language: 'en',
      withLocation: true,
      handlers: [spy('/reports/revenue/overview/search'), spy('/reports/revenue/search')],
    })
    await screen.findByTestId('headline-revenue')
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    await user.click(await screen.findByRole('option', { name: /^EUR/ }))
    await waitFor(() => expect(searchParams().get('currency')).toBe('EUR'))
    await waitFor(() => expect(last('/reports/revenue/search')).toMatchObject({ currency: 'EUR', groupBy: 'month' }))
    expect(last('/reports/revenue/overview/search')).toMatchObject({ currency: 'EUR' })
    await waitFor(() => expect(within(screen.getByTestId('headline-revenue')).getAllByText(/€/).length).toBeGreaterThan(0))
  })
})

describe('a channel-scoped user', () => {
  it('is offered only their own channels in the reports’ channel picker', async () => {
    grantOnly(gateway.db, EDITOR, ['channel_report_read', 'channel_read'])
    const theirs = visibleChannels(gateway.db, accountOf(gateway.db, EDITOR).id).map((c) => c.name)
    expect(theirs.length).toBeLessThan(gateway.db.channel.channels.length)
    const { user } = await renderScreen(<ChannelReportsScreen />, { gateway, route: '/reports/channel-reports', language: 'en', signedInAs: EDITOR })
    await user.click(await screen.findByRole('combobox', { name: 'Channels' }, LONG_WAIT))
    await waitFor(() => expect(screen.getAllByRole('menuitemcheckbox', { hidden: true }).length).toBeGreaterThan(0))
    const offered = screen.getAllByRole('menuitemcheckbox', { hidden: true }).map((option) => option.textContent)
    expect([...offered].sort()).toEqual([...theirs].sort())
  })
})

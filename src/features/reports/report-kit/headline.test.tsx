import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { renderScreen } from '@tests/screen'
import { ChannelReportsScreen } from '../channel-reports/channel-reports-screen'

let gateway: MockGateway
beforeEach(() => {
  gateway = createGateway()
  localStorage.clear()
})

// 30 days from 5 January: the previous period is the 30 days before, 6 December – 4 January.
const ROUTE = '/reports/channel-reports?range=custom&from=2026-01-05&to=2026-02-03'

describe('report headline', () => {
  it.each([
    ['en', 'Previous period: Dec 6, 2025 – Jan 4, 2026', /against the previous period/],
    ['tr', 'Önceki dönem: 6 Ara 2025 – 4 Oca 2026', /Önceki döneme göre/],
  ] as const)('%s: names the previous period as visible text in the summary (not only in a hover title)', async (language, previous, change) => {
    await renderScreen(<ChannelReportsScreen />, { gateway, route: ROUTE, language })
    const views = await screen.findByTestId('headline-views')
    const summary = screen.getByRole('region', { name: language === 'en' ? 'Summary of the period' : 'Dönemin özeti' })
    // Readable in the summary itself, so keyboard and screen-reader users meet it too.
    expect(within(summary).getByText(previous)).toBeTruthy()
    expect(within(views).getByText(change)).toBeTruthy()
    expect(summary.querySelector('[title]')).toBeNull()
  })
})

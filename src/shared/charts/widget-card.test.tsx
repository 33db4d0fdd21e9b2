import { keepPreviousData, onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useGetDashboardTopChannels } from '@/api/generated/channel/endpoints/dashboard/dashboard'
import type { TopChannelMetric } from '@/api/generated/channel/model'
import { renderScreen } from '@tests/screen'
import { WidgetCard } from '@/shared/charts'

/**
 * A widget that keeps its previous answer on screen while the next one loads (as the report
 * charts do): views or revenue of the top channels, from the mock gateway.
 */
function KeptWidget() {
  const [metric, setMetric] = useState<TopChannelMetric>('views')
  const query = useGetDashboardTopChannels({ metric, limit: 3 }, { query: { placeholderData: keepPreviousData } })
  const items = query.data?.items ?? []
  return (
    <>
      <button type="button" onClick={() => setMetric('revenue')}>
        Revenue
      </button>
      <WidgetCard title="Top channels" query={query} empty={items.length === 0} testId="kept">
        <p data-testid="kept-metric">{query.isPlaceholderData ? 'views (kept)' : metric}</p>
      </WidgetCard>
    </>
  )
}

afterEach(() => {
  onlineManager.setOnline(true)
})

describe('WidgetCard', () => {
  it('an earlier answer stays on screen while the next waits for the network, saying it may be out of date; the new one comes when the network is back', async () => {
    const { user } = await renderScreen(<KeptWidget />, { language: 'en' })
    await waitFor(() => expect(screen.getByTestId('kept-metric').textContent).toBe('views'))
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: 'Revenue' }))
    const card = screen.getByTestId('kept')
    await waitFor(() => expect(card.getAttribute('data-load-state')).toBe('offline'))
    expect(within(card).getByText('No network connection')).toBeTruthy()
    expect(card.textContent).toContain('What is shown may be out of date; it will be updated by itself as soon as the connection is back.')
    expect(screen.getByTestId('kept-metric').textContent).toBe('views (kept)')

    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.getByTestId('kept-metric').textContent).toBe('revenue'))
    expect(within(card).queryByText('No network connection')).toBeNull()
    expect(card.getAttribute('data-load-state')).toBe('ready')
  })

  it('says the same in Turkish', async () => {
    const { user } = await renderScreen(<KeptWidget />)
    await waitFor(() => expect(screen.getByTestId('kept-metric').textContent).toBe('views'))
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: 'Revenue' }))
    const card = screen.getByTestId('kept')
    expect(await within(card).findByText('Ağ bağlantısı yok')).toBeTruthy()
    expect(card.textContent).toContain('Gösterilenler güncel olmayabilir; bağlantı geri geldiğinde kendiliğinden güncellenecek.')
  })
})

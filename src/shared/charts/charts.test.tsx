import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { BreakdownChart, PairedBarChart, TimeSeriesChart } from '@/shared/charts'
import { LONG_WAIT } from '@tests/waits'

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent))

describe('charts', () => {
  it('name the figure by its summary and give its numbers as a table', async () => {
    renderWithProviders(
      <TimeSeriesChart
        series={[
          {
            key: 'revenue',
            label: 'Revenue',
            points: [
              { date: '2026-11-01', value: 1200 },
              { date: '2026-11-02', value: 3400 },
            ],
          },
        ]}
        formatValue={(value) => `${value / 1000}k`}
        summary="Revenue over two days: 4.6k."
        labelHeader="Day"
      />,
      { language: 'en' },
    )
    const figure = screen.getByRole('figure', { name: 'Revenue over two days: 4.6k.' })
    expect(rows(within(figure).getByRole('table'))).toEqual([
      ['Day', 'Revenue'],
      ['Nov 1, 2026', '1.2k'],
      ['Nov 2, 2026', '3.4k'],
    ])
    // The chart library arrives lazily and draws an SVG named by the same summary.
    expect(await within(figure).findByRole('region', { name: /Revenue over two days/ }, LONG_WAIT)).toBeTruthy()
  })

  it('leave a long series’ numbers to the page’s table', () => {
    const points = Array.from({ length: 401 }, (_, day) => ({ date: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10), value: day }))
    renderWithProviders(<TimeSeriesChart series={[{ key: 'a', label: 'A', points }]} formatValue={String} summary="A year and more." />, { language: 'en' })
    expect(within(screen.getByRole('figure', { name: 'A year and more.' })).queryByRole('table')).toBeNull()
  })

  it('use the legend as the columns of paired bars, and the kit’s words for the first column', () => {
    renderWithProviders(
      <PairedBarChart groups={[{ label: 'Jan', a: 10, b: 8 }]} legend={{ a: 'Target', b: 'Actual' }} formatValue={String} summary="8 of 10 published." />,
      { language: 'tr' },
    )
    expect(rows(within(screen.getByRole('figure', { name: '8 of 10 published.' })).getByRole('table'))).toEqual([
      ['Dönem', 'Target', 'Actual'],
      ['Jan', '10', '8'],
    ])
  })

  it('list a breakdown largest first with its headers, and offer its export', async () => {
    renderWithProviders(
      <BreakdownChart
        items={[
          { key: 'a', label: 'Alpha', value: 30 },
          { key: 'b', label: 'Beta', value: 10 },
        ]}
        formatValue={String}
        summary="Alpha leads."
        headers={{ label: 'Channel', value: 'Views' }}
        exportFileName="views"
      />,
      { language: 'en' },
    )
    const figure = screen.getByRole('figure', { name: 'Alpha leads.' })
    expect(rows(within(figure).getByRole('table'))).toEqual([
      ['Channel', 'Views'],
      ['Alpha', '30'],
      ['Beta', '10'],
    ])
    expect(await within(figure).findByRole('button', { name: 'Export chart' }, LONG_WAIT)).toBeTruthy()
  })
})

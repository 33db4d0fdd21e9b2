import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { AreaChart, PairedBarChart } from './index'

const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))

describe('charts', () => {
  it('name the picture by its summary and give its numbers as a table', () => {
    renderWithProviders(
      <AreaChart
        points={[
          { label: '1 Nov', value: 1200 },
          { label: '2 Nov', value: 3400 },
        ]}
        formatValue={(value) => `${value / 1000}k`}
        summary="Revenue over two days: 4.6k."
        headers={{ label: 'Day', value: 'Revenue' }}
      />,
      { language: 'en' },
    )
    expect(screen.getByRole('img', { name: 'Revenue over two days: 4.6k.' })).toBeTruthy()
    expect(rows(screen.getByRole('table'))).toEqual([
      ['Day', 'Revenue'],
      ['1 Nov', '1.2k'],
      ['2 Nov', '3.4k'],
    ])
  })

  it('use the legend as the columns of paired bars, and the kit’s words for the first column', () => {
    renderWithProviders(
      <PairedBarChart groups={[{ label: 'Jan', a: 10, b: 8 }]} legend={{ a: 'Target', b: 'Actual' }} formatValue={String} summary="8 of 10 published." />,
      { language: 'tr' },
    )
    expect(screen.getByRole('img', { name: '8 of 10 published.' })).toBeTruthy()
    expect(rows(screen.getByRole('table'))).toEqual([
      ['Dönem', 'Target', 'Actual'],
      ['Jan', '10', '8'],
    ])
  })
})

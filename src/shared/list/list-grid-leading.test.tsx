import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { ListGrid } from './list-grid'
import type { LeadingCell, ListColumn } from './types'

interface Item {
  id: string
  title: string
}

const COLUMNS: ListColumn<Item>[] = [{ id: 'title', label: 'Başlık', render: (item) => item.title }]
const LEADING: LeadingCell<Item> = { width: 40, header: <span>Sıra</span>, render: (item) => <button type="button">{`Tut ${item.title}`}</button> }
const items = (count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: `i${i}`, title: `Öğe ${i + 1}` }))

function renderGrid(rows: Item[], leadingCell?: LeadingCell<Item>) {
  return renderWithProviders(
    <ListGrid
      ariaLabel="Öğeler"
      rows={rows}
      getRowId={(item) => item.id}
      columns={COLUMNS}
      sort={null}
      onSort={() => undefined}
      firstRowIndex={1}
      totalCount={rows.length}
      leadingCell={leadingCell}
    />,
  )
}

describe('ListGrid leading cell', () => {
  it('puts the leading cell first in the header and inside each row element', () => {
    renderGrid(items(3), LEADING)
    const [header, ...rows] = screen.getAllByRole('row')
    expect(within(header!).getAllByRole('columnheader')[0]?.textContent).toBe('Sıra')
    expect(rows).toHaveLength(3)
    rows.forEach((row, index) => {
      const cells = within(row).getAllByRole('cell')
      expect(cells[0]?.contains(within(row).getByRole('button', { name: `Tut Öğe ${index + 1}` }))).toBe(true)
      expect(
        within(row)
          .getByRole('button', { name: `Tut Öğe ${index + 1}` })
          .closest('[data-row-id]'),
      ).toBe(row)
    })
  })

  it('leaves a grid without it as it was', () => {
    renderGrid(items(3))
    expect(screen.getAllByRole('columnheader')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /^Tut / })).toBeNull()
  })
})

describe('ListGrid cell sizing', () => {
  it('counts a cell’s padding in its width, so rows are as wide as the table says', () => {
    renderGrid(items(2), LEADING)
    const [, row] = screen.getAllByRole('row')
    for (const cell of within(row!).getAllByRole('cell')) expect(cell.style.boxSizing).toBe('border-box')
  })
})

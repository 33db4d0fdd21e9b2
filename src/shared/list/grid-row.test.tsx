import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { ListGrid } from './list-grid'
import { SelectionStore } from './selection'
import type { ListColumn, RowAction } from './types'

interface Item {
  id: string
  title: string
  views: number
  hidden?: boolean
}

const COLUMNS: ListColumn<Item>[] = [
  { id: 'title', label: 'Başlık', render: (item) => item.title },
  { id: 'views', label: 'İzlenme', align: 'end', render: (item) => item.views },
  { id: 'badge', label: 'Rozet', render: (item) => <strong>{item.title.slice(0, 1)}</strong> },
]
const ITEMS: Item[] = [
  { id: 'a', title: 'Ayşe', views: 12 },
  { id: 'b', title: 'Burak', views: 7, hidden: true },
]

function renderGrid(onAction = vi.fn(), selection = new SelectionStore<Item>()) {
  const actions: RowAction<Item>[] = [
    { id: 'open', label: 'Aç', onSelect: () => undefined },
    { id: 'hide', label: 'Gizle', visible: (item) => !item.hidden, onSelect: () => undefined },
  ]
  renderWithProviders(
    <ListGrid
      ariaLabel="Öğeler"
      rows={ITEMS}
      getRowId={(item) => item.id}
      columns={COLUMNS}
      sort={null}
      onSort={() => undefined}
      selection={selection}
      actions={actions}
      onAction={onAction}
      firstRowIndex={1}
      totalCount={ITEMS.length}
      rowLabel={(item) => item.title}
    />,
  )
  return { onAction, selection }
}

describe('grid rows', () => {
  it('show each column’s text or content in its own cell, in the columns’ order', () => {
    renderGrid()
    const [, first] = screen.getAllByRole('row')
    const cells = within(first!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['', 'Ayşe', '12', 'A', ''])
    expect(within(cells[3]!).getByText('A').tagName).toBe('STRONG')
  })

  it('tick and untick a row with its checkbox; the row says it is selected', async () => {
    const user = userEvent.setup()
    const { selection } = renderGrid()
    const box = screen.getByRole('checkbox', { name: 'Ayşe satırını seç' })
    await user.click(box)
    expect((box as HTMLInputElement).checked).toBe(true)
    expect(selection.isSelected('a')).toBe(true)
    expect(box.closest('[role="row"]')?.getAttribute('aria-selected')).toBe('true')
    await user.click(box)
    expect(selection.isSelected('a')).toBe(false)
    expect(box.closest('[role="row"]')?.getAttribute('aria-selected')).toBe('false')
  })

  it('open the operation menu with the actions that apply to the row, run the chosen one, and give focus back on Escape', async () => {
    const user = userEvent.setup()
    const { onAction } = renderGrid()
    const button = screen.getByRole('button', { name: 'Burak için işlemler' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Aç'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Aç' }))
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'open' }), ITEMS[1])
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Ayşe için işlemler' }))
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(items).toHaveLength(2)
    // A browser moves focus into the menu as it opens (jsdom does not).
    items[0]!.focus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ayşe için işlemler' }))
  })
})

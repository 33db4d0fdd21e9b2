import { renderHook, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { ListGrid } from './list-grid'
import { PHONE_ROW_HEIGHT, usePhoneColumns } from './phone-row'
import type { LeadingCell, ListColumn } from './types'

interface Item {
  id: string
  title: string
  status: string
  kind: string
}

const COLUMNS: ListColumn<Item>[] = [
  { id: 'title', label: 'Başlık', render: (item) => item.title, width: 320 },
  { id: 'kind', label: 'Tür', render: (item) => item.kind },
  { id: 'status', label: 'Durum', render: (item) => <b>{item.status}</b>, phone: true },
]
const LEADING: LeadingCell<Item> = { width: 40, render: (item) => <button type="button">{`Tut ${item.title}`}</button> }
const ROWS: Item[] = [
  { id: 'a', title: 'Birinci', status: 'Yüklendi', kind: 'Video' },
  { id: 'b', title: 'İkinci', status: 'Özel', kind: 'Kısa video' },
]

function Grid({ phone }: { phone: boolean }) {
  const columns = usePhoneColumns(phone, COLUMNS, COLUMNS)
  return (
    <ListGrid
      ariaLabel="Öğeler"
      rows={ROWS}
      getRowId={(item) => item.id}
      columns={columns}
      sort={null}
      onSort={() => undefined}
      firstRowIndex={1}
      totalCount={ROWS.length}
      leadingCell={LEADING}
      actions={[{ id: 'open', label: 'Aç', onSelect: () => undefined }]}
      compact={phone}
    />
  )
}

describe('a phone row (usePhoneColumns)', () => {
  it('shows the title over the status in one cell beside the leading cell and the actions', () => {
    renderWithProviders(<Grid phone />)
    const [header, ...rows] = screen.getAllByRole('row')
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Başlık', expect.any(String)])
    rows.forEach((row, index) => {
      const item = ROWS[index]!
      // Leading cell, the two-line cell, the actions: nothing else to push the status sideways.
      const cells = within(row).getAllByRole('cell')
      expect(cells).toHaveLength(3)
      const [, twoLine, actions] = cells
      expect(twoLine!.getAttribute('data-column')).toBe('title')
      expect(twoLine!.textContent).toBe(`${item.title}${item.status}`)
      expect(twoLine!.querySelector('[data-column="status"]')?.textContent).toBe(item.status)
      expect(twoLine!.textContent).not.toContain(item.kind)
      expect(actions!.getAttribute('data-column')).toBe('actions')
      expect(row.style.height).toBe(`${PHONE_ROW_HEIGHT}px`)
    })
  })

  it('leaves a wider screen’s columns as they are', () => {
    const { result } = renderHook(() => usePhoneColumns(false, COLUMNS, COLUMNS))
    expect(result.current).toBe(COLUMNS)
    renderWithProviders(<Grid phone={false} />)
    const [, row] = screen.getAllByRole('row')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-column')),
    ).toEqual([null, 'title', 'kind', 'status', 'actions'])
    expect(row!.style.height).toBe('')
  })
})

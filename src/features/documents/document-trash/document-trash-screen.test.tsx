import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DocumentRecord } from '@mocks/db/documents'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, dialogTitled } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { DocumentTrashScreen } from './document-trash-screen'

let gateway: MockGateway

/** Moves a seeded document of the given type to the Trash, deleted by Ayşe, under a new name. */
function trashed(name: string, contentType = 'application/pdf'): DocumentRecord {
  const index = gateway.db.documents.findIndex((d) => d.contentType === contentType)
  const [record] = gateway.db.documents.splice(index, 1)
  record!.name = name
  trashOf(gateway.db).documents.put(record!, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  return record!
}

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr') => renderScreen(<DocumentTrashScreen />, { gateway, route: '/documents/trash', path: '/documents/trash', language })

describe('the documents Trash', () => {
  it('lists deleted documents with who deleted them; previews the file; restores one at once and deletes one for good after asking', async () => {
    const kept = trashed('Lisans 2026')
    const gone = trashed('عقد 2026')
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Documents Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'name'))).toEqual(new Set(['Lisans 2026', 'عقد 2026'])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])

    // What is about to come back can be looked at first: the file is still there.
    await user.click(within(table).getByRole('button', { name: 'Lisans 2026', hidden: true }))
    const preview = await dialogTitled('Lisans 2026')
    expect(new URL(within(preview).getByTitle('Preview of Lisans 2026').getAttribute('src')!).pathname).toBe(kept.path)
    await user.click(within(preview).getByRole('button', { name: 'Close', hidden: true }))
    await waitFor(() => expect(preview.isConnected).toBe(false))

    await user.click(within(table).getByRole('button', { name: 'Actions for Lisans 2026', hidden: true }))
    expect(await screen.findByRole('menuitem', { name: 'Download', hidden: true })).toBeTruthy()
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 document restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['عقد 2026']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(gateway.db.documents.find((d) => d.id === kept.id)?.path).toBe(kept.path)

    // Deleting for good cannot be undone: it asks, naming the document (a right-to-left name kept apart, FSI…PDI).
    await user.click(within(table).getByRole('button', { name: 'Actions for عقد 2026', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete \u2068عقد 2026\u2069 for good?')).toBeTruthy()
    expect(within(confirm).getByText('This cannot be undone. Its file is deleted too.')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 document deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(gateway.db.files.get(gone.path)).toBeUndefined()
  })

  it('speaks Turkish', async () => {
    trashed('Fatura Ekim')
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Belgeler Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Fatura Ekim']))
    expect(screen.getByText('Silinen belgeler dosyalarıyla birlikte 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: /Silen/, hidden: true })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Fatura Ekim satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('1 belge geri getirildi.')).toBeTruthy()
    expect(await screen.findByText('Çöp Kutusu boş.')).toBeTruthy()
  })
})

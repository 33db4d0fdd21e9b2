import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DocumentSearchRequest } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { trashOf } from '@mocks/db/trash'
import { columnTexts, currentLocation, dialogTitled } from '@tests/dom'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { DocumentsScreen } from './documents-screen'
import { LONG_WAIT } from '@tests/waits'

const searches: DocumentSearchRequest[] = []
const spies = [
  http.post(api('channel', '/documents/search'), async ({ request }) => void searches.push((await request.clone().json()) as DocumentSearchRequest)),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
  quietConsoleErrors()
})

/** The upload dialog, once open (found while Fluent's transient aria-hidden may still be on). */
const uploadDialog = () =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((d) => within(d).queryByRole('heading', { name: 'Upload documents', hidden: true }))
    expect(dialog).toBeDefined()
    return dialog!
  }, LONG_WAIT)
const table = () => screen.getByRole('table', { name: 'Documents', hidden: true })
const renderDocuments = (route = '/documents') => renderScreen(<DocumentsScreen />, { gateway, handlers: spies, route, language: 'en', withLocation: true })

describe('Documents', () => {
  it("lists the gateway's documents with the type and date filters of the URL", async () => {
    await renderDocuments('/documents?documentType=invoice&uploadedFrom=2020-01-01')
    const invoices = gateway.db.documents.filter((d) => d.documentType === 'invoice')
    await waitFor(() => expect(columnTexts(table(), 'name')).toHaveLength(Math.min(10, invoices.length)))
    expect(searches.at(-1)).toEqual({ index: 0, size: 10, documentType: 'invoice', uploadedFrom: '2020-01-01' })
    expect(new Set(columnTexts(table(), 'documentType'))).toEqual(new Set(['Invoice']))
  })

  it('refuses a file of a type the contract does not accept, naming it, before anything is sent', async () => {
    const { user } = await renderDocuments()
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: 'Upload documents' }))
    const dialog = await uploadDialog()
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    // As a drop would: the picker's accept attribute does not filter it first.
    await userEvent.setup({ applyAccept: false }).upload(input, new File([new Uint8Array(64)], 'setup.exe', { type: 'application/x-msdownload' }))
    expect(await within(dialog).findByText(/setup\.exe/)).toBeTruthy()
    expect(within(dialog).getByText(/setup\.exe/).textContent).toMatch(/PDF, JPG, PNG, Word, Excel, CSV or text/)
    expect((within(dialog).getByRole('button', { name: /^Upload 0 files?$/, hidden: true }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('uploads two files, shows each one uploaded and lists them', async () => {
    const { user } = await renderDocuments()
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(0))
    const before = gateway.db.documents.length
    await user.click(screen.getByRole('button', { name: 'Upload documents' }))
    const dialog = await uploadDialog()
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, [new File(['a;b\n1;2\n'], 'ekim-raporu.csv', { type: 'text/csv' }), new File(['notlar'], 'toplanti.txt', { type: 'text/plain' })])
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files', hidden: true }))
    await waitFor(() => expect(within(dialog).getAllByText('Uploaded')).toHaveLength(2))
    expect(gateway.db.documents).toHaveLength(before + 2)
    const stored = gateway.db.documents.find((d) => d.fileName === 'ekim-raporu.csv')
    expect(stored).toMatchObject({ name: 'ekim-raporu', contentType: 'text/csv', sizeBytes: 8, documentType: 'contract' })
    await user.click(within(dialog).getByRole('button', { name: 'Done', hidden: true }))
    await waitFor(() => expect(columnTexts(table(), 'name')).toContain('ekim-raporu'))
  })

  it("shows the server's refusal on the file it concerns and keeps the others going", async () => {
    const { user, faults } = await renderDocuments()
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(0))
    faults.set({ method: 'POST', path: '/channel-service/documents', status: 500, times: 1 })
    await user.click(screen.getByRole('button', { name: 'Upload documents' }))
    const dialog = await uploadDialog()
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, [new File(['1'], 'bir.txt', { type: 'text/plain' }), new File(['2'], 'iki.txt', { type: 'text/plain' })])
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files', hidden: true }))
    await waitFor(() => expect(within(dialog).getByText('Uploaded')).toBeTruthy())
    expect(within(dialog).queryAllByText('Uploaded')).toHaveLength(1)
    expect(gateway.db.documents.some((d) => d.fileName === 'iki.txt')).toBe(true)
    expect(gateway.db.documents.some((d) => d.fileName === 'bir.txt')).toBe(false)
  })

  it('cancels one file while it uploads; the other still goes up and nothing of the cancelled one is kept', async () => {
    const { user, faults } = await renderDocuments()
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(0))
    // The first upload is slow, so it can be cancelled while it runs.
    faults.set({ method: 'POST', path: '/channel-service/documents', latencyMs: 20_000, times: 1 })
    await user.click(screen.getByRole('button', { name: 'Upload documents' }))
    const dialog = await uploadDialog()
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, [new File(['yavaş'], 'yavas.txt', { type: 'text/plain' }), new File(['hızlı'], 'hizli.txt', { type: 'text/plain' })])
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files', hidden: true }))
    await waitFor(() => expect(within(dialog).getByText(/^Uploading… \d+%$/)).toBeTruthy())
    expect(within(dialog).getByText('Waiting')).toBeTruthy()
    const rows = within(dialog).getAllByRole('listitem', { hidden: true })
    await user.click(within(rows[0]!).getByRole('button', { name: 'Cancel', hidden: true }))
    await waitFor(() => expect(within(rows[0]!).getByText('Cancelled')).toBeTruthy())
    await waitFor(() => expect(within(rows[1]!).getByText('Uploaded')).toBeTruthy())
    expect(gateway.db.documents.some((d) => d.fileName === 'hizli.txt')).toBe(true)
    expect(gateway.db.documents.some((d) => d.fileName === 'yavas.txt')).toBe(false)
    expect(within(dialog).getByRole('button', { name: 'Done', hidden: true })).toBeTruthy()
  })

  it('deletes at once into the Trash, without asking; Undo in the toast brings the document back; the Trash button opens the Trash', async () => {
    const { user } = await renderDocuments()
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(1))
    const [first, second] = columnTexts(table(), 'name') as [string, string]
    const target = gateway.db.documents.find((d) => d.name === first)!
    await user.click(within(table()).getAllByRole('button', { name: `Actions for ${first}`, hidden: true })[0]!)
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(gateway.db.documents.some((d) => d.id === target.id)).toBe(false))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).documents.get(target.id)?.deletedBy.name).toBe('Deniz Yılmaz')
    const toast = (await screen.findByText('1 document moved to the Trash.')).closest('[role="listitem"]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('1 document restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table(), 'name')[0]).toBe(first))
    expect(trashOf(gateway.db).documents.list()).toEqual([])

    await user.click(screen.getByRole('checkbox', { name: `Select ${first}`, hidden: true }))
    await user.click(screen.getByRole('checkbox', { name: `Select ${second}`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    expect(await screen.findByText('2 documents moved to the Trash.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).documents.list()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe('/documents/trash'))
  })

  it('previews a PDF in a frame and an uploaded PNG as an image, both from same-origin addresses, with a download link', async () => {
    const { user } = await renderDocuments()
    await waitFor(() => expect(columnTexts(table(), 'name').length).toBeGreaterThan(0))
    const shown = columnTexts(table(), 'name')
    const pdf = gateway.db.documents.find((d) => d.contentType === 'application/pdf' && shown.includes(d.name))!
    await user.click(await screen.findByRole('button', { name: pdf.name, hidden: true }))
    // By its title, and `hidden` inside: tabster may leave the fresh dialog aria-hidden (dialogTitled).
    const preview = await dialogTitled(pdf.name)
    const frame = within(preview).getByTitle(`Preview of ${pdf.name}`)
    expect(frame.tagName).toBe('IFRAME')
    expect(new URL(frame.getAttribute('src')!).pathname).toBe(pdf.path)
    const download = within(preview).getByRole('link', { name: 'Download', hidden: true })
    expect(download.getAttribute('download')).toBe(pdf.fileName)
    // Focus stays on the dialog's own controls (a PDF viewer keeps Escape to itself), so Escape closes it.
    expect(frame.tabIndex).toBe(-1)
    await waitFor(() => expect(preview.contains(document.activeElement)).toBe(true))
    expect(document.activeElement).not.toBe(frame)
    await user.tab()
    expect(document.activeElement).not.toBe(frame)
    await user.click(within(preview).getByRole('button', { name: 'Close', hidden: true }))
    await waitFor(() => expect(preview.isConnected).toBe(false))

    // Escape closes it too, and focus goes back to the document's name that opened it.
    const opener = await screen.findByRole('button', { name: pdf.name, hidden: true })
    await user.click(opener)
    const again = await dialogTitled(pdf.name)
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(again.isConnected).toBe(false))
    await waitFor(() => expect(document.activeElement).toBe(opener))

    await user.click(screen.getByRole('button', { name: 'Upload documents' }))
    const dialog = await uploadDialog()
    await user.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'logo.png', { type: 'image/png' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file', hidden: true }))
    await waitFor(() => expect(within(dialog).getByText('Uploaded')).toBeTruthy())
    await user.click(within(dialog).getByRole('button', { name: 'Done', hidden: true }))
    await searchDocuments(user, 'logo')
    await user.click(await screen.findByRole('button', { name: 'logo', hidden: true }))
    const image = within(await dialogTitled('logo')).getByRole('img', { name: 'logo', hidden: true })
    expect(new URL(image.getAttribute('src')!).pathname).toBe(gateway.db.documents.find((d) => d.fileName === 'logo.png')!.path)
  })
})

/** Types a search and waits for the list to show only matching rows. */
async function searchDocuments(user: Awaited<ReturnType<typeof renderDocuments>>['user'], text: string) {
  const box = await waitFor(() => screen.getByRole('searchbox', { name: 'Search', hidden: true }))
  await user.clear(box)
  await user.type(box, text)
  await waitFor(() => {
    const names = columnTexts(table(), 'name')
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name?.includes(text))).toBe(true)
  }, LONG_WAIT)
}

import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { trashOf } from '@mocks/db/trash'
import type { TranslationRecord } from '@mocks/db/translations'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { TranslationTrashScreen } from './translation-trash-screen'

let gateway: MockGateway

/** Moves the first translations of channels (their own texts) to the Trash, deleted by Ayşe. */
function trashed(count: number): TranslationRecord[] {
  const picked = gateway.db.translations.filter((t) => t.itemType === 'channel').slice(0, count)
  for (const record of picked) {
    gateway.db.translations.splice(gateway.db.translations.indexOf(record), 1)
    trashOf(gateway.db).translations.put(record, { id: crypto.randomUUID(), name: 'Ayşe Kaya' })
  }
  return picked
}

const channelName = (record: TranslationRecord) => gateway.db.channel.channels.find((c) => c.id === record.itemId)!.name

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderTrash = (language: 'en' | 'tr') =>
  renderScreen(<TranslationTrashScreen />, { gateway, route: '/translation/trash', path: '/translation/trash', language })

describe('the translations Trash', () => {
  it('lists deleted translations with who deleted them; restores one at once and deletes one for good after asking', async () => {
    const [kept, gone] = trashed(2) as [TranslationRecord, TranslationRecord]
    const { user } = await renderTrash('en')
    const table = await screen.findByRole('table', { name: 'Translations Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'title'))).toEqual(new Set([kept.title, gone.title])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])

    const keptName = `${channelName(kept)} (${kept.languageCode})`
    await user.click(within(table).getByRole('button', { name: `Actions for ${keptName}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 translation restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'title')).toEqual([gone.title]))
    expect(gateway.db.translations.find((t) => t.id === kept.id)).toEqual(kept)

    const goneName = `${channelName(gone)} (${gone.languageCode})`
    await user.click(within(table).getByRole('button', { name: `Actions for ${goneName}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText(`Delete the translation ${goneName} for good?`)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 translation deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
  })

  it('speaks Turkish, and says why a restore is refused', async () => {
    const [record] = trashed(1) as [TranslationRecord]
    // Someone translated the channel into that language again meanwhile.
    gateway.db.translations.push({ ...record, id: crypto.randomUUID(), title: 'Yeniden' })
    const { user } = await renderTrash('tr')
    const table = await screen.findByRole('table', { name: 'Çeviriler Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'title')).toEqual([record.title]))
    expect(screen.getByText('Silinen çeviriler 30 gün burada kalır, sonra kalıcı olarak silinir. Özgün metinler etkilenmez.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: `${channelName(record)} (${record.languageCode}) satırını seç`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect((await screen.findAllByText('Öğesinin bu dilde yeniden bir çevirisi var; silinen çeviri onun yanına geri gelemez.')).length).toBeGreaterThan(0)
    expect(columnTexts(table, 'title')).toEqual([record.title])
  })
})

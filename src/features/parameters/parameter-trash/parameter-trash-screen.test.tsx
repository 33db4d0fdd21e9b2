import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Producer } from '@/api/generated/parameter/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation, LocationProbe } from '@tests/dom'
import { fixtureId, productFixture } from '@tests/fixtures'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { ProducerTrashScreen, ProductTrashScreen } from './parameter-trash-screen'

let gateway: MockGateway
const AYSE = { id: fixtureId(900), name: 'Ayşe Kaya' }

const product = (n: number, name: string) => productFixture(n, { name, status: 'passive' })

beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const renderProductTrash = (signedInAs?: string) =>
  renderScreen(
    <>
      <Routes>
        <Route path="/dynamicParameter/productParameter/trash" element={<ProductTrashScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { gateway, route: '/dynamicParameter/productParameter/trash', language: 'en', ...(signedInAs ? { signedInAs } : {}) },
  )

describe('a parameter list’s Trash', () => {
  it('lists the deleted products with who deleted them; restores one at once and deletes one for good after asking', async () => {
    const kept = product(801, 'Sessiz Liman')
    trashOf(gateway.db).products.put(kept, AYSE)
    trashOf(gateway.db).products.put(product(802, 'Kayıp Şehir'), AYSE)
    const { user } = await renderProductTrash()
    const table = await screen.findByRole('table', { name: 'Products Trash', hidden: true })
    await waitFor(() => expect(new Set(columnTexts(table, 'name'))).toEqual(new Set(['Sessiz Liman', 'Kayıp Şehir'])))
    expect(columnTexts(table, 'deletedBy')).toEqual(['Ayşe Kaya', 'Ayşe Kaya'])
    expect(columnTexts(table, 'status')).toEqual(['Passive', 'Passive'])

    await user.click(within(table).getByRole('button', { name: 'Actions for Sessiz Liman', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Restore', hidden: true }))
    expect(await screen.findByText('1 record restored.')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Kayıp Şehir']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(gateway.db.parameter.products.find((p) => p.id === kept.id)).toEqual(kept)

    // Deleting for good cannot be undone: it asks, naming the record.
    await user.click(within(table).getByRole('button', { name: 'Actions for Kayıp Şehir', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good', hidden: true }))
    const confirm = await screen.findByRole('alertdialog', { hidden: true })
    expect(within(confirm).getByText('Delete Kayıp Şehir for good?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good', hidden: true }))
    expect(await screen.findByText('1 record deleted for good.')).toBeTruthy()
    expect(await screen.findByText('The Trash is empty.')).toBeTruthy()
    expect(trashOf(gateway.db).products.list()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Back to products' }))
    await waitFor(() => expect(currentLocation()).toBe('/dynamicParameter/productParameter'))
  })

  it('shows a reader the Trash without Restore or Delete for good', async () => {
    trashOf(gateway.db).products.put(product(801, 'Sessiz Liman'), AYSE)
    grantOnly(gateway.db, 'editor@demo.local', ['product_read'])
    await renderProductTrash('editor@demo.local')
    const table = await screen.findByRole('table', { name: 'Products Trash', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Sessiz Liman']))
    expect(within(table).queryByRole('button', { name: 'Actions for Sessiz Liman', hidden: true })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'Select Sessiz Liman', hidden: true })).toBeNull()
  })

  it('speaks Turkish (the producers’ Trash, the same screen)', async () => {
    const producer: Producer = { id: fixtureId(811), name: 'Kuzey Yapım', status: 'active', createdAt: '2024-01-01T10:00:00Z' }
    trashOf(gateway.db).producers.put(producer, AYSE)
    const { user } = await renderScreen(<ProducerTrashScreen />, { gateway, route: '/dynamicParameter/producerParameter/trash', language: 'tr' })
    const table = await screen.findByRole('table', { name: 'Yapımcılar Çöp Kutusu', hidden: true })
    await waitFor(() => expect(columnTexts(table, 'name')).toEqual(['Kuzey Yapım']))
    expect(screen.getByText('Silinen kayıtlar 30 gün burada kalır, sonra kalıcı olarak silinir.')).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: /Silen/, hidden: true })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Kuzey Yapım satırını seç', hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Geri getir', hidden: true }))
    expect(await screen.findByText('1 kayıt geri getirildi.')).toBeTruthy()
    expect(await screen.findByText('Çöp Kutusu boş.')).toBeTruthy()
    expect(gateway.db.parameter.producers.some((p) => p.id === producer.id)).toBe(true)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Licensor } from '@/api/generated/parameter/model'
import { trashOf } from '@mocks/db/trash'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts, currentLocation, LocationProbe } from '@tests/dom'
import { fixtureId } from '@tests/fixtures'
import { renderScreen } from '@tests/screen'
import { CompanyParameterScreen } from './company/company-parameter-screen'
import { LicansorParameterScreen } from './licensor/licansor-parameter-screen'
import { ProductParameterScreen } from './product/product-parameter-screen'

// Deleting a parameter record moves it to its list's Trash at once, without a question; the
// toast's Undo restores it (docs/decisions.md "Trash and Undo").
let gateway: MockGateway
const licensor = (n: number, name: string): Licensor => ({ id: fixtureId(n), name, status: 'active', createdAt: `2024-01-0${n % 9}T10:00:00Z` })

beforeEach(() => {
  gateway = createGateway()
  gateway.db.parameter.licensors = [licensor(721, 'Boğaz Lisans'), licensor(722, 'Ege Lisans'), licensor(723, 'Kuzey Lisans')]
  gateway.db.parameter.products = gateway.db.parameter.products.slice(0, 2).map((p) => ({ ...p, licensorId: null }))
  quietConsoleErrors()
})

const names = () => columnTexts(screen.getByRole('table', { hidden: true }), 'name')
const toastOf = async (text: string) => (await screen.findByText(text)).closest('[role="listitem"]') as HTMLElement

describe('deleting parameter records', () => {
  it('moves a product to the Trash without asking; Undo brings it back; the bulk delete asks nothing either; the Trash is a click away', async () => {
    const [first, second] = gateway.db.parameter.products
    const { user } = await renderScreen(
      <>
        <Routes>
          <Route path="/dynamicParameter/productParameter" element={<ProductParameterScreen />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </>,
      { gateway, route: '/dynamicParameter/productParameter', language: 'en' },
    )
    await waitFor(() => expect(new Set(names())).toEqual(new Set([first!.name, second!.name])))
    await user.click(screen.getByRole('button', { name: `Actions for ${first!.name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    await waitFor(() => expect(names()).toEqual([second!.name]))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).products.get(first!.id)?.deletedBy.name).toBe('Deniz Yılmaz')
    await user.click(within(await toastOf('1 record moved to the Trash.')).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('1 record restored.')).toBeTruthy()
    await waitFor(() => expect(new Set(names())).toEqual(new Set([first!.name, second!.name])))
    expect(trashOf(gateway.db).products.list()).toEqual([])

    for (const name of [first!.name, second!.name]) await user.click(screen.getByRole('checkbox', { name: `Select ${name}`, hidden: true }))
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete', hidden: true }))
    expect(await screen.findByText('2 records moved to the Trash.')).toBeTruthy()
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    expect(trashOf(gateway.db).products.list()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Trash' }))
    await waitFor(() => expect(currentLocation()).toBe('/dynamicParameter/productParameter/trash'))
  })

  it('says in Turkish that a licensor went to the Trash and came back', async () => {
    const { user } = await renderScreen(<LicansorParameterScreen />, { gateway, route: '/dynamicParameter/licansorParameter', language: 'tr' })
    await waitFor(() => expect(names()).toEqual(['Boğaz Lisans', 'Ege Lisans', 'Kuzey Lisans']))
    await user.click(screen.getByRole('button', { name: 'Ege Lisans için işlemler', hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Sil', hidden: true }))
    await waitFor(() => expect(names()).toEqual(['Boğaz Lisans', 'Kuzey Lisans']))
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    await user.click(within(await toastOf('1 kayıt Çöp Kutusu’na taşındı.')).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('1 kayıt geri getirildi.')).toBeTruthy()
    await waitFor(() => expect(names()).toEqual(['Boğaz Lisans', 'Ege Lisans', 'Kuzey Lisans']))
  })

  it('shows the server’s reason when a company in use cannot go to the Trash, and keeps it', async () => {
    const used = gateway.db.parameter.companies.find((c) => gateway.db.channel.channels.some((ch) => ch.companyId === c.id))!
    const { user } = await renderScreen(<CompanyParameterScreen />, {
      gateway,
      route: `/dynamicParameter/companyParameter?search=${encodeURIComponent(used.name)}`,
      language: 'en',
    })
    await waitFor(() => expect(names()).toContain(used.name))
    await user.click(screen.getByRole('button', { name: `Actions for ${used.name}`, hidden: true }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }))
    expect(await screen.findByText(new RegExp(`^${used.name} is used by .* and cannot be deleted; make it passive instead\\.$`))).toBeTruthy()
    expect(names()).toContain(used.name)
    expect(trashOf(gateway.db).companies.list()).toEqual([])
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { drawerLabelled } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { ProductParameterScreen } from './product-parameter-screen'

let gateway: MockGateway
let id: string

beforeEach(async () => {
  gateway = createGateway()
  const product = gateway.db.parameter.products[0]!
  id = product.id
  product.name = 'Eski ürün'
  // Someone renames the product through the gateway: one recorded change.
  const client = testClient(gateway)
  await client.login('admin@demo.local')
  const body = {
    name: 'Yeni ürün',
    productType: product.productType,
    producerId: product.producerId,
    licensorId: product.licensorId,
    directorId: product.directorId,
    companyId: product.companyId,
    licenseStartDate: product.licenseStartDate,
    licenseEndDate: product.licenseEndDate,
    publicationStartYear: product.publicationStartYear,
    publicationEndYear: product.publicationEndYear,
    status: product.status,
  }
  const saved = await client.call('PUT', `/parameter-service/products/${id}`, body)
  expect(saved.status, await saved.clone().text()).toBe(200)
})

const renderEditor = (language: 'en' | 'tr') =>
  renderScreen(<ProductParameterScreen />, { gateway, route: `/dynamicParameter/productParameter?editor=${id}`, language })

describe('a product’s history', () => {
  it('shows the name by its label and reverts to the older version', async () => {
    const { user } = await renderEditor('en')
    const drawer = await drawerLabelled('Edit product')
    await user.click(await within(drawer).findByRole('button', { name: 'History', hidden: true }, LONG_WAIT))
    const diff = await within(drawer).findByRole('table', { name: 'Differences between the two versions', hidden: true }, LONG_WAIT)
    const row = within(diff).getByRole('row', { name: /^Name/, hidden: true })
    expect(
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Eski ürün', 'Yeni ürün'])
    await user.click(within(drawer).getByRole('button', { name: 'Revert to the first version', hidden: true }))
    await waitFor(() => expect(gateway.db.parameter.products.find((p) => p.id === id)!.name).toBe('Eski ürün'))
  })

  it('is in Turkish', async () => {
    const { user } = await renderEditor('tr')
    await user.click(await screen.findByRole('button', { name: 'Geçmiş', hidden: true }, LONG_WAIT))
    expect(await screen.findByRole('button', { name: 'Birinci sürüme geri dön', hidden: true }, LONG_WAIT)).toBeTruthy()
  })
})

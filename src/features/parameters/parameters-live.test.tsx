import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { columnTexts } from '@tests/dom'
import { accountOf } from '@tests/gateway'
import { LiveRecords, relayRecordChanges } from '@tests/live'
import { renderScreen } from '@tests/screen'
import { testClient } from '@tests/test-client'
import { LONG_WAIT } from '@tests/waits'
import { ProductParameterScreen } from './product/product-parameter-screen'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  gateway.db.parameter.products = gateway.db.parameter.products.slice(0, 3)
  // Elif Kaya (the editor account) manages products as an administrator does.
  accountOf(gateway.db, 'editor@demo.local').roles = [...accountOf(gateway.db, 'admin@demo.local').roles]
  relayRecordChanges(gateway)
  quietConsoleErrors()
})

const names = () => columnTexts(screen.getByRole('table', { hidden: true }), 'name')

describe('product list, while another user deletes a product and restores it from the Trash', () => {
  it.each(['en', 'tr'] as const)('drops the product, then shows it again (%s)', async (language) => {
    const [product] = gateway.db.parameter.products
    await renderScreen(
      <>
        <LiveRecords />
        <ProductParameterScreen />
      </>,
      { gateway, route: '/dynamicParameter/productParameter', language },
    )
    await screen.findAllByRole('row', {}, LONG_WAIT)
    await waitFor(() => expect(names()).toContain(product!.name))
    const other = testClient(gateway)
    await other.login('editor@demo.local')
    expect((await other.call('DELETE', '/parameter-service/products/bulk', { ids: [product!.id] })).status).toBe(200)
    await waitFor(() => expect(names()).not.toContain(product!.name), LONG_WAIT)
    expect((await other.call('POST', '/parameter-service/products/trash/restore', { ids: [product!.id] })).status).toBe(200)
    await waitFor(() => expect(names()).toContain(product!.name), LONG_WAIT)
  })
})

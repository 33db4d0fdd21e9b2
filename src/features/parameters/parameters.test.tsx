import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Licensor, Product, ProductCreateRequest, ProductSearchRequest } from '@/api/generated/parameter/model'
import { renderWithProviders } from '@tests/render'
import { envelope, fail, handleInEveryTest, permissionsHandler } from '@tests/msw'
import { signInLocally } from '@tests/session'
import { currentLocation, drawerLabelled, LocationProbe } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { LicansorParameterScreen } from './licensor/licansor-parameter-screen'
import { ParameterIndex } from './parameter-index'
import { ProductParameterScreen } from './product/product-parameter-screen'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const PRODUCER_ACTIVE = uuid(701)
const PRODUCER_PASSIVE = uuid(702)
const LICENSOR = uuid(711)

function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: uuid(n),
    name: `Ürün ${n}`,
    productType: 'movie',
    producerId: PRODUCER_PASSIVE,
    producerName: 'Eski Yapım',
    licensorId: null,
    licensorName: null,
    directorId: null,
    directorName: null,
    companyId: null,
    companyName: null,
    licenseStartDate: '2024-01-01',
    licenseEndDate: '2024-12-31',
    publicationStartYear: 2020,
    publicationEndYear: 2021,
    status: 'active',
    createdAt: '2024-01-01T10:00:00Z',
    ...overrides,
  }
}

let products: Product[] = []
let licensors: Licensor[] = []
const productSearches: ProductSearchRequest[] = []
const productCreates: ProductCreateRequest[] = []
const entityCalls: string[] = []
const page = <T,>(items: T[]) => envelope({ items, totalCount: items.length })

const ENTITIES: Record<string, Array<{ id: string; name: string }>> = {
  Producer: [{ id: PRODUCER_ACTIVE, name: 'Yeni Yapım' }],
  Licensor: [{ id: LICENSOR, name: 'Lisans A.Ş.' }],
  Director: [],
  Company: [],
}

const server = handleInEveryTest(
  http.post('*/parameter-service/products/search', async ({ request }) => {
    const body = (await request.json()) as ProductSearchRequest
    productSearches.push(body)
    return page(products.filter((p) => !body.producerIds?.length || body.producerIds.includes(p.producerId ?? '')))
  }),
  http.get('*/parameter-service/commons/enums/ProductType/key-value-list', () => page([{ id: 'movie', name: 'Sinema filmi' }, { id: 'series', name: 'Dizi' }])),
  http.get('*/parameter-service/commons/entities/:entity/key-value-list', ({ params, request }) => {
    const url = new URL(request.url)
    const ids = url.searchParams.getAll('Ids')
    entityCalls.push(`${String(params.entity)}${ids.length ? `?${ids.join(',')}` : ''}`)
    if (ids.includes(PRODUCER_PASSIVE)) return page([{ id: PRODUCER_PASSIVE, name: 'Eski Yapım' }])
    return page(ENTITIES[String(params.entity)] ?? [])
  }),
  http.post('*/parameter-service/products', async ({ request }) => {
    const body = (await request.json()) as ProductCreateRequest
    productCreates.push(body)
    products = [product(products.length + 100, { ...body, producerName: null } as Partial<Product>), ...products]
    return envelope({ id: products[0]?.id })
  }),
  http.get('*/parameter-service/products/:id', ({ params }) => envelope(products.find((p) => p.id === params.id))),
  http.post('*/parameter-service/licensors/search', () => page(licensors)),
  http.post('*/parameter-service/licensors', async ({ request }) => {
    const body = (await request.json()) as { name: string }
    if (licensors.some((l) => l.name.toLocaleLowerCase('tr') === body.name.toLocaleLowerCase('tr'))) return fail(400, `A licensor named ${body.name} already exists.`)
    licensors = [...licensors, { id: uuid(licensors.length + 50), name: body.name, status: 'active', createdAt: '2024-01-01T10:00:00Z' }]
    return envelope({ id: uuid(licensors.length + 49) })
  }),
)

beforeEach(() => {
  signInLocally()
  products = [product(1), product(2, { producerId: PRODUCER_ACTIVE, producerName: 'Yeni Yapım' })]
  licensors = [{ id: LICENSOR, name: 'Lisans A.Ş.', status: 'active', createdAt: '2024-01-01T10:00:00Z' }]
  productSearches.length = 0
  productCreates.length = 0
  entityCalls.length = 0
  quietConsoleErrors()
})

describe('Product parameters', () => {
  it('shows the spec §3 columns and filters by producer from the key-value list', async () => {
    renderWithProviders(<ProductParameterScreen />, { route: `/dynamicParameter/productParameter?producers=${PRODUCER_ACTIVE}`, language: 'en' })
    const table = await screen.findByRole('table', { name: 'Product parameters' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'Name',
      'Product type',
      'Producer',
      'Licensor',
      'Director',
      'Company',
      'License start',
      'License end',
      'Publication from',
      'Publication to',
      'Status',
      'Actions',
    ])
    expect(productSearches.at(-1)).toEqual({ index: 0, size: 10, producerIds: [PRODUCER_ACTIVE] })
    expect(within(table).getByText('Sinema filmi')).toBeTruthy()
  })

  it('refuses reversed license and publication ranges with clear messages, keeps the input, then creates', async () => {
    const { user } = renderWithProviders(<ProductParameterScreen />, { route: '/dynamicParameter/productParameter?editor=new', language: 'en' })
    const name = (await screen.findByRole('textbox', { name: /^Name/, hidden: true })) as HTMLInputElement
    const drawer = await drawerLabelled('New product')
    await user.type(name, 'Kış Uykusu')
    await user.click(within(drawer).getByRole('combobox', { name: /^Product type/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Sinema filmi', hidden: true }))
    await user.click(within(drawer).getByRole('combobox', { name: /^Producer/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Yeni Yapım', hidden: true }))
    const date = (label: RegExp) => within(drawer).getByLabelText(label, { selector: 'input' }) as HTMLInputElement
    const year = (label: RegExp) => within(drawer).getByRole('spinbutton', { name: label, hidden: true }) as HTMLInputElement
    await user.type(date(/^License start date/), '2025-03-01')
    await user.type(date(/^License end date/), '2025-02-28')
    await user.type(year(/^Publication start year/), '2024')
    await user.type(year(/^Publication end year/), '2023')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))

    expect(await within(drawer).findByText('The license end date cannot be before the start date.')).toBeTruthy()
    expect(within(drawer).getByText('The publication end year cannot be before the start year.')).toBeTruthy()
    expect(productCreates).toHaveLength(0)
    expect(name.value).toBe('Kış Uykusu')
    expect(date(/^License end date/).value).toBe('2025-02-28')
    expect(year(/^Publication end year/).value).toBe('2023')

    await user.clear(date(/^License end date/))
    await user.type(date(/^License end date/), '2025-03-01')
    await user.clear(year(/^Publication end year/))
    await user.type(year(/^Publication end year/), '2024')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(productCreates).toHaveLength(1))
    expect(productCreates[0]).toEqual({
      name: 'Kış Uykusu',
      productType: 'movie',
      producerId: PRODUCER_ACTIVE,
      licensorId: null,
      directorId: null,
      companyId: null,
      licenseStartDate: '2025-03-01',
      licenseEndDate: '2025-03-01',
      publicationStartYear: 2024,
      publicationEndYear: 2024,
      status: 'active',
    })
  })

  it('keeps a product’s passive producer selectable and named in the edit form', async () => {
    renderWithProviders(<ProductParameterScreen />, { route: `/dynamicParameter/productParameter?editor=${uuid(1)}`, language: 'en' })
    await screen.findByRole('textbox', { name: /^Name/, hidden: true })
    const drawer = await drawerLabelled('Edit product')
    await waitFor(() => expect((within(drawer).getByRole('combobox', { name: /^Producer/, hidden: true }) as HTMLInputElement).value).toBe('Eski Yapım'))
    // The passive producer is not in the active list; the product's own name for it is used.
    expect(entityCalls).not.toContain(`Producer?${PRODUCER_PASSIVE}`)
    await userEvent.setup().click(within(drawer).getByRole('combobox', { name: /^Producer/, hidden: true }))
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual(['Yeni Yapım', 'Eski Yapım'])
  })
})

describe('Licensor parameters', () => {
  it('shows a duplicate name from the server under the name field and keeps it', async () => {
    const { user } = renderWithProviders(<LicansorParameterScreen />, { route: '/dynamicParameter/licansorParameter?editor=new', language: 'en' })
    const name = (await screen.findByRole('textbox', { name: /^Name/, hidden: true })) as HTMLInputElement
    await user.type(name, 'lisans a.ş.')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByText('A licensor named lisans a.ş. already exists.')).toBeTruthy()
    expect(name.value).toBe('lisans a.ş.')
  })
})

/** The index route of /dynamicParameter for an editor holding `permissions`; the probe shows where it sends them. */
function renderIndex(permissions: string[], route = '/dynamicParameter') {
  signInLocally({ role: 'editor' }, 'editor@demo.local')
  server.use(permissionsHandler(permissions))
  return renderWithProviders(
    <Routes>
      <Route path="/dynamicParameter">
        <Route index element={<ParameterIndex />} />
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>,
    { route, language: 'en' },
  )
}

describe('Parameter index', () => {
  it.each([
    [['licensor_read', 'producer_read'], '/dynamicParameter/licansorParameter'],
    [['company_read'], '/dynamicParameter/companyParameter'],
    [['product_read', 'company_read'], '/dynamicParameter/productParameter'],
  ])('with %j goes to %s', async (permissions, target) => {
    renderIndex(permissions)
    await waitFor(() => expect(currentLocation()).toBe(target))
  })

  it('keeps the carried cmsId, channelId and companyId', async () => {
    renderIndex(['company_read'], '/dynamicParameter?cmsId=c1&channelId=h2&companyId=m3')
    await waitFor(() => expect(currentLocation()).toBe('/dynamicParameter/companyParameter?cmsId=c1&channelId=h2&companyId=m3'))
  })

  it('tells a user without any parameter permission why nothing opens', async () => {
    renderIndex(['user_read'])
    expect(await screen.findByText('Your roles do not include any parameter list. Ask your administrator if you need access.')).toBeTruthy()
  })
})

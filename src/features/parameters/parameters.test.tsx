import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Product, ProductCreateRequest, ProductSearchRequest } from '@/api/generated/parameter/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { grantOnly } from '@tests/gateway'
import { currentLocation, drawerLabelled, LocationProbe } from '@tests/dom'
import { quietConsoleErrors } from '@tests/console'
import { fixtureId, productFixture } from '@tests/fixtures'
import { LicansorParameterScreen } from './licensor/licansor-parameter-screen'
import { ParameterIndex } from './parameter-index'
import { ProductParameterScreen } from './product/product-parameter-screen'

const uuid = fixtureId
const PRODUCER_ACTIVE = uuid(701)
const PRODUCER_PASSIVE = uuid(702)
const LICENSOR = uuid(711)

/** The screens' products: a passive producer, a 2024 license and publication years. */
const product = (n: number, overrides: Partial<Product> = {}): Product =>
  productFixture(n, {
    producerId: PRODUCER_PASSIVE,
    licenseStartDate: '2024-01-01',
    licenseEndDate: '2024-12-31',
    publicationStartYear: 2020,
    publicationEndYear: 2021,
    createdAt: `2024-01-0${n}T10:00:00Z`,
    ...overrides,
  })

const productSearches: ProductSearchRequest[] = []
const productCreates: ProductCreateRequest[] = []
const entityCalls: string[] = []
/** Note what the screens send and let it through to the gateway. */
const spies = [
  http.post(api('parameter', '/products/search'), async ({ request }) => void productSearches.push((await request.clone().json()) as ProductSearchRequest)),
  http.post(api('parameter', '/products'), async ({ request }) => void productCreates.push((await request.clone().json()) as ProductCreateRequest)),
  http.get(api('parameter', '/commons/entities/:entity/key-value-list'), ({ params, request }) => {
    const ids = new URL(request.url).searchParams.getAll('Ids')
    entityCalls.push(`${String(params.entity)}${ids.length ? `?${ids.join(',')}` : ''}`)
  }),
]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  const { parameter } = gateway.db
  // The gateway names a product's producer from its producers: an active one and a passive one.
  parameter.producers = [
    { id: PRODUCER_ACTIVE, name: 'Yeni Yapım', status: 'active', createdAt: '2024-01-01T10:00:00Z' },
    { id: PRODUCER_PASSIVE, name: 'Eski Yapım', status: 'passive', createdAt: '2023-01-01T10:00:00Z' },
  ]
  parameter.licensors = [{ id: LICENSOR, name: 'Lisans A.Ş.', status: 'active', createdAt: '2024-01-01T10:00:00Z' }]
  parameter.directors = []
  parameter.products = [product(1), product(2, { producerId: PRODUCER_ACTIVE })]
  productSearches.length = 0
  productCreates.length = 0
  entityCalls.length = 0
  quietConsoleErrors()
})

const renderParameters = (ui: ReactElement, route: string) => renderScreen(ui, { gateway, handlers: spies, route, language: 'en' })

describe('Product parameters', () => {
  it('shows the spec §3 columns and filters by producer from the key-value list', async () => {
    await renderParameters(<ProductParameterScreen />, `/dynamicParameter/productParameter?producers=${PRODUCER_ACTIVE}`)
    const table = await screen.findByRole('table', { name: 'Product parameters' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual([
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
    // The gateway's answer: only the product of that producer, named with its product type's label in English.
    expect(within(table).getByText('Ürün 2')).toBeTruthy()
    expect(within(table).queryByText('Ürün 1')).toBeNull()
    expect(within(table).getByText('Movie')).toBeTruthy()
    expect(within(table).getByText('Yeni Yapım')).toBeTruthy()
  })

  it('refuses reversed license and publication ranges with clear messages, keeps the input, then creates', async () => {
    const { user } = await renderParameters(<ProductParameterScreen />, '/dynamicParameter/productParameter?editor=new')
    const name = (await screen.findByRole('textbox', { name: /^Name/, hidden: true })) as HTMLInputElement
    const drawer = await drawerLabelled('New product')
    await user.type(name, 'Kış Uykusu')
    await user.click(within(drawer).getByRole('combobox', { name: /^Product type/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Movie', hidden: true }))
    await user.click(within(drawer).getByRole('combobox', { name: /^Producer/, hidden: true }))
    await user.click(await screen.findByRole('option', { name: 'Yeni Yapım', hidden: true }))
    const date = (label: RegExp) => within(drawer).getByLabelText(label, { selector: 'input' }) as HTMLInputElement
    const year = (label: RegExp) => within(drawer).getByRole('spinbutton', { name: label, hidden: true }) as HTMLInputElement
    await user.type(date(/^License start date/), '03/01/2025')
    await user.type(date(/^License end date/), '02/28/2025')
    await user.type(year(/^Publication start year/), '2024')
    await user.type(year(/^Publication end year/), '2023')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))

    expect(await within(drawer).findByText('The license end date cannot be before the start date.')).toBeTruthy()
    expect(within(drawer).getByText('The publication end year cannot be before the start year.')).toBeTruthy()
    expect(productCreates).toHaveLength(0)
    expect(name.value).toBe('Kış Uykusu')
    expect(date(/^License end date/).value).toBe('02/28/2025')
    expect(year(/^Publication end year/).value).toBe('2023')

    await user.clear(date(/^License end date/))
    await user.type(date(/^License end date/), '03/01/2025')
    await user.clear(year(/^Publication end year/))
    await user.type(year(/^Publication end year/), '2024')
    await user.click(within(drawer).getByRole('button', { name: 'Save', hidden: true }))
    // The spy sees the request before the gateway stores it: wait for what the user sees once
    // the gateway answered, then look at what was sent and what was kept.
    expect(await screen.findByText('Kış Uykusu was created.')).toBeTruthy()
    expect(productCreates).toHaveLength(1)
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
    expect(gateway.db.parameter.products.find((p) => p.name === 'Kış Uykusu')).toMatchObject({
      producerId: PRODUCER_ACTIVE,
      licenseEndDate: '2025-03-01',
      publicationEndYear: 2024,
    })
  })

  it('keeps a product’s passive producer selectable and named in the edit form', async () => {
    await renderParameters(<ProductParameterScreen />, `/dynamicParameter/productParameter?editor=${uuid(1)}`)
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
  it('shows a duplicate name (a 400 naming no field) under the name field in the form’s own words, not the server’s sentence, and keeps it', async () => {
    const { user } = await renderParameters(<LicansorParameterScreen />, '/dynamicParameter/licansorParameter?editor=new')
    const name = (await screen.findByRole('textbox', { name: /^Name/, hidden: true })) as HTMLInputElement
    await user.type(name, 'lisans a.ş.')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByText('This name was not accepted: a record with the same name may already exist.')).toBeTruthy()
    expect(document.body.textContent).not.toContain('already exists.')
    expect(name.value).toBe('lisans a.ş.')
    expect(gateway.db.parameter.licensors.map((l) => l.name)).toEqual(['Lisans A.Ş.'])
  })
})

describe('a 400 naming its fields (the contract’s ValidationErrorResponse)', () => {
  it('shows the product’s message under the field, never the validator’s text, and keeps what was typed', async () => {
    const validator = 'name: Çok büyük: beklenen string <=200 karakter'
    const refuse = http.post(api('parameter', '/licensors'), () =>
      HttpResponse.json(
        { header: { isSuccess: false, message: validator }, body: null, errors: [{ field: 'name', code: 'tooLong', limit: 200 }] },
        { status: 400 },
      ),
    )
    const { user } = await renderScreen(<LicansorParameterScreen />, { gateway, handlers: [refuse], route: '/dynamicParameter/licansorParameter?editor=new' })
    const name = (await screen.findByRole('textbox', { name: /^Ad/, hidden: true })) as HTMLInputElement
    await user.type(name, 'Yeni Lisans')
    await user.click(screen.getByRole('button', { name: 'Kaydet', hidden: true }))
    expect(await screen.findByText('En çok 200 karakter girin.')).toBeTruthy()
    expect(screen.getByText('Sunucu işaretli değerleri kabul etmedi. Girdiğiniz bilgiler korundu; düzeltip tekrar kaydedin.')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Çok büyük')
    expect(name.value).toBe('Yeni Lisans')
    expect(name.getAttribute('aria-invalid')).toBe('true')
  })

  it('says what was refused above the form when the form does not show that field', async () => {
    const refuse = http.post(api('parameter', '/licensors'), () =>
      HttpResponse.json(
        {
          header: { isSuccess: false, message: 'description: Too big: expected string to have <=500 characters' },
          body: null,
          errors: [{ field: 'description', code: 'tooLong', limit: 500 }],
        },
        { status: 400 },
      ),
    )
    const { user } = await renderScreen(<LicansorParameterScreen />, {
      gateway,
      handlers: [refuse],
      route: '/dynamicParameter/licansorParameter?editor=new',
      language: 'en',
    })
    const name = (await screen.findByRole('textbox', { name: /^Name/, hidden: true })) as HTMLInputElement
    await user.type(name, 'New Licensor')
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByText('The description was not accepted: at most 500 characters are allowed.')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Too big')
    expect(name.value).toBe('New Licensor')
  })
})

/** The index route of /dynamicParameter for an editor holding `permissions`; the probe shows where it sends them. */
function renderIndex(permissions: string[], route = '/dynamicParameter') {
  grantOnly(gateway.db, 'editor@demo.local', permissions)
  return renderScreen(
    <Routes>
      <Route path="/dynamicParameter">
        <Route index element={<ParameterIndex />} />
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>,
    { gateway, signedInAs: 'editor@demo.local', route, language: 'en' },
  )
}

describe('Parameter index', () => {
  it.each([
    [['licensor_read', 'producer_read'], '/dynamicParameter/licansorParameter'],
    [['company_read'], '/dynamicParameter/companyParameter'],
    [['product_read', 'company_read'], '/dynamicParameter/productParameter'],
  ])('with %j goes to %s', async (permissions, target) => {
    await renderIndex(permissions)
    await waitFor(() => expect(currentLocation()).toBe(target))
  })

  it('keeps the carried cmsId, channelId and companyId', async () => {
    await renderIndex(['company_read'], '/dynamicParameter?cmsId=c1&channelId=h2&companyId=m3')
    await waitFor(() => expect(currentLocation()).toBe('/dynamicParameter/companyParameter?cmsId=c1&channelId=h2&companyId=m3'))
  })

  it('tells a user without any parameter permission why nothing opens', async () => {
    await renderIndex(['user_read'])
    expect(await screen.findByText('Your roles do not include any parameter list. Ask your administrator if you need access.')).toBeTruthy()
  })
})

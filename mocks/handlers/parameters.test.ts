// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Licensor, Product } from '@/api/generated/parameter/model'
import { testClient, type TestClient } from '@tests/test-client'

type Page<T> = { body: { items: T[]; totalCount: number } }
type Failure = { header: { isSuccess: boolean; message: string } }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('master data', () => {
  it('creates a licensor that later searches find, and refuses a duplicate name ignoring case', async () => {
    const created = await client.json('POST', '/parameter-service/licensors', { name: '  Boğaz Lisans Hizmetleri ' })
    expect(created.status).toBe(200)
    const found = await client.json<Page<Licensor>>('POST', '/parameter-service/licensors/search', { index: 0, size: 10, search: 'boğaz lisans' })
    expect(found.data.body.items.map((l) => [l.name, l.status])).toEqual([['Boğaz Lisans Hizmetleri', 'active']])
    const duplicate = await client.json<Failure>('POST', '/parameter-service/licensors', { name: 'BOĞAZ LİSANS HİZMETLERİ' })
    expect(duplicate.status).toBe(400)
    expect(duplicate.data.header.message).toMatch(/zaten var/)
  })

  it('does not delete a record a product uses, and deletes all or none', async () => {
    const db = client.gateway.db
    const used = db.parameter.producers.find((p) => db.parameter.products.some((product) => product.producerId === p.id))!
    const refused = await client.json<Failure>('DELETE', '/parameter-service/producers/bulk', { ids: [used.id] })
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toContain('pasif')
    const unknown = await client.json('DELETE', '/parameter-service/producers/bulk', { ids: [crypto.randomUUID()] })
    expect(unknown.status).toBe(404)
    expect(db.parameter.producers).toContain(used)
  })

  it('keeps passive records out of the option lists unless asked for by id', async () => {
    const db = client.gateway.db
    const director = db.parameter.directors.find((d) => d.status === 'active')!
    await client.json('PATCH', `/parameter-service/directors/${director.id}/status`, { status: 'passive' })
    const options = await client.json<Page<{ id: string }>>('GET', '/parameter-service/commons/entities/Director/key-value-list?Index=0&Size=10000')
    expect(options.data.body.items.some((o) => o.id === director.id)).toBe(false)
    const byId = await client.json<Page<{ id: string }>>('GET', `/parameter-service/commons/entities/Director/key-value-list?Ids=${director.id}`)
    expect(byId.data.body.items.map((o) => o.id)).toEqual([director.id])
  })
})

describe('products', () => {
  it('applies the date, year and reference rules of the contract', async () => {
    const db = client.gateway.db
    const base = { name: 'Sessiz Liman', productType: 'series' }
    const dates = await client.json<Failure>('POST', '/parameter-service/products', { ...base, licenseStartDate: '2026-05-01', licenseEndDate: '2026-04-01' })
    expect(dates.status).toBe(400)
    expect(dates.data.header.message).toMatch(/Lisans bitiş tarihi/)
    const years = await client.json<Failure>('POST', '/parameter-service/products', { ...base, publicationStartYear: 2020, publicationEndYear: 2019 })
    expect(years.status).toBe(400)
    const passive = db.parameter.licensors.find((l) => l.status === 'passive')!
    const reference = await client.json<Failure>('POST', '/parameter-service/products', { ...base, licensorId: passive.id })
    expect(reference.status).toBe(400)
    const licensor = db.parameter.licensors.find((l) => l.status === 'active')!
    const created = await client.json<{ body: { id: string } }>('POST', '/parameter-service/products', {
      ...base,
      licensorId: licensor.id,
      licenseStartDate: '2026-01-01',
      licenseEndDate: '2026-01-01',
    })
    expect(created.status).toBe(200)
    const product = await client.json<{ body: Product }>('GET', `/parameter-service/products/${created.data.body.id}`)
    expect(product.data.body).toMatchObject({ name: 'Sessiz Liman', licensorName: licensor.name, status: 'active' })
  })

  it('filters by type and reference and sorts by the names of the references', async () => {
    const series = await client.json<Page<Product>>('POST', '/parameter-service/products/search', { index: 0, size: 500, productType: 'series' })
    expect(series.data.body.items.every((p) => p.productType === 'series')).toBe(true)
    const company = client.gateway.db.parameter.companies[0]!
    const byCompany = await client.json<Page<Product>>('POST', '/parameter-service/products/search', { index: 0, size: 500, companyIds: [company.id] })
    expect(byCompany.data.body.items.every((p) => p.companyId === company.id && p.companyName === company.name)).toBe(true)
    const sorted = await client.json<Page<Product>>('POST', '/parameter-service/products/search', {
      index: 0,
      size: 500,
      sortKey: 'producerName',
      sortOrder: 'desc',
    })
    const names = sorted.data.body.items.map((p) => p.producerName).filter((n): n is string => n != null)
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'tr')))
  })

  it('shows a renamed producer on its products', async () => {
    const db = client.gateway.db
    const product = db.parameter.products.find((p) => p.producerId)!
    await client.json('PUT', `/parameter-service/producers/${product.producerId}`, { name: 'Yeni Adıyla Yapım', status: 'active' })
    const read = await client.json<{ body: Product }>('GET', `/parameter-service/products/${product.id}`)
    expect(read.data.body.producerName).toBe('Yeni Adıyla Yapım')
  })
})

describe('reference lists', () => {
  it('lists languages and countries by name in the request language', async () => {
    const tr = await client.json<Page<{ code: string; name: string }>>('POST', '/parameter-service/countries/search', { index: 0, size: 300, search: 'TR' })
    expect(tr.data.body.items.find((c) => c.code === 'TR')?.name).toBe('Türkiye')
    const all = await client.json<Page<{ code: string }>>('POST', '/parameter-service/languages/search', { index: 0, size: 200 })
    expect(all.data.body.totalCount).toBeGreaterThan(50)
    expect(all.data.body.items.map((l) => l.code)).toContain('tr')
  })
})

// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEvent } from '@/api/generated/identity/model'
import type { Product, TrashedParameter } from '@/api/generated/parameter/model'
import type { RecordChanged } from '../db/versions'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a master-data record (product, company, licensor, producer, director) moves it to its
// list's Trash; restore brings it back with the same id, purge ends it (docs/decisions.md "Trash and Undo").
type Page<T> = { body: { items: T[]; totalCount: number } }
type Failure = { header: { message: string } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient

const search = async (list: string, body: Record<string, unknown> = {}) =>
  (await client.json<Page<{ id: string }>>('POST', `/parameter-service/${list}/search`, { index: 0, size: 500, ...body })).data.body.items.map((r) => r.id)
const trash = async (list: string, body: Record<string, unknown> = {}) =>
  (await client.json<Page<TrashedParameter>>('POST', `/parameter-service/${list}/trash/search`, { index: 0, size: 500, ...body })).data.body
const events = async (recordType: string, id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType, recordId: id, index: 0, size: 10 })).data.body.items
const remove = (list: string, ids: string[]) => client.json<Failure>('DELETE', `/parameter-service/${list}/bulk`, { ids })
const restore = (list: string, ids: string[]) => client.json<Failure>('POST', `/parameter-service/${list}/trash/restore`, { ids })
const purge = (list: string, ids: string[]) => client.json<Failure>('DELETE', `/parameter-service/${list}/trash/bulk`, { ids })
/** A new record nothing uses yet (every seeded one is on some product). */
const create = async (list: string, body: Record<string, unknown>) => {
  const created = await client.json<{ body: { id: string } }>('POST', `/parameter-service/${list}`, body)
  expect(created.status).toBe(200)
  return created.data.body.id
}

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('the Trash of the parameter lists', () => {
  it('deletes a product into the Trash with who and when, hides it everywhere, and restores it with the same id, a new version and the hub told', async () => {
    const db = client.gateway.db
    const product = db.parameter.products.find((p) => p.producerId && p.companyId)!
    const before = (await client.json<{ body: Product }>('GET', `/parameter-service/products/${product.id}`)).data.body

    expect((await remove('products', [product.id])).status).toBe(200)
    expect(await search('products')).not.toContain(product.id)
    expect((await client.call('GET', `/parameter-service/products/${product.id}`)).status).toBe(404)
    const options = await client.json('GET', '/parameter-service/commons/entities/Product/key-value-list?Index=0&Size=10000')
    expect(JSON.stringify(options.data)).not.toContain(product.id)
    const { items, totalCount } = await trash('products')
    expect(totalCount).toBe(1)
    expect(items[0]).toMatchObject({ id: product.id, name: product.name, status: product.status, deletedBy: { name: 'Deniz Yılmaz' } })
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(30 * DAY)

    const told: RecordChanged[] = []
    db.versions.onChanged((event) => told.push(event))
    expect((await restore('products', [product.id])).status).toBe(200)
    const after = (await client.json<{ body: Product }>('GET', `/parameter-service/products/${product.id}`)).data.body
    const { version: was, ...fields } = before
    expect(after).toMatchObject(fields)
    expect(after.version).toBeGreaterThan(was!)
    expect(told).toEqual([expect.objectContaining({ id: product.id, type: 'products', deleted: false, created: true, version: after.version })])
    expect((await trash('products')).totalCount).toBe(0)

    const [restored, trashed] = await events('product', product.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /parameter-service/products/bulk' })
    expect(trashed!.changes.map((c) => c.field).sort()).toEqual(['deletedAt', 'deletedBy'])
    expect(restored).toMatchObject({ action: 'restore', operation: 'POST /parameter-service/products/trash/restore' })
  })

  it('purges for good (audited as a delete); a restore or purge naming what is not in the Trash is a 404 in Turkish and changes nothing', async () => {
    const first = { id: await create('licensors', { name: 'Boğaz Lisans' }) }
    const second = { id: await create('licensors', { name: 'Ege Lisans' }) }
    await remove('licensors', [first.id])
    const mixed = await restore('licensors', [first.id, second.id])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu lisans veren Çöp Kutusu’nda değil.')
    expect((await trash('licensors')).totalCount).toBe(1)
    expect(await search('licensors')).toContain(second.id)
    expect((await purge('licensors', [first.id, second.id])).status).toBe(404)
    expect((await trash('licensors')).totalCount).toBe(1)

    expect((await purge('licensors', [first.id])).status).toBe(200)
    expect((await trash('licensors')).totalCount).toBe(0)
    expect((await restore('licensors', [first.id])).status).toBe(404)
    expect(await search('licensors')).not.toContain(first.id)
    const [purged] = await events('licensor', first.id)
    expect(purged).toMatchObject({ action: 'delete', operation: 'DELETE /parameter-service/licensors/trash/bulk' })
  })

  it('keeps a deleted record 30 days', async () => {
    const director = { id: await create('directors', { name: 'Selin Ova' }) }
    await remove('directors', [director.id])
    client.gateway.db.clock.advance(30 * DAY - 60_000)
    expect((await trash('directors')).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash('directors')).totalCount).toBe(0)
    expect((await restore('directors', [director.id])).status).toBe(404)
  })

  it('lets a reader see the Trash but not restore or purge; without the read permission not even see it', async () => {
    const product = client.gateway.db.parameter.products[0]!
    await remove('products', [product.id])
    grantOnly(client.gateway.db, 'editor@demo.local', ['product_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    const listed = await reader.json<Page<TrashedParameter>>('POST', '/parameter-service/products/trash/search', { index: 0, size: 10 })
    expect(listed.data.body.items.map((r) => r.id)).toEqual([product.id])
    const refused = await reader.json<Failure>('POST', '/parameter-service/products/trash/restore', { ids: [product.id] })
    expect(refused.status).toBe(403)
    expect(refused.data.header.message).toContain('product_write')
    expect((await reader.call('DELETE', '/parameter-service/products/trash/bulk', { ids: [product.id] })).status).toBe(403)
    expect((await reader.call('POST', '/parameter-service/companies/trash/search', { index: 0, size: 10 })).status).toBe(403)
    expect((await trash('products')).totalCount).toBe(1)
  })

  it('keeps references whole: a producer used by a product in the Trash cannot be deleted; a trashed producer cannot be chosen until restored', async () => {
    const producer = { id: await create('producers', { name: 'Kuzey Yapım' }), name: 'Kuzey Yapım' }
    const product = { id: await create('products', { name: 'Sessiz Liman', productType: 'series', producerId: producer.id }), name: 'Sessiz Liman' }
    await remove('products', [product.id])
    const refused = await remove('producers', [producer.id])
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe(
      `${producer.name}, Çöp Kutusu’ndaki ${product.name} ürünü tarafından kullanılıyor ve silinemez; bunun yerine pasif yapın.`,
    )
    expect(await search('producers')).toContain(producer.id)

    // Once the product is gone for good, the producer may go to its Trash: then nothing can choose it.
    await purge('products', [product.id])
    expect((await remove('producers', [producer.id])).status).toBe(200)
    const options = await client.json('GET', `/parameter-service/commons/entities/Producer/key-value-list?Ids=${producer.id}`)
    expect(JSON.stringify(options.data)).not.toContain(producer.id)
    const chosen = await client.json<Failure>('POST', '/parameter-service/products', { name: 'Kayıp Şehir', productType: 'series', producerId: producer.id })
    expect(chosen.status).toBe(400)
    expect(chosen.data.header.message).toBe('Yapımcı bulunamadı.')

    expect((await restore('producers', [producer.id])).status).toBe(200)
    expect((await client.json('POST', '/parameter-service/products', { name: 'Kayıp Şehir', productType: 'series', producerId: producer.id })).status).toBe(200)
  })

  it('keeps a company a CMS account in its Trash belongs to (the account’s restore brings it back with its company)', async () => {
    const company = { id: await create('companies', { name: 'Marmara Yayın', companyType: 'broadcaster' }) }
    const cms = await client.json<{ body: { id: string } }>('POST', '/channel-service/cms', {
      name: 'Marmara CMS',
      cmsKey: 'marmara-cms',
      companyId: company.id,
    })
    expect(cms.status).toBe(200)
    expect((await client.call('DELETE', '/channel-service/cms/bulk', { ids: [cms.data.body.id] })).status).toBe(200)
    const refused = await remove('companies', [company.id])
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe(
      'Marmara Yayın, Çöp Kutusu’ndaki Marmara CMS CMS hesabı tarafından kullanılıyor ve silinemez; bunun yerine pasif yapın.',
    )
    expect((await client.call('DELETE', '/channel-service/cms/trash/bulk', { ids: [cms.data.body.id] })).status).toBe(200)
    expect((await remove('companies', [company.id])).status).toBe(200)
  })

  it('refuses a whole restore whose name a live record took meanwhile (names stay unique), and restores it after the rename', async () => {
    const company = { id: await create('companies', { name: 'Anadolu Yapım', companyType: 'production' }), name: 'Anadolu Yapım' }
    const other = { id: await create('companies', { name: 'Ege Dağıtım', companyType: 'distribution' }) }
    expect((await remove('companies', [company.id, other.id])).status).toBe(200)
    const taken = await client.json<{ body: { id: string } }>('POST', '/parameter-service/companies', {
      name: company.name.toLocaleUpperCase('tr'),
      companyType: 'other',
    })
    expect(taken.status).toBe(200)

    const clash = await restore('companies', [other.id, company.id])
    expect(clash.status).toBe(400)
    expect(clash.data.header.message).toBe(`${company.name} adında bir şirket zaten var.`)
    expect((await trash('companies')).totalCount).toBe(2)
    expect(await search('companies')).not.toContain(other.id)

    await client.json('PUT', `/parameter-service/companies/${taken.data.body.id}`, { name: 'Yeni Ad Yapım', companyType: 'other', status: 'active' })
    expect((await restore('companies', [other.id, company.id])).status).toBe(200)
    expect(await search('companies')).toEqual(expect.arrayContaining([company.id, other.id]))
  })
})

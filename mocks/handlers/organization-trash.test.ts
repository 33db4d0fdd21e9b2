// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEvent, Organization, TrashedOrganization } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting an organization moves it to the organizations Trash; one with users stays (the rule
// stays strict); restore brings it back whole (docs/decisions.md, "Trash and Undo", organizations).
type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient

const DAY = 24 * 60 * 60 * 1000
const fields = (n: string) => ({
  name: `Yeni Ufuk Medya ${n}`,
  authorizedName: 'Selim Er',
  phoneNumber: '+902161234567',
  email: 'info@yeniufuk.com.tr',
  country: 'TR',
  language: 'tr',
  taxNumber: `98765-${n}`,
  contractStartDate: '2026-01-01',
  contractEndDate: '2028-01-01',
})
const create = async (n: string) => (await client.json<{ body: { id: string } }>('POST', '/identity-service/organizations', fields(n))).data.body.id
const organizations = async () =>
  (await client.json<Page<Organization>>('POST', '/identity-service/organizations/search', { index: 0, size: 500 })).data.body.items.map((o) => o.id)
const trash = async () =>
  (await client.json<Page<TrashedOrganization>>('POST', '/identity-service/organizations/trash/search', { index: 0, size: 500 })).data.body
const remove = (ids: string[]) => client.json('DELETE', '/identity-service/organizations/bulk', { ids })
const restore = (ids: string[]) => client.json('POST', '/identity-service/organizations/trash/restore', { ids })
const purge = (ids: string[]) => client.json('DELETE', '/identity-service/organizations/trash/bulk', { ids })
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'organization', recordId: id, index: 0, size: 10 })).data
    .body.items

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('the organizations’ Trash', () => {
  it('deletes an organization without users into the Trash (hidden everywhere, no user can get it) and restores it as it was', async () => {
    const id = await create('A')
    expect((await remove([id])).status).toBe(200)
    expect(await organizations()).not.toContain(id)
    expect((await client.call('GET', `/identity-service/organizations/${id}`)).status).toBe(404)
    const picker = await client.json('GET', `/identity-service/commons/entities/Organization/key-value-list?Ids=${id}`)
    expect(JSON.stringify(picker.data)).not.toContain(id)
    const user = client.gateway.db.identity.users[30]!
    const given = await client.json('PUT', `/identity-service/users/${user.id}`, {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      roleIds: user.roles.map((r) => r.id),
      companyIds: user.companies.map((c) => c.id),
      channelIds: user.channels.map((c) => c.id),
      executive: user.executive,
      organizationId: id,
    })
    expect(given.status).toBe(400)
    expect((given.data as { header: { message: string } }).header.message).toBe('Organizasyon bulunamadı.')

    const { items, totalCount } = await trash()
    expect(totalCount).toBe(1)
    expect(items[0]).toMatchObject({ id, name: 'Yeni Ufuk Medya A', taxNumber: '98765-A', deletedBy: { name: 'Deniz Yılmaz' } })
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(30 * DAY)

    expect((await restore([id])).status).toBe(200)
    const back = await client.json<{ body: Organization }>('GET', `/identity-service/organizations/${id}`)
    expect(back.data.body).toMatchObject({ id, name: 'Yeni Ufuk Medya A', contractEndDate: '2028-01-01', status: 'active' })
    expect((await trash()).totalCount).toBe(0)
    const [restored, trashed] = await events(id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /identity-service/organizations/bulk' })
    expect(restored).toMatchObject({ action: 'restore', operation: 'POST /identity-service/organizations/trash/restore' })
  })

  it('keeps the rule strict: an organization with users is not deleted, nor anything else of the call', async () => {
    const db = client.gateway.db
    const used = db.identity.organizations.find((o) => db.identity.users.some((u) => u.organizationId === o.id))!
    const free = await create('B')
    const refused = await remove([free, used.id])
    expect(refused.status).toBe(409)
    expect(refused.data.header.message).toContain(used.name)
    expect(await organizations()).toEqual(expect.arrayContaining([free, used.id]))
    expect((await trash()).totalCount).toBe(0)
  })

  it('refuses a restore whole when the name or tax number is taken meanwhile, or when an id is not in the Trash', async () => {
    const first = await create('C')
    const second = await create('D')
    await remove([first, second])
    // A new organization with C's name while C is in the Trash.
    expect((await client.json('POST', '/identity-service/organizations', { ...fields('E'), name: 'Yeni Ufuk Medya C' })).status).toBe(200)
    const clash = await restore([second, first])
    expect(clash.status).toBe(409)
    expect(clash.data.header.message).toBe('Yeni Ufuk Medya C adında başka bir organizasyon zaten var.')
    expect((await trash()).totalCount).toBe(2)

    const mixed = await restore([second, (await organizations())[0]!])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu organizasyon Çöp Kutusu’nda değil.')
    expect((await restore([second])).status).toBe(200)
  })

  it('purges for good (audited as a delete), and keeps an entry 30 days', async () => {
    const gone = await create('F')
    const expires = await create('G')
    await remove([gone, expires])
    expect((await purge([gone])).status).toBe(200)
    expect((await restore([gone])).status).toBe(404)
    expect((await purge([gone])).status).toBe(404)
    const [purged] = await events(gone)
    expect(purged).toMatchObject({ action: 'delete', operation: 'DELETE /identity-service/organizations/trash/bulk' })

    client.gateway.db.clock.advance(30 * DAY - 60_000)
    expect((await trash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect((await restore([expires])).status).toBe(404)
  })

  it('lets an organization reader see the Trash but not restore or purge', async () => {
    const id = await create('H')
    await remove([id])
    grantOnly(client.gateway.db, 'editor@demo.local', ['organization_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await reader.call('POST', '/identity-service/organizations/trash/search', { index: 0, size: 10 })).status).toBe(200)
    const refused = await reader.call('POST', '/identity-service/organizations/trash/restore', { ids: [id] })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { header: { message: string } }).header.message).toContain('organization_write')
    expect((await reader.call('DELETE', '/identity-service/organizations/trash/bulk', { ids: [id] })).status).toBe(403)
    expect((await trash()).totalCount).toBe(1)
  })
})

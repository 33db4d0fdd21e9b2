// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Cms, CmsSettings, Policy, TrashedCms, TrashedPolicy } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a CMS account or a policy moves it to its Trash; restore brings it back whole, purge
// ends it (docs/decisions.md, "Trash and Undo").
type Page<T> = { body: { items: T[]; totalCount: number } }
const DAYS_30 = 30 * 24 * 60 * 60 * 1000
let client: TestClient
let n = 0

const createCms = async (companyIndex = 0) => {
  n += 1
  const companyId = client.gateway.db.parameter.companies[companyIndex]!.id
  const created = await client.json<{ body: { id: string } }>('POST', '/channel-service/cms', { name: `Çöp CMS ${n}`, cmsKey: `cop-cms-${n}`, companyId })
  return created.data.body.id
}
const createPolicy = async (cmsId: string, policyName: string) =>
  (await client.json<{ body: { id: string } }>('POST', '/channel-service/cms-policies', { cmsId, policyName, action: 'track', territories: ['TR'] })).data.body
    .id
const cmsList = async (search: string) => (await client.json<Page<Cms>>('POST', '/channel-service/cms/search', { index: 0, size: 500, search })).data.body.items
const policies = async (cmsId: string) =>
  (await client.json<Page<Policy>>('POST', '/channel-service/cms-policies/search', { index: 0, size: 500, cmsId })).data.body.items
const cmsTrash = async (as = client) => (await as.json<Page<TrashedCms>>('POST', '/channel-service/cms/trash/search', { index: 0, size: 500 })).data.body
const policyTrash = async (cmsId: string) =>
  (await client.json<Page<TrashedPolicy>>('POST', '/channel-service/cms-policies/trash/search', { index: 0, size: 500, cmsId })).data.body
const events = async (recordType: string, recordId: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType, recordId, index: 0, size: 10 })).data.body.items
const settings = async (cmsId: string) => (await client.json<{ body: CmsSettings }>('GET', `/channel-service/cms/${cmsId}/settings`)).data.body

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('the CMS accounts’ Trash', () => {
  it('deletes a CMS into the Trash with its policies and settings, and restores the whole account', async () => {
    const id = await createCms()
    await createPolicy(id, 'Birinci')
    await createPolicy(id, 'İkinci')
    const before = await settings(id)

    expect((await client.call('DELETE', '/channel-service/cms/bulk', { ids: [id] })).status).toBe(200)
    expect((await cmsList('Çöp CMS')).map((c) => c.id)).not.toContain(id)
    expect((await client.call('GET', `/channel-service/cms/${id}`)).status).toBe(404)
    expect(await policies(id)).toEqual([])
    const { items, totalCount } = await cmsTrash()
    expect(totalCount).toBe(1)
    expect(items[0]).toMatchObject({ id, cmsKey: `cop-cms-${n}`, policyCount: 2, deletedBy: { name: 'Deniz Yılmaz' } })
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(DAYS_30)

    const announced: Array<{ id: string; type: string; deleted: boolean; created?: boolean }> = []
    client.gateway.db.versions.onChanged((event) => announced.push(event))
    expect((await client.call('POST', '/channel-service/cms/trash/restore', { ids: [id] })).status).toBe(200)
    // Other tabs' CMS lists show it again (RecordChanged as for a created record).
    expect(announced).toContainEqual(expect.objectContaining({ id, type: 'cms', deleted: false, created: true }))
    expect((await cmsList('Çöp CMS')).find((c) => c.id === id)).toMatchObject({ cmsKey: `cop-cms-${n}`, channelCount: 0 })
    expect((await policies(id)).map((p) => p.policyName).sort()).toEqual(['Birinci', 'İkinci'])
    expect(await settings(id)).toEqual(before)
    expect((await cmsTrash()).totalCount).toBe(0)

    const [restore, trashed] = await events('cms', id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /channel-service/cms/bulk' })
    expect(restore).toMatchObject({ action: 'restore', operation: 'POST /channel-service/cms/trash/restore' })
  })

  it('keeps refusing a CMS that still has channels, in Turkish, and trashes nothing', async () => {
    const db = client.gateway.db
    const withChannels = db.channel.cms.find((c) => db.channel.channels.some((ch) => ch.cmsId === c.id))!
    const refused = await client.json('DELETE', '/channel-service/cms/bulk', { ids: [withChannels.id] })
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe(`Bu CMS hesaplarının hâlâ kanalları var: ${withChannels.name}. Hiçbiri silinmedi.`)
    expect((await cmsTrash()).totalCount).toBe(0)
  })

  it('refuses a restore whose key another CMS took since and a call naming one not in the Trash (whole call); purges with its policies', async () => {
    const id = await createCms()
    const key = `cop-cms-${n}`
    const policy = await createPolicy(id, 'Tek başına')
    await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [policy] })
    await client.call('DELETE', '/channel-service/cms/bulk', { ids: [id] })

    const taker = (
      await client.json<{ body: { id: string } }>('POST', '/channel-service/cms', {
        name: 'Yeni sahip',
        cmsKey: key,
        companyId: client.gateway.db.parameter.companies[0]!.id,
      })
    ).data.body.id
    const taken = await client.json('POST', '/channel-service/cms/trash/restore', { ids: [id] })
    expect(taken.status).toBe(400)
    expect(taken.data.header.message).toBe(`${key} anahtarı artık başka bir CMS hesabında. Hiçbiri geri yüklenmedi.`)
    const mixed = await client.json('POST', '/channel-service/cms/trash/restore', { ids: [id, taker] })
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu CMS hesabı Çöp Kutusu’nda değil.')
    expect((await cmsTrash()).totalCount).toBe(1)

    expect((await client.call('DELETE', '/channel-service/cms/trash/bulk', { ids: [id] })).status).toBe(200)
    expect((await cmsTrash()).totalCount).toBe(0)
    // The policy deleted on its own before the account went for good with it.
    expect((await policyTrash(id)).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/cms/trash/restore', { ids: [id] })).status).toBe(404)
    expect((await events('cms', id))[0]).toMatchObject({ action: 'delete', operation: 'DELETE /channel-service/cms/trash/bulk' })
  })

  it('keeps a deleted CMS 30 days', async () => {
    const id = await createCms()
    await client.call('DELETE', '/channel-service/cms/bulk', { ids: [id] })
    client.gateway.db.clock.advance(DAYS_30 - 60_000)
    expect((await cmsTrash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await cmsTrash()).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/cms/trash/restore', { ids: [id] })).status).toBe(404)
  })

  it('shows a reader the deleted accounts of their companies, and lets only cms_write restore or purge', async () => {
    const db = client.gateway.db
    const editor = db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const theirs = db.parameter.companies.findIndex((c) => editor.companies.some((e) => e.id === c.id))
    const other = db.parameter.companies.findIndex((c) => !editor.companies.some((e) => e.id === c.id))
    const mine = await createCms(theirs)
    const foreign = await createCms(other)
    await client.call('DELETE', '/channel-service/cms/bulk', { ids: [mine, foreign] })

    grantOnly(db, 'editor@demo.local', ['cms_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await cmsTrash(reader)).items.map((c) => c.id)).toEqual([mine])
    const restore = await reader.json('POST', '/channel-service/cms/trash/restore', { ids: [mine] })
    expect(restore.status).toBe(403)
    expect(restore.data.header.message).toContain('cms_write')
    expect((await reader.call('DELETE', '/channel-service/cms/trash/bulk', { ids: [mine] })).status).toBe(403)
    expect((await cmsTrash()).totalCount).toBe(2)
  })
})

describe('the policies’ Trash', () => {
  let cmsId: string

  beforeEach(async () => {
    cmsId = await createCms()
    await createPolicy(cmsId, 'Eşleşme')
    // Saved settings name the match policy: the first policy.
    const match = (await policies(cmsId))[0]!.id
    expect(
      (
        await client.call('PUT', `/channel-service/cms/${cmsId}/settings`, {
          defaultPrivacyStatus: 'private',
          autoClaim: true,
          notifyOnClaim: false,
          matchPolicyId: match,
        })
      ).status,
    ).toBe(200)
  })

  it('deletes a policy into its CMS’s Trash and restores it with the same id', async () => {
    const id = await createPolicy(cmsId, 'Fragmanlar')
    expect((await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [id] })).status).toBe(200)
    expect((await policies(cmsId)).map((p) => p.id)).not.toContain(id)
    expect((await client.call('GET', `/channel-service/cms-policies/${id}`)).status).toBe(404)
    const { items } = await policyTrash(cmsId)
    expect(items).toEqual([
      expect.objectContaining({
        id,
        policyName: 'Fragmanlar',
        action: 'track',
        territories: ['TR'],
        deletedBy: expect.objectContaining({ name: 'Deniz Yılmaz' }),
      }),
    ])
    // Another CMS's Trash does not hold it.
    expect((await policyTrash(client.gateway.db.channel.cms[0]!.id)).totalCount).toBe(0)

    expect((await client.call('POST', '/channel-service/cms-policies/trash/restore', { ids: [id] })).status).toBe(200)
    expect((await client.json<{ body: Policy }>('GET', `/channel-service/cms-policies/${id}`)).data.body.policyName).toBe('Fragmanlar')
    expect((await policyTrash(cmsId)).totalCount).toBe(0)
    expect((await events('cmsPolicy', id)).slice(0, 2).map((e) => e.action)).toEqual(['restore', 'trash'])

    await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [id] })
    expect((await client.call('DELETE', '/channel-service/cms-policies/trash/bulk', { ids: [id] })).status).toBe(200)
    expect((await client.call('POST', '/channel-service/cms-policies/trash/restore', { ids: [id] })).status).toBe(404)
    expect((await events('cmsPolicy', id))[0]).toMatchObject({ action: 'delete', operation: 'DELETE /channel-service/cms-policies/trash/bulk' })
  })

  it('refuses deleting the match policy, and a restore whose name was taken since or whose CMS is in the Trash', async () => {
    const match = (await settings(cmsId)).matchPolicyId!
    const other = await createPolicy(cmsId, 'Müzik')
    const refused = await client.json('DELETE', '/channel-service/cms-policies/bulk', { ids: [other, match] })
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Eşleşme, CMS hesabının eşleşme politikası: önce CMS ayarlarında başka bir politika seçin. Hiçbiri silinmedi.')
    expect((await policies(cmsId)).length).toBe(2)

    await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [other] })
    const again = await createPolicy(cmsId, 'müzik')
    const taken = await client.json('POST', '/channel-service/cms-policies/trash/restore', { ids: [other] })
    expect(taken.status).toBe(400)
    expect(taken.data.header.message).toBe('CMS hesabında artık Müzik adında başka bir politika var. Hiçbiri geri yüklenmedi.')
    expect((await client.json('POST', '/channel-service/cms-policies/trash/restore', { ids: [other, again] })).status).toBe(404)

    await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [again] })
    await client.call('DELETE', '/channel-service/cms/bulk', { ids: [cmsId] })
    const orphan = await client.json('POST', '/channel-service/cms-policies/trash/restore', { ids: [other] })
    expect(orphan.status).toBe(400)
    expect(orphan.data.header.message).toBe('Müzik politikasının CMS hesabı Çöp Kutusu’nda: önce onu geri yükleyin. Hiçbiri geri yüklenmedi.')
    expect((await policyTrash(cmsId)).totalCount).toBe(2)
  })

  it('never moves the match policy of settings never saved when policies come and go', async () => {
    const fresh = await createCms()
    await createPolicy(fresh, 'A')
    const match = (await settings(fresh)).matchPolicyId
    const added = await createPolicy(fresh, 'B')
    expect((await settings(fresh)).matchPolicyId).toBe(match)
    await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [added] })
    await client.call('POST', '/channel-service/cms-policies/trash/restore', { ids: [added] })
    expect((await settings(fresh)).matchPolicyId).toBe(match)
  })

  it('keeps a deleted policy 30 days and needs cms_write to restore or purge', async () => {
    const id = await createPolicy(cmsId, 'Bölge dışı')
    await client.call('DELETE', '/channel-service/cms-policies/bulk', { ids: [id] })
    grantOnly(client.gateway.db, 'editor@demo.local', ['cms_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect(
      (await reader.json<Page<TrashedPolicy>>('POST', '/channel-service/cms-policies/trash/search', { index: 0, size: 10, cmsId })).data.body.totalCount,
    ).toBe(1)
    expect((await reader.call('POST', '/channel-service/cms-policies/trash/restore', { ids: [id] })).status).toBe(403)
    expect((await reader.call('DELETE', '/channel-service/cms-policies/trash/bulk', { ids: [id] })).status).toBe(403)

    client.gateway.db.clock.advance(DAYS_30)
    expect((await policyTrash(cmsId)).totalCount).toBe(0)
    expect((await client.call('POST', '/channel-service/cms-policies/trash/restore', { ids: [id] })).status).toBe(404)
  })
})

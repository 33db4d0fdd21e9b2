// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEvent, User } from '@/api/generated/identity/model'
import { testClient, type TestClient } from '@tests/test-client'

// History is read from the audit trail and a revert is the record's own update built from an
// old version (docs/decisions.md, "Record history and revert"): these tests walk that path.
type Page = { body: { items: AuditEvent[]; totalCount: number } }
let client: TestClient
let user: User

const history = (id: string) => client.json<Page>('POST', '/identity-service/audit-events/search', { recordType: 'user', recordId: id, index: 0, size: 100 })
const read = async (id: string) => (await client.json<{ body: User }>('GET', `/identity-service/users/${id}`)).data.body
const body = (record: User) => ({
  firstName: record.firstName,
  lastName: record.lastName,
  phoneNumber: record.phoneNumber ?? null,
  roleIds: record.roles.map((role) => role.id),
  companyIds: record.companies.map((company) => company.id),
  channelIds: record.channels.map((channel) => channel.id),
  executive: record.executive,
  organizationId: record.organizationId ?? null,
  status: record.status,
})

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
  const users = client.gateway.db.identity.users
  const admin = users.find((u) => u.email === 'admin@demo.local')!
  user = await read(users.find((u) => u !== admin && u.organizationId === admin.organizationId)!.id)
  const first = await client.call('PUT', `/identity-service/users/${user.id}`, { ...body(user), firstName: 'Değişti', lastName: 'Soyad' })
  expect(first.status, await first.clone().text()).toBe(200)
})

describe('record history and revert', () => {
  it('reverts to the version before a change: the fields come back, the version moves on, and the revert is audited', async () => {
    const [change] = (await history(user.id)).data.body.items
    expect(change!.changes.map((c) => [c.field, c.before, c.after])).toEqual(
      expect.arrayContaining([
        ['firstName', user.firstName, 'Değişti'],
        ['lastName', user.lastName, 'Soyad'],
      ]),
    )
    const changed = await read(user.id)
    const old = Object.fromEntries(change!.changes.map((c) => [c.field, c.before])) as Partial<User>
    const response = await client.call('PUT', `/identity-service/users/${user.id}`, body({ ...changed, ...old }), { 'If-Match': `"${changed.version}"` })
    expect(response.status).toBe(200)
    const reverted = await read(user.id)
    expect([reverted.firstName, reverted.lastName]).toEqual([user.firstName, user.lastName])
    expect(reverted.version).toBeGreaterThan(changed.version!)
    const [revert] = (await history(user.id)).data.body.items
    expect(revert).toMatchObject({ action: 'update', actor: { name: 'Deniz Yılmaz' } })
    expect(revert!.changes.find((c) => c.field === 'firstName')).toEqual({ field: 'firstName', before: 'Değişti', after: user.firstName })
  })

  it('refuses a revert built on a version someone has changed since (412), and changes nothing', async () => {
    const seen = await read(user.id)
    await client.call('PUT', `/identity-service/users/${user.id}`, { ...body(seen), lastName: 'Başkası' })
    const response = await client.call(
      'PUT',
      `/identity-service/users/${user.id}`,
      { ...body(seen), firstName: user.firstName },
      { 'If-Match': `"${seen.version}"` },
    )
    expect(response.status).toBe(412)
    expect((await read(user.id)).firstName).toBe('Değişti')
  })

  it('shows the history only with audit_read and lets only those who may edit the record revert it', async () => {
    await client.login('editor@demo.local')
    expect((await history(user.id)).status).toBe(403)
    expect((await client.call('PUT', `/identity-service/users/${user.id}`, { ...body(user) })).status).toBe(403)
  })
})

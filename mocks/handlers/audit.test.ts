// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEvent } from '@/api/generated/identity/model'
import { SEEDED_AUDIT_EVENTS } from '../db/audit'
import { testClient, type TestClient } from '@tests/test-client'

type Page = { body: { items: AuditEvent[]; totalCount: number } }
let client: TestClient

const search = (filter: Record<string, unknown>, index = 0, size = 25) =>
  client.json<Page>('POST', '/identity-service/audit-events/search', { index, size, ...filter })

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('the audit trail', () => {
  it('records who changed which fields of a record, from what to what, with the request id', async () => {
    const video = client.gateway.db.videos.list(client.gateway.db.channel.channels[1]!.id)[0]!
    const response = await client.call(
      'PUT',
      `/channel-service/videos/${video.id}`,
      { video: 'Yeni başlık', privacyStatus: video.privacyStatus, monetize: video.monetize, madeForKids: video.madeForKids },
      { 'X-Request-Id': 'istek-42' },
    )
    expect(response.status).toBe(200)
    const found = await search({ recordType: 'video', recordId: video.id })
    expect(found.data.body.totalCount).toBe(1)
    const [event] = found.data.body.items
    expect(event).toMatchObject({
      action: 'update',
      operation: 'PUT /channel-service/videos/{id}',
      recordType: 'video',
      recordId: video.id,
      requestId: 'istek-42',
      actor: { name: 'Deniz Yılmaz', roles: ['admin'] },
    })
    expect(event!.changes.find((c) => c.field === 'video')).toEqual({ field: 'video', before: expect.not.stringMatching('Yeni başlık'), after: 'Yeni başlık' })
    const one = await client.json<{ body: AuditEvent }>('GET', `/identity-service/audit-events/${event!.id}`)
    expect(one.data.body).toEqual(event)
  })

  it('records a bulk call as one job event and one event per item, which the job id lists', async () => {
    const unused: string[] = []
    for (const name of ['Ayşe Kaya', 'Mert Demir', 'Elif Şahin']) {
      unused.push((await client.json<{ body: { id: string } }>('POST', '/parameter-service/directors', { name })).data.body.id)
    }
    expect((await client.json('DELETE', '/parameter-service/directors/bulk', { ids: unused })).status).toBe(200)
    const [job] = (await search({ action: 'job' })).data.body.items
    expect(job).toMatchObject({ recordType: 'director', itemCount: unused.length, changes: [] })
    const items = await search({ jobId: job!.id })
    // Deleting moves them to the directors' Trash: each item event is a `trash` (docs/decisions.md "Trash and Undo").
    expect(items.data.body.items.map((e) => [e.action, e.recordId]).sort()).toEqual(unused.map((id) => ['trash', id]).sort())
    expect(items.data.body.items.every((e) => e.changes.some((c) => c.field === 'deletedBy' && c.before === null && c.after === 'Deniz Yılmaz'))).toBe(true)
  })

  it('records nothing for a refused or failed call, nor for one that changes nothing', async () => {
    const user = client.gateway.db.identity.users[20]!
    const from = new Date().toISOString()
    await client.json('PATCH', `/identity-service/users/${user.id}/status`, { status: 'bogus' })
    await client.json('PATCH', `/identity-service/users/${crypto.randomUUID()}/status`, { status: 'passive' })
    await client.json('PATCH', `/identity-service/users/${user.id}/status`, { status: user.status })
    await client.login('editor@demo.local')
    await client.json('PATCH', `/identity-service/users/${user.id}/status`, { status: 'passive' })
    await client.login('admin@demo.local')
    expect((await search({ recordType: 'user', recordId: user.id, from })).data.body.totalCount).toBe(0)
    await client.json('PATCH', `/identity-service/users/${user.id}/status`, { status: 'passive' })
    expect((await search({ recordType: 'user', recordId: user.id, from })).data.body.totalCount).toBe(1)
  })

  it('pages over the 100,000 seeded events newest first and filters by user, record type, action and dates', async () => {
    const all = await search({}, 0, 500)
    expect(all.data.body.totalCount).toBe(SEEDED_AUDIT_EVENTS)
    const times = all.data.body.items.map((e) => Date.parse(e.occurredAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const last = await search({}, SEEDED_AUDIT_EVENTS / 500 - 1, 500)
    expect(last.data.body.items).toHaveLength(500)

    const actor = all.data.body.items[0]!.actor
    const from = new Date(Date.parse(all.data.body.items[499]!.occurredAt) - 30 * 86_400_000).toISOString()
    const to = all.data.body.items[499]!.occurredAt
    const filtered = await search({ actorId: actor.id, recordType: 'role', action: 'update', from, to }, 0, 500)
    expect(filtered.data.body.totalCount).toBeGreaterThan(0)
    expect(filtered.data.body.totalCount).toBeLessThan(SEEDED_AUDIT_EVENTS / 100)
    for (const event of filtered.data.body.items) {
      expect(event).toMatchObject({ actor: { id: actor.id }, recordType: 'role', action: 'update' })
      expect(event.occurredAt >= from && event.occurredAt <= to).toBe(true)
    }
  })

  it('is read only with audit_read', async () => {
    await client.login('editor@demo.local')
    const refused = await search({})
    expect(refused.status).toBe(403)
    const one = await client.json('GET', `/identity-service/audit-events/${crypto.randomUUID()}`)
    expect(one.status).toBe(403)
  })
})

// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SavedView } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a saved view keeps it 30 days among its user's deleted views; restoreSavedViews (the
// Undo) brings it back with the same id (docs/decisions.md, "Trash and Undo").
type Body<T> = { header: { message?: string | null }; body: T }
type Page<T> = { body: { items: T[]; totalCount: number } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const save = async (name: string, as = client, query = 'privacyStatus=private') =>
  (await as.json<Body<{ id: string }>>('POST', '/channel-service/saved-views', { listId: 'videos', name, query, columns: ['video', 'views'] })).data.body.id
const views = async (as = client) =>
  (await as.json<Page<SavedView>>('POST', '/channel-service/saved-views/search', { index: 0, size: 100, listId: 'videos' })).data.body.items
const remove = (id: string, as = client) => as.json<Body<null>>('DELETE', `/channel-service/saved-views/${id}`)
const restore = (ids: string[], as = client) => as.json<Body<null>>('POST', '/channel-service/saved-views/trash/restore', { ids })
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'savedView', recordId: id, index: 0, size: 10 })).data
    .body.items

describe('deleting and restoring saved views', () => {
  it('deletes a view at once and restores it whole with the same id, in its place, recording trash and restore', async () => {
    const older = await save('Özel videolar')
    const newer = await save('Kısa videolar', client, 'videoKind=short')
    const before = (await views()).find((view) => view.id === older)!

    expect((await remove(older)).status).toBe(200)
    expect((await views()).map((view) => view.id)).toEqual([newer])
    // Gone from the views: a second delete or an edit finds nothing.
    expect((await remove(older)).status).toBe(404)

    expect((await restore([older])).status).toBe(200)
    const after = await views()
    expect(after.map((view) => view.id)).toEqual([newer, older])
    expect(after[1]).toMatchObject({
      id: older,
      name: 'Özel videolar',
      query: 'privacyStatus=private',
      columns: ['video', 'views'],
      createdAt: before.createdAt,
    })
    // A restore gives it a new version: an edit based on the old one is stale.
    expect(after[1]!.version).toBeGreaterThan(before.version!)

    const audit = await events(older)
    expect(audit.map((event) => event.action)).toEqual(['restore', 'trash', 'create'])
    expect(audit[1]!.changes.map((change) => change.field).sort()).toEqual(['deletedAt', 'deletedBy'])
    // Restored already: not among the deleted views any more.
    const again = await restore([older])
    expect(again.status).toBe(404)
    expect(again.data.header.message).toBe('Bu kayıtlı görünüm sildiğiniz görünümler arasında değil.')
  })

  it('refuses the whole call (404) when one id was not deleted; nothing comes back', async () => {
    const deleted = await save('Silinen')
    const live = await save('Duran')
    await remove(deleted)
    expect((await restore([deleted, live])).status).toBe(404)
    expect((await restore([deleted, crypto.randomUUID()])).status).toBe(404)
    expect((await views()).map((view) => view.id)).toEqual([live])
    expect((await restore([deleted])).status).toBe(200)
  })

  it('restores only the user’s own deleted views: another user’s is a 404', async () => {
    const mine = await save('Benim görünümüm')
    await remove(mine)
    const other = testClient(client.gateway)
    await other.login('editor@demo.local')
    const refused = await restore([mine], other)
    expect(refused.status).toBe(404)
    expect((await views(other)).map((view) => view.id)).not.toContain(mine)
    // Still there for its owner.
    expect((await restore([mine])).status).toBe(200)
  })

  it('refuses the whole restore (400) when the user has a view of that name again, or two of the call share one', async () => {
    const first = await save('Haftalık')
    await remove(first)
    const taken = await save('haftalık')
    const refused = await restore([first])
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Haftalık adlı kayıtlı bir görünümünüz yine var; hiçbir şey geri getirilmedi.')
    expect((await views()).map((view) => view.id)).toEqual([taken])

    // Two deleted views that share a name (the second saved after the first was deleted).
    await remove(taken)
    expect((await restore([first, taken])).status).toBe(400)
    expect(await views()).toEqual([])
    expect((await restore([taken])).status).toBe(200)
  })

  it('keeps a deleted view 30 days by the gateway’s clock', async () => {
    const id = await save('Aylık')
    await remove(id)
    client.gateway.db.clock.advance(30 * DAY)
    expect((await restore([id])).status).toBe(404)
  })

  it('asks an Idempotency-Key: the same restore sent twice happens once', async () => {
    const id = await save('Tekrar')
    await remove(id)
    const headers = { 'Idempotency-Key': 'restore-saved-view-1' }
    const first = await client.call('POST', '/channel-service/saved-views/trash/restore', { ids: [id] }, headers)
    const second = await client.call('POST', '/channel-service/saved-views/trash/restore', { ids: [id] }, headers)
    expect([first.status, second.status]).toEqual([200, 200])
    expect((await client.call('POST', '/channel-service/saved-views/trash/restore', { ids: [id] }, { 'Idempotency-Key': '' })).status).toBe(400)
    expect((await events(id)).filter((event) => event.action === 'restore')).toHaveLength(1)
  })
})

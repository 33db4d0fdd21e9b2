// @vitest-environment node
import '../lib/node-storage'
import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Document, TrashedDocument } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a document moves it to the documents Trash with its file; restore brings it back, purge
// ends it and its file (docs/decisions.md, "Trash and Undo").
type Page<T> = { body: { items: T[]; totalCount: number } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient
let document: Document

const documents = async (search?: string) =>
  (await client.json<Page<Document>>('POST', '/channel-service/documents/search', { index: 0, size: 500, ...(search ? { search } : {}) })).data.body.items
const trash = async (search?: string) =>
  (await client.json<Page<TrashedDocument>>('POST', '/channel-service/documents/trash/search', { index: 0, size: 500, ...(search ? { search } : {}) })).data
    .body
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'document', recordId: id, index: 0, size: 10 })).data.body
    .items
/** The file at a document's address, fetched as a browser would (no token). */
const file = async (url: string) => (await getResponse(client.gateway.handlers, new Request(url)))?.status

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
  document = (await documents())[0]!
})

describe('the documents’ Trash', () => {
  it('deletes into the Trash with who and when and the file still served, and restores the document as it was', async () => {
    expect((await client.call('DELETE', '/channel-service/documents/bulk', { ids: [document.id] })).status).toBe(200)
    expect((await documents()).map((d) => d.id)).not.toContain(document.id)
    const { items, totalCount } = await trash()
    expect(totalCount).toBe(1)
    const { deletedAt, deletedBy, purgeAt, ...asItWas } = items[0]!
    expect(asItWas).toMatchObject({ ...document, version: expect.any(Number) })
    expect(deletedBy.name).toBe('Deniz Yılmaz')
    expect(Date.parse(purgeAt) - Date.parse(deletedAt)).toBe(30 * DAY)
    // The file can be looked at before deciding.
    expect(await file(items[0]!.url)).toBe(200)
    expect((await trash(document.fileName.slice(0, 8))).totalCount).toBe(1)
    expect((await trash('yok böyle bir belge')).totalCount).toBe(0)

    expect((await client.call('POST', '/channel-service/documents/trash/restore', { ids: [document.id] })).status).toBe(200)
    const back = (await documents()).find((d) => d.id === document.id)
    expect(back).toMatchObject({ name: document.name, fileName: document.fileName, url: document.url, sizeBytes: document.sizeBytes })
    expect((await trash()).totalCount).toBe(0)
    expect(await file(back!.url)).toBe(200)

    const [restore, trashed] = await events(document.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /channel-service/documents/bulk' })
    expect(trashed!.changes.map((c) => c.field).sort()).toEqual(['deletedAt', 'deletedBy'])
    expect(restore).toMatchObject({ action: 'restore', operation: 'POST /channel-service/documents/trash/restore' })
    expect(restore!.changes.find((c) => c.field === 'deletedBy')).toEqual({ field: 'deletedBy', before: 'Deniz Yılmaz', after: null })
  })

  it('purges for good with the file (audited as a delete); a call naming one id not in the Trash is refused whole', async () => {
    const other = (await documents())[1]!
    await client.call('DELETE', '/channel-service/documents/bulk', { ids: [document.id] })
    const mixed = await client.json<{ header: { message: string } }>('POST', '/channel-service/documents/trash/restore', { ids: [document.id, other.id] })
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu belge Çöp Kutusu’nda değil.')
    expect((await client.call('DELETE', '/channel-service/documents/trash/bulk', { ids: [document.id, other.id] })).status).toBe(404)
    expect((await trash()).totalCount).toBe(1)
    expect((await documents()).map((d) => d.id)).toContain(other.id)

    expect((await client.call('DELETE', '/channel-service/documents/trash/bulk', { ids: [document.id] })).status).toBe(200)
    expect((await trash()).totalCount).toBe(0)
    expect(await file(document.url)).toBe(404)
    expect((await client.call('POST', '/channel-service/documents/trash/restore', { ids: [document.id] })).status).toBe(404)
    const [purge] = await events(document.id)
    expect(purge).toMatchObject({ action: 'delete', operation: 'DELETE /channel-service/documents/trash/bulk' })
  })

  it('keeps a deleted document 30 days, then it is gone with its file', async () => {
    await client.call('DELETE', '/channel-service/documents/bulk', { ids: [document.id] })
    client.gateway.db.clock.advance(30 * DAY - 60_000)
    expect((await trash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect(await file(document.url)).toBe(404)
    expect((await client.call('POST', '/channel-service/documents/trash/restore', { ids: [document.id] })).status).toBe(404)
  })

  it('lets a reader see the Trash but not restore or purge (document_write)', async () => {
    await client.call('DELETE', '/channel-service/documents/bulk', { ids: [document.id] })
    grantOnly(client.gateway.db, 'editor@demo.local', ['document_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await reader.json<Page<TrashedDocument>>('POST', '/channel-service/documents/trash/search', { index: 0, size: 10 })).data.body.totalCount).toBe(1)
    const restore = await reader.json<{ header: { message: string } }>('POST', '/channel-service/documents/trash/restore', { ids: [document.id] })
    expect(restore.status).toBe(403)
    expect(restore.data.header.message).toContain('document_write')
    expect((await reader.call('DELETE', '/channel-service/documents/trash/bulk', { ids: [document.id] })).status).toBe(403)
    grantOnly(client.gateway.db, 'editor@demo.local', [])
    expect((await reader.call('POST', '/channel-service/documents/trash/search', { index: 0, size: 10 })).status).toBe(403)
    expect((await trash()).totalCount).toBe(1)
  })
})

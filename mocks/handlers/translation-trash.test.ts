// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Translation, TrashedTranslation } from '@/api/generated/channel/model'
import type { AuditEvent } from '@/api/generated/identity/model'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting translations moves them to the translations Trash; a restore brings one back as it was,
// unless its item is gone or has a translation in that language again (docs/decisions.md, "Trash and Undo").
type Page<T> = { body: { items: T[]; totalCount: number } }
type Answer = { header: { message: string } }
const DAY = 24 * 60 * 60 * 1000
let client: TestClient
let translation: Translation

const translations = async (extra: object = {}) =>
  (await client.json<Page<Translation>>('POST', '/channel-service/translations/search', { index: 0, size: 500, ...extra })).data.body.items
const trash = async (extra: object = {}) =>
  (await client.json<Page<TrashedTranslation>>('POST', '/channel-service/translations/trash/search', { index: 0, size: 500, ...extra })).data.body
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'translation', recordId: id, index: 0, size: 10 })).data
    .body.items
const remove = (ids: string[]) => client.call('DELETE', '/channel-service/translations/bulk', { ids })
const restore = (ids: string[]) => client.json<Answer>('POST', '/channel-service/translations/trash/restore', { ids })

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
  translation = (await translations({ itemType: 'video' }))[0]!
})

describe('the translations’ Trash', () => {
  it('deletes into the Trash with who and when, hides it everywhere, and restores it as it was', async () => {
    expect((await remove([translation.id])).status).toBe(200)
    expect((await translations()).map((t) => t.id)).not.toContain(translation.id)
    expect((await client.call('GET', `/channel-service/translations/${translation.id}`)).status).toBe(404)
    const { items, totalCount } = await trash({ channelId: translation.channelId })
    expect(totalCount).toBe(1)
    const { deletedAt, deletedBy, purgeAt, version: _, ...asItWas } = items[0]!
    const { version: __, ...before } = translation
    expect(asItWas).toEqual(before)
    expect(deletedBy.name).toBe('Deniz Yılmaz')
    expect(Date.parse(purgeAt) - Date.parse(deletedAt)).toBe(30 * DAY)
    expect((await trash({ search: translation.title })).totalCount).toBe(1)

    expect((await restore([translation.id])).status).toBe(200)
    const { version: ___, ...back } = (await client.json<{ body: Translation }>('GET', `/channel-service/translations/${translation.id}`)).data.body
    expect(back).toEqual(before)
    expect((await trash()).totalCount).toBe(0)

    const [restored, trashed] = await events(translation.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /channel-service/translations/bulk' })
    expect(restored).toMatchObject({ action: 'restore', operation: 'POST /channel-service/translations/trash/restore' })
  })

  it('refuses a restore whole when one id is not in the Trash or a translation in that language was written since; purges for good', async () => {
    const other = (await translations())[1]!
    await remove([translation.id])
    const mixed = await restore([translation.id, other.id])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu çeviri Çöp Kutusu’nda değil.')
    expect((await client.call('DELETE', '/channel-service/translations/trash/bulk', { ids: [translation.id, other.id] })).status).toBe(404)

    // Someone translated the item into the same language meanwhile: it keeps its place.
    const written = await client.json<{ body: { id: string } }>('POST', '/channel-service/translations', {
      itemType: translation.itemType,
      itemId: translation.itemId,
      languageCode: translation.languageCode,
      title: 'Yeniden yazıldı',
    })
    expect(written.status).toBe(200)
    const refused = await restore([translation.id])
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Öğesinin bu dilde yeniden bir çevirisi var; silinen çeviri onun yanına geri gelemez.')
    expect((await trash()).totalCount).toBe(1)

    expect((await client.call('DELETE', '/channel-service/translations/trash/bulk', { ids: [translation.id] })).status).toBe(200)
    expect((await trash()).totalCount).toBe(0)
    expect((await restore([translation.id])).status).toBe(404)
    const [purge] = await events(translation.id)
    expect(purge).toMatchObject({ action: 'delete', operation: 'DELETE /channel-service/translations/trash/bulk' })
  })

  it('restores a translation only while its item is live (restore the item first)', async () => {
    await remove([translation.id])
    await client.call('DELETE', '/channel-service/videos/bulk', { ids: [translation.itemId] })
    // Its video is in the videos Trash: the translation is not listed, and does not come back alone.
    expect((await trash()).totalCount).toBe(0)
    const refused = await restore([translation.id])
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Bu çevirinin öğesi silinmiş; önce öğeyi geri getirin.')
    await client.call('POST', '/channel-service/videos/trash/restore', { ids: [translation.itemId] })
    expect((await trash()).totalCount).toBe(1)
    expect((await restore([translation.id])).status).toBe(200)
  })

  it('keeps a deleted translation 30 days; a reader sees the Trash but cannot restore or purge', async () => {
    await remove([translation.id])
    grantOnly(client.gateway.db, 'editor@demo.local', ['translation_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    const denied = await reader.json<Answer>('POST', '/channel-service/translations/trash/restore', { ids: [translation.id] })
    expect(denied.status).toBe(403)
    expect(denied.data.header.message).toContain('translation_write')
    expect((await reader.call('DELETE', '/channel-service/translations/trash/bulk', { ids: [translation.id] })).status).toBe(403)

    client.gateway.db.clock.advance(30 * DAY - 60_000)
    expect((await trash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect((await restore([translation.id])).status).toBe(404)
  })
})

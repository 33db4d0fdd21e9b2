// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '@/api/generated/notification/model'
import { testClient, type TestClient } from '@tests/test-client'

type Page = { body: { items: Notification[]; totalCount: number } }
let admin: TestClient
let editor: TestClient

beforeEach(async () => {
  admin = testClient()
  editor = testClient(admin.gateway)
  await admin.login('admin@demo.local')
  await editor.login('editor@demo.local')
})

const search = (client: TestClient, filter: Record<string, unknown> = {}) =>
  client.json<Page>('POST', '/notification-service/user-notifications/search', { index: 0, size: 500, ...filter })
const navbar = (client: TestClient) => client.json<Page>('GET', '/notification-service/user-notifications/navbar')

describe('user notifications', () => {
  it('lists only the caller’s own notifications, newest first', async () => {
    const mine = await search(admin)
    const theirs = await search(editor)
    const ids = new Set(mine.data.body.items.map((n) => n.id))
    expect(theirs.data.body.items.some((n) => ids.has(n.id))).toBe(false)
    const dates = mine.data.body.items.map((n) => n.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const other = theirs.data.body.items[0]!
    expect((await admin.call('PATCH', `/notification-service/user-notifications/${other.id}`, { isRead: true })).status).toBe(404)
  })

  it('answers which notifications a marking changed, so an Undo sets back exactly those', async () => {
    const all = (await search(admin)).data.body.items
    const unread = all.filter((n) => !n.isRead)
    const read = all.filter((n) => n.isRead)
    expect(unread.length).toBeGreaterThan(1)
    expect(read.length).toBeGreaterThan(0)
    type Changed = { body: { ids: string[] } }
    // A bulk mark over one unread and one read notification changes only the unread one.
    const bulk = await admin.json<Changed>('PATCH', '/notification-service/user-notifications/bulk', { ids: [unread[0]!.id, read[0]!.id], isRead: true })
    expect(bulk.data.body.ids).toEqual([unread[0]!.id])
    await admin.json('PATCH', '/notification-service/user-notifications/bulk', { ids: bulk.data.body.ids, isRead: false })
    expect((await search(admin, { isRead: false })).data.body.totalCount).toBe(unread.length)

    // "Mark all" up to a moment: the unread ones created until then, and Undo brings back the same unread list.
    const before = unread[1]!.createdAt
    const marked = await admin.json<Changed>('POST', '/notification-service/user-notifications/mark-as-read', { before })
    const expected = unread.filter((n) => n.createdAt <= before).map((n) => n.id)
    expect(marked.data.body.ids.sort()).toEqual(expected.sort())
    await admin.json('PATCH', '/notification-service/user-notifications/bulk', { ids: marked.data.body.ids, isRead: false })
    expect((await search(admin, { isRead: false })).data.body.items.map((n) => n.id)).toEqual(unread.map((n) => n.id))
    // Nothing left to mark: nothing to undo.
    await admin.json('POST', '/notification-service/user-notifications/mark-as-read')
    expect((await admin.json<Changed>('POST', '/notification-service/user-notifications/mark-as-read')).data.body.ids).toEqual([])
  })

  it('filters by read state, kind and search over type, typeKey and params', async () => {
    const unread = await search(admin, { isRead: false })
    expect(unread.data.body.items.every((n) => !n.isRead)).toBe(true)
    const strikes = await search(admin, { typeKeys: ['strike'] })
    expect(strikes.data.body.items.length).toBeGreaterThan(0)
    expect(strikes.data.body.items.every((n) => n.typeKey === 'strike')).toBe(true)
    const title = strikes.data.body.items[0]!.params.channelTitle!
    const byParam = await search(admin, { search: title.toLocaleUpperCase('tr') })
    expect(byParam.data.body.items.every((n) => Object.values(n.params).some((v) => v.toLocaleLowerCase('tr').includes(title.toLocaleLowerCase('tr'))))).toBe(
      true,
    )
    expect((await search(admin, { search: 'content_id' })).data.body.items.every((n) => n.typeKey === 'content_id')).toBe(true)
  })

  it('counts the unread ones in the navbar, and follows read, unread, delete and mark-all', async () => {
    const first = await navbar(admin)
    const unreadCount = first.data.body.totalCount
    expect(first.data.body.items.length).toBeLessThanOrEqual(10)
    expect(first.data.body.items.every((n) => !n.isRead)).toBe(true)
    const target = first.data.body.items[0]!
    await admin.json('PATCH', `/notification-service/user-notifications/${target.id}`, { isRead: true })
    expect((await navbar(admin)).data.body.totalCount).toBe(unreadCount - 1)
    await admin.json('PATCH', `/notification-service/user-notifications/${target.id}`, { isRead: false })
    expect((await navbar(admin)).data.body.totalCount).toBe(unreadCount)
    await admin.json('DELETE', `/notification-service/user-notifications/${target.id}`)
    expect((await search(admin)).data.body.items.some((n) => n.id === target.id)).toBe(false)
    await admin.json('POST', '/notification-service/user-notifications/mark-as-read')
    expect((await navbar(admin)).data.body.totalCount).toBe(0)
    expect((await navbar(editor)).data.body.totalCount).toBeGreaterThan(0)
  })

  it('changes many at once, all or none', async () => {
    const items = (await search(admin, { isRead: false })).data.body.items.slice(0, 3)
    const foreign = (await search(editor)).data.body.items[0]!
    const refused = await admin.json('PATCH', '/notification-service/user-notifications/bulk', { ids: [...items.map((n) => n.id), foreign.id], isRead: true })
    expect(refused.status).toBe(404)
    expect((await search(admin, { isRead: false })).data.body.items.slice(0, 3).map((n) => n.id)).toEqual(items.map((n) => n.id))
    await admin.json('PATCH', '/notification-service/user-notifications/bulk', { ids: items.map((n) => n.id), isRead: true })
    const after = (await search(admin)).data.body.items.filter((n) => items.some((i) => i.id === n.id))
    expect(after.every((n) => n.isRead)).toBe(true)
    await admin.json('DELETE', '/notification-service/user-notifications/bulk-delete', { ids: items.map((n) => n.id) })
    expect((await search(admin)).data.body.items.some((n) => items.some((i) => i.id === n.id))).toBe(false)
  })

  it('tells the hub about every change of the user’s notifications', async () => {
    const notify = vi.spyOn(admin.gateway.hub, 'notifyUser')
    const me = admin.gateway.db.identity.users.find((u) => u.email === 'admin@demo.local')!
    await admin.json('POST', '/notification-service/user-notifications/mark-as-read')
    admin.gateway.db.createTestNotification(me.id)
    expect(notify).toHaveBeenCalledTimes(2)
    expect(notify).toHaveBeenCalledWith(me.id)
    expect((await navbar(admin)).data.body.totalCount).toBe(1)
  })

  it('keeps preferences per user and hides kinds switched off in the app', async () => {
    const prefs = await admin.json<{ body: { items: Array<{ typeKey: string; inApp: boolean; email: boolean }> } }>(
      'GET',
      '/notification-service/notification-preferences',
    )
    expect(prefs.data.body.items.map((p) => p.typeKey)).toEqual([
      'copyright',
      'general',
      'system',
      'warning',
      'monetization',
      'content_id',
      'strike',
      'claim_deadline',
    ])
    expect((await admin.json('PUT', '/notification-service/notification-preferences', { items: [{ typeKey: 'nope', inApp: true, email: true }] })).status).toBe(
      400,
    )
    await admin.json('PUT', '/notification-service/notification-preferences', { items: [{ typeKey: 'strike', inApp: false, email: true }] })
    expect((await search(admin, { typeKeys: ['strike'] })).data.body.totalCount).toBe(0)
    expect((await search(editor, { typeKeys: ['strike'] })).data.body.totalCount).toBeGreaterThan(0)
  })
})

describe('deleted notifications (Undo and the inbox’s Deleted view)', () => {
  type Deleted = Notification & { deletedAt: string; purgeAt: string }
  type AuditPage = { body: { items: Array<{ action: string; operation: string }> } }
  const deleted = (client: TestClient, filter: Record<string, unknown> = {}) =>
    client.json<{ body: { items: Deleted[]; totalCount: number } }>('POST', '/notification-service/user-notifications/trash/search', {
      index: 0,
      size: 500,
      ...filter,
    })
  const restore = (client: TestClient, ids: string[]) => client.json('POST', '/notification-service/user-notifications/trash/restore', { ids })
  const purge = (client: TestClient, ids: string[]) => client.json('DELETE', '/notification-service/user-notifications/trash/bulk', { ids })

  it('keeps a deleted notification with its read state among the user’s deleted ones, and restores it in its place', async () => {
    const before = (await search(admin)).data.body.items
    const [unread, read] = [before.find((n) => !n.isRead)!, before.find((n) => n.isRead)!]
    await admin.json('DELETE', '/notification-service/user-notifications/bulk-delete', { ids: [unread.id] })
    await admin.json('DELETE', `/notification-service/user-notifications/${read.id}`)
    expect((await search(admin)).data.body.items.map((n) => n.id)).toEqual(before.filter((n) => n !== unread && n !== read).map((n) => n.id))
    const listed = (await deleted(admin)).data.body
    expect(listed.items.map((n) => n.id)).toEqual([read.id, unread.id])
    expect(listed.items[1]).toMatchObject({ id: unread.id, isRead: false, typeKey: unread.typeKey, params: unread.params })
    expect(Date.parse(listed.items[0]!.purgeAt) - Date.parse(listed.items[0]!.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000)
    // Nobody else sees or restores them.
    expect((await deleted(editor)).data.body.totalCount).toBe(0)
    expect((await restore(editor, [unread.id])).status).toBe(404)

    expect((await restore(admin, [unread.id, read.id])).status).toBe(200)
    expect((await search(admin)).data.body.items.map((n) => [n.id, n.isRead])).toEqual(before.map((n) => [n.id, n.isRead]))
    expect((await deleted(admin)).data.body.totalCount).toBe(0)
    const events = (
      await admin.json<AuditPage>('POST', '/identity-service/audit-events/search', { recordType: 'notification', recordId: unread.id, index: 0, size: 5 })
    ).data.body.items
    expect(events.map((e) => e.action)).toEqual(['restore', 'trash'])
  })

  it('refuses a restore or purge naming one not deleted (whole call, in Turkish), purges for good, and forgets them after 30 days', async () => {
    const [a, b, c] = (await search(admin)).data.body.items
    await admin.json('DELETE', '/notification-service/user-notifications/bulk-delete', { ids: [a!.id, b!.id] })
    const mixed = await restore(admin, [a!.id, c!.id])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Silinen bildirimlerden biri bulunamadı.')
    expect((await purge(admin, [a!.id, c!.id])).status).toBe(404)
    expect((await deleted(admin)).data.body.totalCount).toBe(2)

    expect((await purge(admin, [a!.id])).status).toBe(200)
    expect((await restore(admin, [a!.id])).status).toBe(404)
    expect((await deleted(admin)).data.body.items.map((n) => n.id)).toEqual([b!.id])

    admin.gateway.db.clock.advance(30 * 24 * 60 * 60 * 1000)
    expect((await deleted(admin)).data.body.totalCount).toBe(0)
    expect((await restore(admin, [b!.id])).status).toBe(404)
  })

  it('tells the user’s other tabs when deleted notifications come back', async () => {
    const [first] = (await search(admin)).data.body.items
    await admin.json('DELETE', '/notification-service/user-notifications/bulk-delete', { ids: [first!.id] })
    const notify = vi.spyOn(admin.gateway.hub, 'notifyUser')
    await restore(admin, [first!.id])
    expect(notify).toHaveBeenCalledTimes(1)
  })
})

// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelUser } from '@/api/generated/channel/model'
import type { AuditEvent, Role, TrashedRole, User } from '@/api/generated/identity/model'
import type { RecordChanged } from '../db/versions'
import { grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a role moves it to the roles Trash with its permissions and holders; while there it
// grants nothing; a restore gives it back whole (docs/decisions.md, "Trash and Undo", roles).
type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient

const DAY = 24 * 60 * 60 * 1000
const roleNamed = (name: string) => client.gateway.db.identity.roles.find((r) => r.name === name)!
const roles = async () => (await client.json<Page<Role>>('POST', '/identity-service/identity/roles/search', { index: 0, size: 500 })).data.body.items
const trash = async () => (await client.json<Page<TrashedRole>>('POST', '/identity-service/identity/roles/trash/search', { index: 0, size: 500 })).data.body
const deleteRoles = (ids: string[]) => client.json('DELETE', '/identity-service/identity/roles/bulk', { ids })
const restore = (ids: string[]) => client.json('POST', '/identity-service/identity/roles/trash/restore', { ids })
const purge = (ids: string[]) => client.json('DELETE', '/identity-service/identity/roles/trash/bulk', { ids })
const permissionsOf = async (role: Role) =>
  (await client.json<{ body: Array<{ id: string }> }>('GET', `/identity-service/identity/roles/${role.id}/permissions`)).data.body.map((p) => p.id).sort()
const userRoles = async (id: string) => (await client.json<{ body: User }>('GET', `/identity-service/users/${id}`)).data.body.roles.map((r) => r.id)
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'role', recordId: id, index: 0, size: 10 })).data.body
    .items

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('the roles’ Trash', () => {
  it('takes a deleted role from its holders at once (it grants nothing) and gives it back whole with the same id', async () => {
    const db = client.gateway.db
    const role = roleNamed('Editör')
    const holders = db.identity.users.filter((u) => u.roles.some((r) => r.id === role.id)).map((u) => u.id)
    expect(holders.length).toBeGreaterThan(1)
    const permissions = await permissionsOf(role)
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    const granted = async () => (await editor.json<{ body: string[] }>('GET', '/identity-service/identity/roles/permissions')).data.body
    expect(await granted()).toContain('user_read')
    const heard: RecordChanged[] = []
    db.versions.onChanged((event) => heard.push(event))

    expect((await deleteRoles([role.id])).status).toBe(200)
    // Nowhere but the Trash: not listed, not read, not offered in pickers, not on its holders.
    expect((await roles()).map((r) => r.id)).not.toContain(role.id)
    expect((await client.call('GET', `/identity-service/identity/roles/${role.id}`)).status).toBe(404)
    const picker = await client.json('GET', '/identity-service/commons/entities/Role/key-value-list?Index=0&Size=1000')
    expect(JSON.stringify(picker.data)).not.toContain(role.id)
    expect(await userRoles(holders[0]!)).not.toContain(role.id)
    // It grants nothing: the holder's permissions are read again from live roles.
    expect(await granted()).toEqual([])
    expect((await editor.call('POST', '/identity-service/users/search', { index: 0, size: 10 })).status).toBe(403)
    // Holders' records changed: the hub tells other tabs (a user form open on one sees it).
    expect(
      heard
        .filter((e) => e.type === 'users' && e.changedFields.includes('roles'))
        .map((e) => e.id)
        .sort(),
    ).toEqual([...holders].sort())

    const { items, totalCount } = await trash()
    expect(totalCount).toBe(1)
    expect(items[0]).toMatchObject({
      id: role.id,
      name: 'Editör',
      userCount: holders.length,
      permissionCount: permissions.length,
      deletedBy: { name: 'Deniz Yılmaz' },
    })
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(30 * DAY)

    expect((await restore([role.id])).status).toBe(200)
    expect((await roles()).find((r) => r.id === role.id)).toMatchObject({ name: 'Editör', userCount: holders.length, permissionCount: permissions.length })
    expect(await permissionsOf(role)).toEqual(permissions)
    expect(await userRoles(holders[0]!)).toContain(role.id)
    expect(await granted()).toContain('user_read')
    expect((await trash()).totalCount).toBe(0)
    expect(heard.some((e) => e.type === 'roles' && e.id === role.id && !e.deleted && e.created)).toBe(true)

    const [restored, trashed] = await events(role.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /identity-service/identity/roles/bulk' })
    expect(trashed!.changes.map((c) => c.field).sort()).toEqual(['deletedAt', 'deletedBy'])
    expect(restored).toMatchObject({ action: 'restore', operation: 'POST /identity-service/identity/roles/trash/restore' })
  })

  it('gives the role back on channels only to assignments still there, and to a user in the users Trash when they come back', async () => {
    const db = client.gateway.db
    const role = roleNamed('Tasarımcı')
    const [stays, leaves] = db.channel.channels.slice(0, 2)
    const [kept, removed, deleted] = db.identity.users.filter((u) => !u.roles.some((r) => r.id === role.id)).slice(10, 13)
    const members = async (channelId: string) =>
      (await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channelId}/users/search`, { index: 0, size: 500 })).data.body.items
    const rolesOn = async (channelId: string, userId: string) => (await members(channelId)).find((m) => m.userId === userId)?.roles.map((r) => r.id)
    for (const [channel, user] of [
      [stays!, kept!],
      [leaves!, removed!],
    ] as const)
      expect((await client.call('POST', `/channel-service/channels/${channel.id}/users`, { userIds: [user.id], roleId: role.id })).status).toBe(200)
    expect(await rolesOn(stays!.id, kept!.id)).toEqual([role.id])
    const holder = db.identity.users.find((u) => u.roles.some((r) => r.id === role.id) && u.id !== deleted!.id)!
    deleted!.roles.push({ id: role.id, name: role.name })

    await deleteRoles([role.id])
    expect(await rolesOn(stays!.id, kept!.id)).toEqual([])
    const member = (await members(leaves!.id)).find((m) => m.userId === removed!.id)!
    await client.call('DELETE', `/channel-service/channels/${leaves!.id}/users/bulk`, { ids: [member.id] })
    await client.call('DELETE', '/identity-service/users/bulk', { ids: [deleted!.id] })

    expect((await restore([role.id])).status).toBe(200)
    expect(await rolesOn(stays!.id, kept!.id)).toEqual([role.id])
    expect(await rolesOn(leaves!.id, removed!.id)).toBeUndefined()
    expect(await userRoles(holder.id)).toContain(role.id)
    expect((await roles()).find((r) => r.id === role.id)!.userCount).toBe(db.identity.users.filter((u) => u.roles.some((r) => r.id === role.id)).length)
    expect((await client.call('POST', '/identity-service/users/trash/restore', { ids: [deleted!.id] })).status).toBe(200)
    expect(await userRoles(deleted!.id)).toContain(role.id)
  })

  it('purges for good (audited as a delete); a restore or purge naming what is not in the Trash is a 404 for the whole call', async () => {
    const role = roleNamed('Çevirmen')
    const live = roleNamed('Tasarımcı')
    await deleteRoles([role.id])
    const mixed = await restore([role.id, live.id])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu rol Çöp Kutusu’nda değil.')
    expect((await trash()).totalCount).toBe(1)
    expect((await purge([role.id, live.id])).status).toBe(404)
    expect((await trash()).totalCount).toBe(1)

    expect((await purge([role.id])).status).toBe(200)
    expect((await trash()).totalCount).toBe(0)
    expect((await restore([role.id])).status).toBe(404)
    expect((await purge([role.id])).status).toBe(404)
    const [purged] = await events(role.id)
    expect(purged).toMatchObject({ action: 'delete', operation: 'DELETE /identity-service/identity/roles/trash/bulk' })
  })

  it('refuses the built-in admin role and a restore whose name another role took meanwhile, each whole', async () => {
    const admin = roleNamed('admin')
    const role = roleNamed('Çevirmen')
    const refused = await deleteRoles([role.id, admin.id])
    expect(refused.status).toBe(400)
    expect(refused.data.header.message).toBe('Yerleşik yönetici rolü silinemez. Hiçbiri silinmedi.')
    expect((await roles()).map((r) => r.id)).toEqual(expect.arrayContaining([role.id, admin.id]))

    await deleteRoles([role.id])
    const namesake = await client.json('POST', '/identity-service/identity/roles', {
      name: 'çevirmen',
      platformType: role.platformType,
      departmentId: role.departmentId,
    })
    expect(namesake.status).toBe(200)
    const clash = await restore([role.id])
    expect(clash.status).toBe(409)
    expect(clash.data.header.message).toBe('Artık çevirmen adında başka bir back_office rolü var. Hiçbiri geri getirilmedi.')
    expect((await trash()).totalCount).toBe(1)
  })

  it('keeps a deleted role 30 days', async () => {
    const role = roleNamed('Çevirmen')
    await deleteRoles([role.id])
    client.gateway.db.clock.advance(30 * DAY - 60_000)
    expect((await trash()).totalCount).toBe(1)
    client.gateway.db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect((await restore([role.id])).status).toBe(404)
  })

  it('lets a role reader see the Trash but not restore or purge; without role_read not even see it', async () => {
    const role = roleNamed('Çevirmen')
    await deleteRoles([role.id])
    grantOnly(client.gateway.db, 'editor@demo.local', ['role_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await reader.call('POST', '/identity-service/identity/roles/trash/search', { index: 0, size: 10 })).status).toBe(200)
    const refused = await reader.call('POST', '/identity-service/identity/roles/trash/restore', { ids: [role.id] })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { header: { message: string } }).header.message).toContain('role_write')
    expect((await reader.call('DELETE', '/identity-service/identity/roles/trash/bulk', { ids: [role.id] })).status).toBe(403)
    grantOnly(client.gateway.db, 'editor@demo.local', ['user_read'])
    expect((await reader.call('POST', '/identity-service/identity/roles/trash/search', { index: 0, size: 10 })).status).toBe(403)
    expect((await trash()).totalCount).toBe(1)
  })
})

// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChannelUser } from '@/api/generated/channel/model'
import type { AuditEvent, TrashedUser, User } from '@/api/generated/identity/model'
import { accountOf, grantOnly } from '@tests/gateway'
import { testClient, type TestClient } from '@tests/test-client'

// Deleting a user moves them to the users Trash: they cannot sign in and their sessions end; a
// restore brings the account back whole and they sign in again (docs/decisions.md, "Trash and Undo", users).
type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient

const DAY = 24 * 60 * 60 * 1000
const trash = async () => (await client.json<Page<TrashedUser>>('POST', '/identity-service/users/trash/search', { index: 0, size: 500 })).data.body
const remove = (ids: string[]) => client.json('DELETE', '/identity-service/users/bulk', { ids })
const restore = (ids: string[]) => client.json('POST', '/identity-service/users/trash/restore', { ids })
const purge = (ids: string[]) => client.json('DELETE', '/identity-service/users/trash/bulk', { ids })
const signIn = (email: string) =>
  client.token({ grant_type: 'password', username: email, password: 'Demo123!', scope: 'openid profile email', client_id: 'back-office' })
const events = async (id: string) =>
  (await client.json<Page<AuditEvent>>('POST', '/identity-service/audit-events/search', { recordType: 'user', recordId: id, index: 0, size: 10 })).data.body
    .items

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

describe('the users’ Trash', () => {
  it('takes a deleted user out at once (no sign-in, sessions end) and restores the account with its roles and channel roles; they sign in again', async () => {
    const db = client.gateway.db
    const editor = accountOf(db, 'editor@demo.local')
    const roles = editor.roles.map((r) => r.id)
    const channel = db.channel.channels[0]!
    const second = db.identity.roles.find((r) => !roles.includes(r.id) && r.name !== 'admin')!
    // A user of a channel with two roles there.
    db.channelUserRoles.set(`${channel.id}:${editor.id}`, [roles[0]!, second.id])
    if (!editor.channels.some((c) => c.id === channel.id)) editor.channels.push({ id: channel.id, name: channel.name })
    const session = testClient(client.gateway)
    const tokens = await session.login('editor@demo.local')
    expect((await session.call('POST', '/identity-service/users/search', { index: 0, size: 1 })).status).toBe(200)

    expect((await remove([editor.id])).status).toBe(200)
    // Their session ends: the access token is refused, the refresh token too.
    expect((await session.call('POST', '/identity-service/users/search', { index: 0, size: 1 })).status).toBe(401)
    const refreshed = await session.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'back-office' })
    expect(refreshed.status).toBe(400)
    // They cannot sign in, and are nowhere but the Trash.
    const refused = await signIn('editor@demo.local')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toBe('UserNotFound')
    expect((await client.call('GET', `/identity-service/users/${editor.id}`)).status).toBe(404)
    const members = await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channel.id}/users/search`, { index: 0, size: 500 })
    expect(members.data.body.items.map((m) => m.userId)).not.toContain(editor.id)
    const { items, totalCount } = await trash()
    expect(totalCount).toBe(1)
    expect(items[0]).toMatchObject({ id: editor.id, email: 'editor@demo.local', deletedBy: { name: 'Deniz Yılmaz' } })
    expect(items[0]!.roles.map((r) => r.id)).toEqual(roles)
    expect(Date.parse(items[0]!.purgeAt) - Date.parse(items[0]!.deletedAt)).toBe(30 * DAY)

    expect((await restore([editor.id])).status).toBe(200)
    const back = await client.json<{ body: User }>('GET', `/identity-service/users/${editor.id}`)
    expect(back.data.body.roles.map((r) => r.id)).toEqual(roles)
    const again = await client.json<Page<ChannelUser>>('POST', `/channel-service/channels/${channel.id}/users/search`, { index: 0, size: 500 })
    expect(again.data.body.items.find((m) => m.userId === editor.id)?.roles.map((r) => r.id)).toEqual([roles[0], second.id])
    // The old session stays ended; signing in again works.
    expect((await session.call('POST', '/identity-service/users/search', { index: 0, size: 1 })).status).toBe(401)
    expect((await signIn('editor@demo.local')).status).toBe(200)

    const [restored, trashed] = await events(editor.id)
    expect(trashed).toMatchObject({ action: 'trash', operation: 'DELETE /identity-service/users/bulk' })
    expect(restored).toMatchObject({ action: 'restore', operation: 'POST /identity-service/users/trash/restore' })
  })

  it('gives back a role trashed and restored while the user was in the Trash; leaves out a role still trashed', async () => {
    const db = client.gateway.db
    const user = db.identity.users.find((u) => u.roles.length >= 2 && !u.roles.some((r) => r.name === 'admin'))!
    const [kept, dropped] = user.roles.map((r) => r.id)
    await remove([user.id])
    await client.call('DELETE', '/identity-service/identity/roles/bulk', { ids: [kept, dropped] })
    await client.call('POST', '/identity-service/identity/roles/trash/restore', { ids: [kept] })
    expect((await restore([user.id])).status).toBe(200)
    const back = await client.json<{ body: User }>('GET', `/identity-service/users/${user.id}`)
    expect(back.data.body.roles.map((r) => r.id)).toEqual([kept])
  })

  it('refuses a restore whole when the email address is taken meanwhile or an id is not in the Trash; purges for good', async () => {
    const db = client.gateway.db
    const [first, second] = db.identity.users.slice(50, 52)
    await remove([first!.id, second!.id])
    const namesake = await client.json('POST', '/identity-service/users', {
      email: first!.email,
      firstName: 'Yeni',
      lastName: 'Kişi',
      roleIds: [db.identity.roles[1]!.id],
      companyIds: [],
      channelIds: [],
    })
    expect(namesake.status).toBe(200)
    const clash = await restore([second!.id, first!.id])
    expect(clash.status).toBe(409)
    expect(clash.data.header.message).toBe(`${first!.email} e-posta adresi başka bir kullanıcıya ait.`)
    const mixed = await restore([second!.id, db.identity.users[0]!.id])
    expect(mixed.status).toBe(404)
    expect(mixed.data.header.message).toBe('Bu kullanıcı Çöp Kutusu’nda değil.')
    expect((await trash()).totalCount).toBe(2)

    expect((await purge([first!.id])).status).toBe(200)
    expect((await restore([first!.id])).status).toBe(404)
    const [purged] = await events(first!.id)
    expect(purged).toMatchObject({ action: 'delete', operation: 'DELETE /identity-service/users/trash/bulk' })
    expect((await trash()).items.map((u) => u.id)).toEqual([second!.id])
  })

  it('keeps a deleted user 30 days, and an organization of a trashed user cannot be deleted', async () => {
    const db = client.gateway.db
    // An organization whose only user goes to the Trash.
    const created = await client.json<{ body: { id: string } }>('POST', '/identity-service/organizations', {
      name: 'Boş Organizasyon A.Ş.',
      authorizedName: 'Ayla Tunç',
      phoneNumber: '+902121234567',
      email: 'iletisim@bos.com.tr',
      country: 'TR',
      language: 'tr',
      contractStartDate: '2026-01-01',
      contractEndDate: '2027-01-01',
    })
    const organization = db.identity.organizations.find((o) => o.id === created.data.body.id)!
    const user = db.identity.users[60]!
    user.organizationId = organization.id
    await remove([user.id])
    const refused = await client.json('DELETE', '/identity-service/organizations/bulk', { ids: [organization.id] })
    expect(refused.status).toBe(409)
    expect(refused.data.header.message).toContain(organization.name)
    db.clock.advance(30 * DAY - 60_000)
    expect((await trash()).totalCount).toBe(1)
    db.clock.advance(60_000)
    expect((await trash()).totalCount).toBe(0)
    expect((await restore([user.id])).status).toBe(404)
  })

  it('lets a user reader see the Trash but not restore or purge', async () => {
    const target = client.gateway.db.identity.users[70]!
    await remove([target.id])
    grantOnly(client.gateway.db, 'editor@demo.local', ['user_read'])
    const reader = testClient(client.gateway)
    await reader.login('editor@demo.local')
    expect((await reader.call('POST', '/identity-service/users/trash/search', { index: 0, size: 10 })).status).toBe(200)
    const refused = await reader.call('POST', '/identity-service/users/trash/restore', { ids: [target.id] })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { header: { message: string } }).header.message).toContain('user_write')
    expect((await reader.call('DELETE', '/identity-service/users/trash/bulk', { ids: [target.id] })).status).toBe(403)
    expect((await trash()).totalCount).toBe(1)
  })
})

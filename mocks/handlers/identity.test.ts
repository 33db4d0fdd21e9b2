// @vitest-environment node
import '../lib/node-storage'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Organization, Role, User } from '@/api/generated/identity/model'
import { testClient, type TestClient } from '@tests/test-client'

type Page<T> = { body: { items: T[]; totalCount: number } }
let client: TestClient

beforeEach(async () => {
  client = testClient()
  await client.login('admin@demo.local')
})

const searchUsers = (filter: Record<string, unknown>) => client.json<Page<User>>('POST', '/identity-service/users/search', { index: 0, size: 500, ...filter })

describe('users', () => {
  it('filters by status, role, company and channel, and pages', async () => {
    const passive = await searchUsers({ status: 'passive' })
    expect(passive.data.body.totalCount).toBeGreaterThan(0)
    expect(passive.data.body.items.every((u) => u.status === 'passive')).toBe(true)

    const role = client.gateway.db.identity.roles.find((r) => r.name === 'Kanal Yöneticisi')!
    const byRole = await searchUsers({ roles: [role.id] })
    expect(byRole.data.body.items.every((u) => u.roles.some((r) => r.id === role.id))).toBe(true)

    const channel = client.gateway.db.channel.channels[0]!
    const byChannel = await searchUsers({ channelIds: [channel.id] })
    expect(byChannel.data.body.totalCount).toBeGreaterThan(0)
    expect(byChannel.data.body.items.every((u) => u.channels.some((c) => c.id === channel.id))).toBe(true)

    const first = await searchUsers({ size: 10, index: 0 })
    const second = await searchUsers({ size: 10, index: 1 })
    expect(first.data.body.items).toHaveLength(10)
    expect(first.data.body.totalCount).toBe(300)
    expect(second.data.body.items[0]!.id).not.toBe(first.data.body.items[0]!.id)
  })

  it('sorts by the requested key and searches names case-insensitively', async () => {
    const sorted = await searchUsers({ sortKey: 'firstName', sortOrder: 'asc', size: 50 })
    const names = sorted.data.body.items.map((u) => u.firstName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')))
    const found = await searchUsers({ search: 'ELIF' })
    expect(found.data.body.items.some((u) => u.email === 'editor@demo.local')).toBe(true)
  })

  it('shows a created user first in the list and a deleted one no more', async () => {
    const role = client.gateway.db.identity.roles[2]!
    const company = client.gateway.db.parameter.companies[0]!
    const channel = client.gateway.db.channel.channels.find((c) => c.companyId === company.id)!
    const created = await client.json<{ body: { id: string } }>('POST', '/identity-service/users', {
      firstName: 'Kerem',
      lastName: 'Ateş',
      email: 'kerem.ates@demo.local',
      roleIds: [role.id],
      companyIds: [company.id],
      channelIds: [channel.id],
    })
    expect(created.status).toBe(200)
    const list = await searchUsers({ size: 5 })
    expect(list.data.body.items[0]!.email).toBe('kerem.ates@demo.local')
    expect(list.data.body.items[0]!.channels).toEqual([{ id: channel.id, name: channel.name }])
    const duplicate = await client.json('POST', '/identity-service/users', {
      firstName: 'K',
      lastName: 'A',
      email: 'KEREM.ates@demo.local',
      roleIds: [role.id],
    })
    expect(duplicate.status).toBe(409)
    await client.json('DELETE', '/identity-service/users/bulk', { ids: [created.data.body.id] })
    expect((await searchUsers({ search: 'kerem.ates' })).data.body.totalCount).toBe(0)
  })

  it('refuses a channel of another company, and deleting or deactivating oneself', async () => {
    const db = client.gateway.db
    const [companyA, companyB] = db.parameter.companies
    const foreign = db.channel.channels.find((c) => c.companyId === companyB!.id)!
    const stray = await client.json('POST', '/identity-service/users', {
      firstName: 'A',
      lastName: 'B',
      email: 'a.b@demo.local',
      roleIds: [db.identity.roles[2]!.id],
      companyIds: [companyA!.id],
      channelIds: [foreign.id],
    })
    expect(stray.status).toBe(400)
    const me = db.identity.users.find((u) => u.email === 'admin@demo.local')!
    expect((await client.json('DELETE', '/identity-service/users/bulk', { ids: [me.id] })).status).toBe(400)
    expect((await client.json('PATCH', `/identity-service/users/${me.id}/status`, { status: 'passive' })).status).toBe(400)
  })

  it('validates bodies with the contract schema', async () => {
    const response = await client.json<{ header: { isSuccess: boolean; message: string } }>('POST', '/identity-service/users/search', { index: 0, size: 5000 })
    expect(response.status).toBe(400)
    expect(response.data.header.isSuccess).toBe(false)
    expect(response.data.header.message).toMatch(/size/)
  })
})

describe('roles and permissions', () => {
  it('lists a created role in the search, and refuses a duplicate name on the same platform', async () => {
    const department = client.gateway.db.identity.departments[0]!
    const created = await client.json('POST', '/identity-service/identity/roles', {
      name: 'Sosyal Medya Uzmanı',
      description: 'Paylaşımları yönetir.',
      platformType: 'web',
      departmentId: department.id,
    })
    expect(created.status).toBe(200)
    const found = await client.json<Page<Role>>('POST', '/identity-service/identity/roles/search', { index: 0, size: 50, search: 'sosyal' })
    expect(found.data.body.items.map((r) => [r.name, r.departmentName, r.userCount, r.permissionCount])).toEqual([
      ['Sosyal Medya Uzmanı', department.name, 0, 0],
    ])
    const again = await client.json('POST', '/identity-service/identity/roles', {
      name: 'sosyal medya uzmanı',
      platformType: 'web',
      departmentId: department.id,
    })
    expect(again.status).toBe(409)
    const web = await client.json<Page<Role>>('POST', '/identity-service/identity/roles/search', { index: 0, size: 50, platformTypes: ['web'] })
    expect(web.data.body.items.every((r) => r.platformType === 'web')).toBe(true)
  })

  it('shows a changed role permission set on the next fetch of the holder’s permissions', async () => {
    const db = client.gateway.db
    const editorRole = db.identity.roles.find((r) => r.name === 'Editör')!
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    const before = await editor.json<{ body: string[] }>('GET', '/identity-service/identity/roles/permissions')
    expect(before.data.body).toContain('user_read')
    expect(before.data.body).not.toContain('role_read')
    const roleRead = db.identity.permissions.find((p) => p.name === 'role_read')!
    const current = await client.json<{ body: Array<{ id: string }> }>('GET', `/identity-service/identity/roles/${editorRole.id}/permissions`)
    const save = await client.json('POST', '/identity-service/identity/roles/permission', {
      roleId: editorRole.id,
      permissionIds: [...current.data.body.map((p) => p.id), roleRead.id],
    })
    expect(save.status).toBe(200)
    const after = await editor.json<{ body: string[] }>('GET', '/identity-service/identity/roles/permissions')
    expect(after.data.body).toContain('role_read')
  })

  it('answers 403 when the caller lacks the permission', async () => {
    const editor = testClient(client.gateway)
    await editor.login('editor@demo.local')
    expect((await editor.call('POST', '/identity-service/identity/roles/search', { index: 0, size: 10 })).status).toBe(403)
    expect((await editor.call('POST', '/identity-service/users/search', { index: 0, size: 10 })).status).toBe(200)
  })

  it('gives the admin every permission name', async () => {
    const names = await client.json<{ body: string[] }>('GET', '/identity-service/identity/roles/permissions')
    expect(names.data.body).toHaveLength(client.gateway.db.identity.permissions.length)
  })
})

describe('organizations', () => {
  const fields = {
    name: 'Yeni Ufuk Medya A.Ş.',
    authorizedName: 'Selim Er',
    phoneNumber: '+902161234567',
    email: 'info@yeniufuk.com.tr',
    country: 'TR',
    language: 'tr',
    taxNumber: '9876543210',
  }

  it('refuses a contract that ends before it starts, with a clear message', async () => {
    const response = await client.json<{ header: { message: string } }>('POST', '/identity-service/organizations', {
      ...fields,
      contractStartDate: '2026-05-01',
      contractEndDate: '2026-04-30',
    })
    expect(response.status).toBe(400)
    expect(response.data.header.message).toBe('Sözleşme bitiş tarihi, başlangıç tarihinden sonra olmalı.')
  })

  it('creates, filters and updates organizations', async () => {
    const created = await client.json<{ body: { id: string } }>('POST', '/identity-service/organizations', {
      ...fields,
      contractStartDate: '2026-01-01',
      contractEndDate: '2028-01-01',
    })
    expect(created.status).toBe(200)
    const found = await client.json<Page<Organization>>('POST', '/identity-service/organizations/search', {
      index: 0,
      size: 10,
      search: 'ufuk',
      country: 'TR',
      status: 'active',
    })
    expect(found.data.body.items.map((o) => o.id)).toEqual([created.data.body.id])
    await client.json('PATCH', `/identity-service/organizations/${created.data.body.id}/status`, { status: 'passive' })
    const passive = await client.json<Page<Organization>>('POST', '/identity-service/organizations/search', { index: 0, size: 500, status: 'passive' })
    expect(passive.data.body.items.some((o) => o.id === created.data.body.id)).toBe(true)
    expect(passive.data.body.items.every((o) => o.status === 'passive')).toBe(true)
  })
})

describe('account', () => {
  it('saves the own profile and shows it in the menu profile', async () => {
    const saved = await client.json('PUT', '/identity-service/account/my-profile', {
      firstName: 'Deniz',
      lastName: 'Yılmaz-Ak',
      phoneNumber: '+905551112233',
      jobTitle: 'Direktör',
      language: 'en',
    })
    expect(saved.status).toBe(200)
    const menu = await client.json<{ body: { lastName: string; roles: string[] } }>('GET', '/identity-service/account/menu-profile')
    expect(menu.data.body).toMatchObject({ lastName: 'Yılmaz-Ak', roles: ['admin'] })
    const mine = await client.json<{ body: { language: string; jobTitle: string } }>('GET', '/identity-service/account/my-profile')
    expect(mine.data.body).toMatchObject({ language: 'en', jobTitle: 'Direktör' })
  })

  it('lists key-value options in the request language', async () => {
    const statuses = await client.json<Page<{ id: string; name: string }>>(
      'GET',
      '/identity-service/commons/enums/UserStatus/key-value-list?Index=0&Size=10000',
    )
    expect(statuses.data.body.items).toEqual([
      { id: 'active', name: 'Aktif' },
      { id: 'passive', name: 'Pasif' },
    ])
    const role = client.gateway.db.identity.roles[1]!
    const roles = await client.json<Page<{ id: string }>>('GET', `/identity-service/commons/entities/Role/key-value-list?Ids=${role.id}&EntityType=Role`)
    expect(roles.data.body.items).toEqual([{ id: role.id, name: role.name }])
    expect((await client.call('GET', '/identity-service/commons/enums/Nope/key-value-list')).status).toBe(404)
  })

  it('searches a key-value list 10 at a time (Search, case-insensitive in Turkish); Ids names chosen records whatever the search', async () => {
    const users = client.gateway.db.identity.users
    const page = await client.json<Page<{ id: string; name: string }>>(
      'GET',
      '/identity-service/commons/entities/User/key-value-list?Index=0&Size=10&EntityType=User',
    )
    expect(page.data.body.items).toHaveLength(Math.min(10, users.length))
    expect(page.data.body.totalCount).toBe(users.length)
    const someone = users[users.length - 1]!
    const needle = someone.lastName.slice(1, 4).toLocaleUpperCase('tr')
    const found = await client.json<Page<{ id: string; name: string }>>(
      'GET',
      `/identity-service/commons/entities/User/key-value-list?Index=0&Size=10&EntityType=User&Search=${encodeURIComponent(needle)}`,
    )
    expect(found.data.body.items.map((item) => item.id)).toContain(someone.id)
    expect(found.data.body.items.every((item) => item.name.toLocaleLowerCase('tr').includes(needle.toLocaleLowerCase('tr')))).toBe(true)
    const named = await client.json<Page<{ id: string }>>(
      'GET',
      `/identity-service/commons/entities/User/key-value-list?Ids=${someone.id}&Search=zzzz&Size=10&EntityType=User`,
    )
    expect(named.data.body.items).toEqual([{ id: someone.id, name: `${someone.firstName} ${someone.lastName}` }])
    expect((await client.call('GET', `/identity-service/commons/entities/User/key-value-list?Search=${'x'.repeat(101)}`)).status).toBe(400)
  })
})

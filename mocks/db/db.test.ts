// @vitest-environment node
import '../lib/node-storage'
import { describe, expect, it } from 'vitest'
import { createDb } from './index'
import { BIG_CHANNEL_VIDEO_COUNT } from './channel'
import { KNOWN_TYPE_KEYS } from './enums'
import { PERMISSIONS } from './permissions'

const quiet = { notificationsChanged: () => {} }

describe('the seeded database', () => {
  it('starts from the same data every time (a reload sees the same ids and names)', () => {
    const a = createDb(quiet)
    const b = createDb(quiet)
    expect(b.identity.users.map((u) => [u.id, u.email])).toEqual(a.identity.users.map((u) => [u.id, u.email]))
    expect(b.channel.channels.map((c) => c.id)).toEqual(a.channel.channels.map((c) => c.id))
    expect(b.parameter.products.map((p) => p.name)).toEqual(a.parameter.products.map((p) => p.name))
    const big = a.channel.channels[0]!.id
    expect(
      b.videos
        .list(big)
        .slice(0, 50)
        .map((v) => [v.id, v.video]),
    ).toEqual(
      a.videos
        .list(big)
        .slice(0, 50)
        .map((v) => [v.id, v.video]),
    )
  })

  it('has realistic volumes', () => {
    const db = createDb(quiet)
    expect(db.identity.users.length).toBeGreaterThanOrEqual(300)
    expect(db.identity.roles.length).toBeGreaterThanOrEqual(12)
    expect(db.identity.organizations.length).toBeGreaterThanOrEqual(40)
    expect(db.parameter.companies.length).toBeGreaterThanOrEqual(30)
    expect(db.parameter.products.length).toBeGreaterThanOrEqual(200)
    expect(db.channel.cms.length).toBeGreaterThanOrEqual(24)
    expect(db.channel.channels.length).toBeGreaterThanOrEqual(60)
    const first = db.channel.channels[0]!
    expect(first.cmsId).toBe(db.channel.cms[0]!.id)
    expect(db.videos.list(first.id)).toHaveLength(BIG_CHANNEL_VIDEO_COUNT)
    expect(db.videos.list(db.channel.channels[5]!.id).length).toBeLessThan(100)
  })

  it('holds the whole permission catalogue of spec §6, grouped', () => {
    const db = createDb(quiet)
    const names = db.identity.permissions.map((p) => p.name)
    for (const name of [
      'thumbnail_manage_view',
      'channel_read',
      'cms_read',
      'user_read',
      'role_read',
      'organization_read',
      'channel_report_read',
      'content_report_read',
      'user_report_read',
      'revenue_report_read',
      'company_report_read',
      'producer_read',
      'licensor_read',
      'product_read',
      'director_read',
      'contract_read',
      'company_read',
      'actor_read',
      'user_write',
      'role_write',
      'organization_write',
      'product_write',
    ]) {
      expect(names).toContain(name)
    }
    expect(names.filter((n) => n.startsWith('dashboard_')).length).toBeGreaterThanOrEqual(10)
    expect(new Set(db.identity.permissions.map((p) => p.group)).size).toBeGreaterThan(8)
    expect(names).toHaveLength(PERMISSIONS.length)
  })

  it('has the demo accounts of docs/architecture.md', () => {
    const db = createDb(quiet)
    const byEmail = (email: string) => db.identity.users.find((u) => u.email === email)!
    const admin = byEmail('admin@demo.local')
    const editor = byEmail('editor@demo.local')
    expect(admin.roles.map((r) => r.name)).toEqual(['admin'])
    expect(admin.organizationId).not.toBeNull()
    expect(editor.organizationId).toBeNull()
    for (const email of ['newuser@demo.local', 'expired@demo.local', 'ldap@demo.local', 'unavailable@demo.local', 'crash@demo.local'])
      expect(byEmail(email)).toBeDefined()
    expect(db.accounts.get(admin.id)?.password).toBe('Demo123!')
  })

  it('keeps ids consistent across services', () => {
    const db = createDb(quiet)
    const companyIds = new Set(db.parameter.companies.map((c) => c.id))
    const channelIds = new Set(db.channel.channels.map((c) => c.id))
    for (const user of db.identity.users) {
      for (const company of user.companies) expect(companyIds.has(company.id)).toBe(true)
      for (const channel of user.channels) {
        expect(channelIds.has(channel.id)).toBe(true)
        // a user's channels belong to the user's companies
        const owner = db.channel.channels.find((c) => c.id === channel.id)!.companyId
        expect(user.companies.some((c) => c.id === owner)).toBe(true)
      }
    }
    for (const channel of db.channel.channels) expect(companyIds.has(channel.companyId)).toBe(true)
    for (const cms of db.channel.cms) expect(companyIds.has(cms.companyId)).toBe(true)
    const productIds = new Set(db.parameter.products.map((p) => p.id))
    for (const video of db.videos.list(db.channel.channels[3]!.id)) if (video.productId) expect(productIds.has(video.productId)).toBe(true)
  })

  it('gives every demo user notifications of every kind, some unread, and one of a kind the client does not know', () => {
    const db = createDb(quiet)
    for (const email of ['admin@demo.local', 'editor@demo.local', 'newuser@demo.local']) {
      const user = db.identity.users.find((u) => u.email === email)!
      const list = db.notifications.list(user.id)
      const kinds = new Set(list.map((n) => n.typeKey))
      // Claim deadline digests are sent live, when claims come near their deadline (claims.test.ts).
      for (const key of KNOWN_TYPE_KEYS.filter((k) => k !== 'claim_deadline')) expect(kinds.has(key)).toBe(true)
      expect([...kinds].some((k) => !(KNOWN_TYPE_KEYS as readonly string[]).includes(k))).toBe(true)
      expect(list.some((n) => !n.isRead)).toBe(true)
      expect(list.some((n) => n.isRead)).toBe(true)
    }
  })

  it('createTestNotification adds an unread notification and tells the hub', () => {
    const changed: string[] = []
    const db = createDb({ notificationsChanged: (userId) => changed.push(userId) })
    const editor = db.identity.users.find((u) => u.email === 'editor@demo.local')!
    const before = db.notifications.list(editor.id).length
    db.createTestNotification(editor.id)
    expect(db.notifications.list(editor.id)).toHaveLength(before + 1)
    expect(db.notifications.list(editor.id)[0]!.isRead).toBe(false)
    expect(changed).toEqual([editor.id])
  })
})

import { describe, expect, it } from 'vitest'
import { canAccess, hasAny, isAdminClaim, type PermissionSet } from './permissions'

const set = (names: string[], admin = false): PermissionSet => ({ admin, names: new Set(names) })

describe('isAdminClaim (spec §6: a role claim equal to or containing admin)', () => {
  it.each([
    ['a string claim equal to admin', 'admin', true],
    ['a string claim containing admin', 'superadmin', true],
    ['a list claim containing the role admin', ['editor', 'admin'], true],
    ['a list claim whose roles only contain the letters', ['nonadmin', 'editor'], false],
    ['another role', 'editor', false],
    ['a claim written differently (case-sensitive)', 'Admin', false],
    ['no claim', undefined, false],
    ['a claim of the wrong type', 42, false],
  ])('%s → %s', (_, claim, expected) => {
    expect(isAdminClaim(claim)).toBe(expected)
  })
})

describe('hasAny (any-of matching)', () => {
  it('needs one of the listed permissions', () => {
    expect(hasAny(set(['user_read']), ['role_read', 'user_read'])).toBe(true)
    expect(hasAny(set(['user_read']), ['role_read'])).toBe(false)
    expect(hasAny(set(['user_read']), 'user_read')).toBe(true)
  })

  it('lets an empty or missing requirement through, and an admin through everything', () => {
    expect(hasAny(set([]), [])).toBe(true)
    expect(hasAny(set([]), undefined)).toBe(true)
    expect(hasAny(set([], true), ['anything'])).toBe(true)
  })
})

describe('canAccess', () => {
  const organizationPage = { permissions: ['organization_read'], organization: true }
  it('refuses an organization page without an organizationId claim, even to an admin', () => {
    expect(canAccess(set([], true), organizationPage, false)).toBe(false)
    expect(canAccess(set([], true), organizationPage, true)).toBe(true)
    expect(canAccess(set(['organization_read']), organizationPage, true)).toBe(true)
    expect(canAccess(set(['user_read']), organizationPage, true)).toBe(false)
  })

  it('opens a route without a rule to everyone', () => {
    expect(canAccess(set([]), undefined, false)).toBe(true)
  })
})

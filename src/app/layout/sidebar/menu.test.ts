import { describe, expect, it } from 'vitest'
import type { PermissionSet } from '@/lib/permissions'
import { EDITOR_PERMISSIONS } from '../../../../mocks/db/permissions'
import { filterMenu, MENU, type MenuEntry } from './menu'

/** The admin panel group's own permission: any of these. */
const ADMIN_PANEL_PERMISSIONS = [
  'user_read',
  'role_read',
  'organization_read',
  'producer_read',
  'licensor_read',
  'product_read',
  'director_read',
  'contract_read',
  'company_read',
  'actor_read',
  // Not in the spec: the audit trail (issue 25).
  'audit_read',
]

const set = (names: readonly string[], admin = false): PermissionSet => ({ admin, names: new Set(names) })

/** The visible tree as 'group>child' and top-level keys. */
const shape = (entries: MenuEntry[]) =>
  entries.flatMap((entry) => (entry.kind === 'item' ? [entry.key] : entry.children.map((child) => `${entry.key}>${child.key}`)))

describe('sidebar filtering (spec §4, §6)', () => {
  it('shows the admin (role claim admin, with an organizationId) every entry', () => {
    expect(shape(filterMenu(MENU, set([], true), true))).toEqual([
      '/dashboard-panel',
      'tools>/Thumbnail',
      'tools>/translation',
      'tools>/documents',
      'tools>/jobs',
      'channels>/cms',
      'channels>/mychannels',
      'adminPanel>/users',
      'adminPanel>/role-management',
      'adminPanel>/organization',
      'adminPanel>/dynamicParameter',
      'adminPanel>/audit',
      '/reports',
      'accountManager>/profile/profile-information',
      'accountManager>logout',
    ])
  })

  it('hides the organization entry from an admin without an organizationId claim', () => {
    expect(shape(filterMenu(MENU, set([], true), false))).not.toContain('adminPanel>/organization')
  })

  it("shows the editor (the mock account's permissions, no organizationId) fewer menus", () => {
    expect(shape(filterMenu(MENU, set(EDITOR_PERMISSIONS), false))).toEqual([
      '/dashboard-panel',
      'tools>/Thumbnail',
      'tools>/translation',
      'channels>/cms',
      'channels>/mychannels',
      'adminPanel>/users',
      'adminPanel>/dynamicParameter',
      '/reports',
      'accountManager>/profile/profile-information',
      'accountManager>logout',
    ])
  })

  it('drops a group without its own permission when no child remains', () => {
    const shown = shape(filterMenu(MENU, set(['cms_read']), true))
    expect(shown).toEqual(['/dashboard-panel', 'channels>/cms', 'accountManager>/profile/profile-information', 'accountManager>logout'])
  })

  it('shows the admin panel for any of its permissions, with the children the user may open', () => {
    for (const permission of ADMIN_PANEL_PERMISSIONS) {
      const panel = filterMenu(MENU, set([permission]), true).find((entry) => entry.key === 'adminPanel')
      expect(panel, permission).toBeDefined()
    }
    expect(shape(filterMenu(MENU, set(['director_read']), true))).toContain('adminPanel>/dynamicParameter')
    expect(shape(filterMenu(MENU, set(['role_read']), true)).filter((key) => key.startsWith('adminPanel'))).toEqual(['adminPanel>/role-management'])
  })

  it("gives the admin panel the spec's own permission: any of its pages' permissions", () => {
    const panel = MENU.find((entry) => entry.key === 'adminPanel')
    expect(panel?.kind === 'group' ? [...(panel.access?.permissions ?? [])].sort() : null).toEqual([...ADMIN_PANEL_PERMISSIONS].sort())
  })

  it('hides the admin panel when its only entry would be the organization and there is no organizationId', () => {
    expect(shape(filterMenu(MENU, set(['organization_read']), false)).some((key) => key.startsWith('adminPanel'))).toBe(false)
    expect(shape(filterMenu(MENU, set(['organization_read']), true))).toContain('adminPanel>/organization')
  })

  it('shows reports for any of the four entry permissions, but not for company reports alone', () => {
    for (const permission of ['channel_report_read', 'content_report_read', 'revenue_report_read', 'user_report_read']) {
      expect(shape(filterMenu(MENU, set([permission]), false)), permission).toContain('/reports')
    }
    expect(shape(filterMenu(MENU, set(['company_report_read']), false))).not.toContain('/reports')
  })
})

import { describe, expect, it } from 'vitest'
import type { Permission } from '@/api/generated/identity/model'
import { groupPermissions, matchesPermission, permissionsToSave, setMany } from './permission-groups'

const p = (id: string, name: string, group: Permission['group'], description: string, isHide = false): Permission => ({ id, name, group, description, isHide })
const all = [
  p('1', 'user_write', 'users', 'Kullanıcı oluşturma'),
  p('2', 'user_read', 'users', 'Kullanıcıları görüntüleme'),
  p('3', 'role_read', 'roles', 'Rolleri görüntüleme'),
  p('4', 'channel_report_read', 'reports', 'Kanal raporlarını görüntüleme'),
  p('5', 'dashboard_copyright', 'dashboard', 'Pano: telif'),
]

describe('permission groups', () => {
  it('groups in contract order, sorts by name, and counts the whole group', () => {
    const groups = groupPermissions(all, new Set(['1', '3']), '')
    expect(groups.map((g) => g.group)).toEqual(['users', 'roles', 'reports', 'dashboard'])
    expect(groups[0]?.permissions.map((x) => x.name)).toEqual(['user_read', 'user_write'])
    expect(groups[0]).toMatchObject({ selected: 1, total: 2 })
  })

  it('searches name and description, ignoring case and Turkish accents', () => {
    expect(matchesPermission(all[0] as Permission, 'KULLANICI')).toBe(true)
    expect(matchesPermission(all[0] as Permission, 'kullanici olustur')).toBe(true)
    expect(matchesPermission(all[3] as Permission, 'report')).toBe(true)
    // Every word must appear, in any order.
    expect(matchesPermission(all[1] as Permission, 'goruntu kullanici')).toBe(true)
    expect(matchesPermission(all[1] as Permission, 'goruntu rol')).toBe(false)
    const groups = groupPermissions(all, new Set(['1']), 'görüntüleme')
    expect(groups.map((g) => g.group)).toEqual(['users', 'roles', 'reports'])
    // The count still describes the whole group.
    expect(groups[0]).toMatchObject({ selected: 1, total: 2, permissions: [all[1]] })
  })

  it('selects or clears many at once', () => {
    expect(setMany(['1'], ['1', '2'], true).sort()).toEqual(['1', '2'])
    expect(setMany(['1', '2', '3'], ['1', '2'], false)).toEqual(['3'])
  })

  it('keeps permissions the editor does not offer when saving the complete set', () => {
    const hidden = p('9', 'system_audit_read', 'users', 'Denetim', true)
    expect(permissionsToSave(['1', '4'], all, [all[0] as Permission, hidden, all[2] as Permission]).sort()).toEqual(['1', '4', '9'])
  })
})

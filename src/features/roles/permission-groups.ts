import type { Permission, PermissionGroup } from '@/api/generated/identity/model'
import { PermissionGroup as GROUPS } from '@/api/generated/identity/model'

/** The editor's order of groups: the contract's enum order. */
const GROUP_ORDER: readonly PermissionGroup[] = Object.values(GROUPS)

export interface PermissionGroupView {
  group: PermissionGroup
  /** The group's permissions that match the search, by name. */
  permissions: Permission[]
  /** How many of the whole group (not only the matches) are selected. */
  selected: number
  total: number
}

// Case- and accent-blind, and dotless ı = i: staff often type Turkish words on a US keyboard.
const normalize = (text: string) => text.toLocaleLowerCase('tr').normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i')

/**
 * Whether a permission matches the editor's search: every word of the search appears in the
 * name or the description (case- and accent-blind).
 */
export function matchesPermission(permission: Permission, search: string): boolean {
  const words = normalize(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = `${normalize(permission.name)} ${normalize(permission.description ?? '')}`
  return words.every((word) => haystack.includes(word))
}

/** Groups in contract order, each with its matching permissions; groups without a match are left out. */
export function groupPermissions(all: readonly Permission[], selected: ReadonlySet<string>, search: string): PermissionGroupView[] {
  const byGroup = new Map<PermissionGroup, Permission[]>()
  for (const permission of all) byGroup.set(permission.group, [...(byGroup.get(permission.group) ?? []), permission])
  const known = [...GROUP_ORDER, ...[...byGroup.keys()].filter((group) => !GROUP_ORDER.includes(group))]
  return known.flatMap((group) => {
    const members = byGroup.get(group) ?? []
    const matching = members.filter((permission) => matchesPermission(permission, search)).sort((a, b) => a.name.localeCompare(b.name))
    if (matching.length === 0) return []
    return [{ group, permissions: matching, selected: members.filter((p) => selected.has(p.id)).length, total: members.length }]
  })
}

/** "Select all" of a group ticks (or clears) the permissions it shows. */
export function setMany(selected: readonly string[], ids: readonly string[], on: boolean): string[] {
  const next = new Set(selected)
  for (const id of ids) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return [...next]
}

/**
 * The complete set to save (the call replaces the role's permissions): what the editor shows
 * as ticked, plus permissions the role holds that the editor does not offer (hidden ones), so
 * saving never drops them silently.
 */
export function permissionsToSave(ticked: readonly string[], offered: readonly Permission[], current: readonly Permission[]): string[] {
  const offeredIds = new Set(offered.map((p) => p.id))
  const kept = current.filter((p) => !offeredIds.has(p.id)).map((p) => p.id)
  return [...new Set([...ticked.filter((id) => offeredIds.has(id)), ...kept])]
}

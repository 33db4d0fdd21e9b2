import { PersonCircleRegular, ShieldPersonRegular, SignOutRegular, VideoClipMultipleRegular, WrenchRegular, type FluentIcon } from '@fluentui/react-icons'
import { menu as auditMenu } from '@/features/audit'
import { menu as channelsMenu } from '@/features/channels'
import { menu as dashboardMenu } from '@/features/dashboard'
import { menu as documentsMenu } from '@/features/documents'
import { menu as jobsMenu } from '@/features/jobs'
import { menu as organizationsMenu } from '@/features/organizations'
import { menu as parametersMenu } from '@/features/parameters'
import { menu as profileMenu } from '@/features/profile'
import { menu as reportsMenu } from '@/features/reports'
import { menu as rolesMenu } from '@/features/roles'
import { menu as thumbnailsMenu } from '@/features/thumbnails'
import { menu as translationsMenu } from '@/features/translations'
import { menu as usersMenu } from '@/features/users'
import { canAccess, type PermissionSet, type RouteAccess } from '@/lib/permissions'
import { menuItem, type MenuContribution, type MenuEntry, type MenuGroup, type MenuGroupKey } from '@/shared/routing'

export type { MenuEntry, MenuItem } from '@/shared/routing'

/** Every feature's sidebar entries. */
const CONTRIBUTIONS: readonly MenuContribution[] = [
  ...dashboardMenu,
  ...thumbnailsMenu,
  ...translationsMenu,
  ...documentsMenu,
  ...jobsMenu,
  ...channelsMenu,
  ...usersMenu,
  ...rolesMenu,
  ...organizationsMenu,
  ...parametersMenu,
  ...auditMenu,
  ...reportsMenu,
  ...profileMenu,
  // Not a page: the account manager's log out entry belongs to the shell.
  { group: 'accountManager', order: 100, item: menuItem('logout', 'menu.logout', SignOutRegular, undefined, { action: 'logout' }) },
]

interface GroupDefinition {
  key: MenuGroupKey
  labelKey: string
  icon: FluentIcon
  order: number
  /** The group has a permission of its own: any of its pages' permissions (the admin panel). */
  ownAccess?: boolean
}

/** The sidebar's groups, placed among the top-level items by order. */
const GROUPS: readonly GroupDefinition[] = [
  { key: 'tools', labelKey: 'menu.tools', icon: WrenchRegular, order: 20 },
  { key: 'channels', labelKey: 'menu.channels', icon: VideoClipMultipleRegular, order: 30 },
  { key: 'adminPanel', labelKey: 'menu.adminPanel', icon: ShieldPersonRegular, order: 40, ownAccess: true },
  { key: 'accountManager', labelKey: 'menu.accountManager', icon: PersonCircleRegular, order: 60 },
]

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

/** The union of the children's permissions: a group whose own rule is "any of its pages". */
const unionAccess = (children: readonly { access?: RouteAccess }[]): RouteAccess => ({
  permissions: [...new Set(children.flatMap((child) => child.access?.permissions ?? []))],
})

/** Places the features' entries in the app's groups, in order. */
function composeMenu(contributions: readonly MenuContribution[]): MenuEntry[] {
  const placed: Array<{ order: number; entry: MenuEntry }> = contributions.filter((c) => !c.group).map((c) => ({ order: c.order, entry: c.item }))
  for (const group of GROUPS) {
    const children = contributions
      .filter((c) => c.group === group.key)
      .sort(byOrder)
      .map((c) => c.item)
    if (children.length === 0) continue
    const entry: MenuGroup = {
      kind: 'group',
      key: group.key,
      labelKey: group.labelKey,
      icon: group.icon,
      children,
      ...(group.ownAccess ? { access: unionAccess(children) } : {}),
    }
    placed.push({ order: group.order, entry })
  }
  return placed.sort(byOrder).map((p) => p.entry)
}

/** The sidebar: every feature's entries, each behind its page's permissions. */
export const MENU: readonly MenuEntry[] = composeMenu(CONTRIBUTIONS)

/**
 * Permission filtering: an item shows when the user may open it; a group shows when the user
 * holds its own permission or, for a group without one, when at least one child remains.
 * A group that would be empty is hidden either way (e.g. the admin panel for a user whose only
 * admin permission is organization_read but whose token has no organizationId).
 */
export function filterMenu(entries: readonly MenuEntry[], permissions: PermissionSet, hasOrganization: boolean): MenuEntry[] {
  const out: MenuEntry[] = []
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (canAccess(permissions, entry.access, hasOrganization)) out.push(entry)
      continue
    }
    const children = entry.children.filter((child) => canAccess(permissions, child.access, hasOrganization))
    const groupAllowed = entry.access ? canAccess(permissions, entry.access, hasOrganization) : true
    if (groupAllowed && children.length > 0) out.push({ ...entry, children })
  }
  return out
}

/** The group that holds a menu key, if any. */
export function groupOf(entries: readonly MenuEntry[], key: string): string | null {
  for (const entry of entries) if (entry.kind === 'group' && entry.children.some((child) => child.key === key)) return entry.key
  return null
}

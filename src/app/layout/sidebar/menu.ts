import {
  BoardRegular,
  DataBarVerticalRegular,
  ImageMultipleRegular,
  OptionsRegular,
  PeopleRegular,
  PersonCircleRegular,
  PersonInfoRegular,
  ShieldKeyholeRegular,
  ShieldPersonRegular,
  SignOutRegular,
  TvRegular,
  VideoClipMultipleRegular,
  VideoRegular,
  WrenchRegular,
  BuildingRegular,
  type FluentIcon,
} from '@fluentui/react-icons'
import { ORGANIZATION_QUERY_ROOTS } from '@/features/organizations'
import { ADMIN_PANEL_PERMISSIONS, canAccess, REPORT_ENTRY_PERMISSIONS, ROUTE_ACCESS, type PermissionSet, type RouteAccess } from '@/shared/lib/permissions'

export interface MenuItem {
  kind: 'item'
  /** The path it opens, also the menu key (spec §2: '/Thumbnail', '/cms', …). */
  key: string
  /** Key in the sidebar namespace. */
  labelKey: string
  icon?: FluentIcon
  access?: RouteAccess
  /** Not a page: the account manager's log out entry. */
  action?: 'logout'
  /**
   * Choosing it opens the page afresh, even when it is open: default view, no selection, no
   * open panel, and these query roots (operation ids) reloaded from the server.
   */
  freshOpen?: readonly string[]
}

export interface MenuGroup {
  kind: 'group'
  key: string
  labelKey: string
  icon: FluentIcon
  /** A group's own permission (spec §4); without it the group shows when a child remains. */
  access?: RouteAccess
  children: MenuItem[]
}

export type MenuEntry = MenuItem | MenuGroup

const item = (key: string, labelKey: string, icon?: FluentIcon, access?: RouteAccess, extra: Partial<MenuItem> = {}): MenuItem => ({ kind: 'item', key, labelKey, icon, access, ...extra })

/** The sidebar of spec §2, with the permissions of spec §6. */
export const MENU: readonly MenuEntry[] = [
  item('/dashboard-panel', 'menu.dashboard', BoardRegular),
  { kind: 'group', key: 'tools', labelKey: 'menu.tools', icon: WrenchRegular, children: [item('/Thumbnail', 'menu.thumbnail', ImageMultipleRegular, ROUTE_ACCESS.thumbnail)] },
  {
    kind: 'group',
    key: 'channels',
    labelKey: 'menu.channels',
    icon: VideoClipMultipleRegular,
    children: [item('/cms', 'menu.cms', TvRegular, ROUTE_ACCESS.cms), item('/mychannels', 'menu.mychannels', VideoRegular, ROUTE_ACCESS.myChannels)],
  },
  {
    kind: 'group',
    key: 'adminPanel',
    labelKey: 'menu.adminPanel',
    icon: ShieldPersonRegular,
    access: { permissions: ADMIN_PANEL_PERMISSIONS },
    children: [
      item('/users', 'menu.users', PeopleRegular, ROUTE_ACCESS.users),
      item('/role-management', 'menu.roleManagement', ShieldKeyholeRegular, ROUTE_ACCESS.roleManagement),
      // Spec §2: clicking /organization "triggers an extra action" (docs/decisions.md).
      item('/organization', 'menu.organization', BuildingRegular, ROUTE_ACCESS.organization, { freshOpen: ORGANIZATION_QUERY_ROOTS }),
      item('/dynamicParameter', 'menu.dynamicParameter', OptionsRegular, ROUTE_ACCESS.dynamicParameter),
    ],
  },
  item('/reports', 'menu.reports', DataBarVerticalRegular, { permissions: REPORT_ENTRY_PERMISSIONS }),
  {
    kind: 'group',
    key: 'accountManager',
    labelKey: 'menu.accountManager',
    icon: PersonCircleRegular,
    children: [item('/profile/profile-information', 'menu.profileInformation', PersonInfoRegular), { kind: 'item', key: 'logout', labelKey: 'menu.logout', icon: SignOutRegular, action: 'logout' }],
  },
]

/**
 * Spec §4/§6 filtering: an item shows when the user may open it; a group shows when the user
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

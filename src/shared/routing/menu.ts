import type { FluentIcon } from '@fluentui/react-icons'
import type { RouteAccess } from '@/lib/permissions'

export interface MenuItem {
  kind: 'item'
  /** The path it opens, also the menu key ('/Thumbnail', '/cms', …). */
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
  /** A group's own permission; without it the group shows when a child remains. */
  access?: RouteAccess
  children: MenuItem[]
}

export type MenuEntry = MenuItem | MenuGroup

/** The sidebar's groups; the app owns their labels, icons and order. */
export type MenuGroupKey = 'tools' | 'channels' | 'adminPanel' | 'accountManager'

/**
 * What a feature adds to the sidebar: an item, at the top level or in one of the app's groups,
 * placed by `order` (top-level items and groups share one order; items within a group too).
 */
export interface MenuContribution {
  group?: MenuGroupKey
  order: number
  item: MenuItem
}

export const menuItem = (key: string, labelKey: string, icon?: FluentIcon, access?: RouteAccess, extra: Partial<MenuItem> = {}): MenuItem => ({
  kind: 'item',
  key,
  labelKey,
  icon,
  access,
  ...extra,
})

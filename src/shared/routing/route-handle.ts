import type { RouteAccess } from '@/lib/permissions'

/**
 * What a route declares about itself in its `handle`, read by the shell: the layout's access
 * gate, the breadcrumb and the sidebar. A new page states all three where it is declared, so the
 * shell needs no change for it.
 */
export interface RouteHandle {
  /** Who may open the page; the access gate refuses it (and says why) to anyone else. */
  access?: RouteAccess
  /**
   * The breadcrumb label of the path segment this route adds: a translation key with its
   * namespace (`'users:title'`). A route whose path has several segments (`playlists/playlistvideo`)
   * gives one key per segment. A segment no route labels shows as it is written.
   */
  crumb?: string | readonly string[]
  /** The sidebar entry the page selects (a menu item's path); the deepest route that names one wins. */
  menuKey?: string
}

/** Spread into a route: `{ path: 'users', ...withHandle({ access: USERS_ACCESS, crumb: 'breadcrumb:segments.users', menuKey: '/users' }), lazy }`. */
export const withHandle = (handle: RouteHandle): { handle: RouteHandle } => ({ handle })

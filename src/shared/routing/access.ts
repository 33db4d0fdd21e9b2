import type { RouteAccess } from '@/lib/permissions'

/** What a route may declare in its `handle` (checked by the access gate inside the layout). */
export interface RouteHandle {
  access?: RouteAccess
}

/** Spread into a route: `{ path: 'users', ...withAccess(USERS_ACCESS), lazy }`. */
export const withAccess = (access: RouteAccess): { handle: RouteHandle } => ({ handle: { access } })

/** A route open to users with any of these permissions. */
export const anyOf = (...permissions: readonly string[]): RouteAccess => ({ permissions })

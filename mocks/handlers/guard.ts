import type { Db } from '../db'
import { hasPermission } from '../db/identity-views'
import { fail } from '../lib/respond'
import type { Call } from '../lib/route'

/**
 * 403 unless the caller holds the permission through their current roles (admin holds all).
 * Roles are read from the database, not the token, so a role change applies at once.
 */
export const forbidden = (db: Db, call: Call, permission: string): Response | null =>
  hasPermission(db, call.claims.sub, permission) ? null : fail(403, `This needs the ${permission} permission.`)

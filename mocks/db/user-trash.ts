import type { Db } from '.'
import { revocations } from '../auth/revocations'
import { trashOf, type TrashedUserRecord } from './trash'
import type { ChangedBy } from './versions'

/**
 * Moves the users to the Trash (docs/decisions.md "Trash and Undo", users): each with their
 * account, sign-in and channel roles. They cannot sign in (they are not in the directory) and
 * every session they hold ends now: that cannot be undone, a restore has them sign in again.
 */
export function trashUsers(db: Db, ids: readonly string[], by: ChangedBy) {
  const bin = trashOf(db).users
  for (const user of db.identity.users.filter((u) => ids.includes(u.id))) {
    const channelRoles = [...db.channelUserRoles].filter(([key]) => key.endsWith(`:${user.id}`))
    for (const [key] of channelRoles) db.channelUserRoles.delete(key)
    bin.put({ id: user.id, user, account: db.accounts.get(user.id), channelRoles }, by)
    db.accounts.delete(user.id)
    revocations.revoke(user.id)
  }
  db.identity.users.splice(0, db.identity.users.length, ...db.identity.users.filter((u) => !ids.includes(u.id)))
}

/**
 * Puts a trashed user back with the same id: their account and sign-in, and their roles,
 * companies, channels and channel roles that still exist (a role, channel or company deleted
 * meanwhile is left out; the organization cannot be, it is not deleted while they are here).
 */
export function restoreUser(db: Db, { user, account, channelRoles }: TrashedUserRecord) {
  const live = <T extends { id: string }>(refs: T[], records: ReadonlyArray<{ id: string }>) => refs.filter((ref) => records.some((r) => r.id === ref.id))
  user.roles = live(user.roles, db.identity.roles)
  user.companies = live(user.companies, db.parameter.companies)
  user.channels = live(user.channels, db.channel.channels)
  db.identity.users.push(user)
  if (account) db.accounts.set(user.id, account)
  for (const [key, roleIds] of channelRoles) {
    if (!user.channels.some((c) => key.startsWith(`${c.id}:`))) continue
    db.channelUserRoles.set(
      key,
      roleIds.filter((id) => db.identity.roles.some((r) => r.id === id)),
    )
  }
}

import type { Db } from '.'
import type { UserRecord } from './identity'
import { trashOf, type TrashedRoleRecord } from './trash'
import type { ChangedBy } from './versions'

/** A channel assignment's roles (`channelId:userId`), wherever they are kept. */
interface ChannelRoles {
  key: string
  roleIds: string[]
  set(roleIds: string[]): void
}

/**
 * The users and channel assignments a role can be held by: the live ones and those of users in
 * the users Trash (a role trashed or restored while a holder is there follows them back).
 */
function holders(db: Db): { users: Array<{ user: UserRecord; live: boolean }>; channels: ChannelRoles[] } {
  const trashed = trashOf(db)
    .users.list()
    .map((entry) => entry.record)
  return {
    users: [...db.identity.users.map((user) => ({ user, live: true })), ...trashed.map(({ user }) => ({ user, live: false }))],
    channels: [
      ...[...db.channelUserRoles].map(([key, roleIds]) => ({ key, roleIds, set: (ids: string[]) => db.channelUserRoles.set(key, ids) })),
      ...trashed.flatMap(({ channelRoles }) => channelRoles.map((pair) => ({ key: pair[0], roleIds: pair[1], set: (ids: string[]) => (pair[1] = ids) }))),
    ],
  }
}

/**
 * Moves the roles to the Trash: each leaves every user and channel assignment that held it and
 * its permissions go with it, so it grants nothing (permissions are computed from live roles on
 * every call). The users who lost one get a new version, announced (open forms and lists see it).
 */
export function trashRoles(db: Db, ids: readonly string[], by: ChangedBy) {
  const bin = trashOf(db).roles
  const touched = new Set<string>()
  const all = holders(db)
  for (const role of db.identity.roles.filter((r) => ids.includes(r.id))) {
    const holderIds: string[] = []
    for (const { user, live } of all.users) {
      if (!user.roles.some((ref) => ref.id === role.id)) continue
      holderIds.push(user.id)
      if (live) touched.add(user.id)
      user.roles = user.roles.filter((ref) => ref.id !== role.id)
    }
    const channelHolders: string[] = []
    for (const assignment of all.channels) {
      if (!assignment.roleIds.includes(role.id)) continue
      channelHolders.push(assignment.key)
      assignment.set((assignment.roleIds = assignment.roleIds.filter((id) => id !== role.id)))
    }
    const permissionIds = [...(db.identity.rolePermissions.get(role.id) ?? [])]
    db.identity.rolePermissions.delete(role.id)
    bin.put({ id: role.id, role, permissionIds, holderIds, channelHolders }, by)
  }
  db.identity.roles.splice(0, db.identity.roles.length, ...db.identity.roles.filter((r) => !ids.includes(r.id)))
  rolesChanged(db, touched, by)
}

/**
 * Puts a trashed role back with the same id and its permissions (those that still exist), and
 * gives it back to the holders still there: users in the directory (or in the users Trash, who
 * get it back with their restore), channel assignments the user still has. The live users who
 * got it back get a new version, announced.
 */
export function restoreRole(db: Db, entry: TrashedRoleRecord, by: ChangedBy) {
  const { role } = entry
  db.identity.roles.push(role)
  const known = new Set(db.identity.permissions.map((p) => p.id))
  db.identity.rolePermissions.set(role.id, new Set(entry.permissionIds.filter((id) => known.has(id))))
  const all = holders(db)
  const back: string[] = []
  for (const { user, live } of all.users) {
    if (!entry.holderIds.includes(user.id) || user.roles.some((ref) => ref.id === role.id)) continue
    user.roles = [...user.roles, { id: role.id, name: role.name }]
    if (live) back.push(user.id)
  }
  for (const assignment of all.channels) {
    if (!entry.channelHolders.includes(assignment.key) || assignment.roleIds.includes(role.id)) continue
    const [channelId, userId] = assignment.key.split(':') as [string, string]
    // Only an assignment the user still has (removed from the channel since: not given back).
    const user = all.users.find((holder) => holder.user.id === userId)?.user
    if (user?.channels.some((c) => c.id === channelId)) assignment.set([...assignment.roleIds, role.id])
  }
  rolesChanged(db, back, by)
}

/** Users whose roles a role's trash or restore changed: a new version each, and the hub told. */
function rolesChanged(db: Db, userIds: Iterable<string>, by: ChangedBy) {
  for (const id of userIds) {
    db.versions.announce({ ...db.versions.bump(id, by, ['roles']), type: 'users', deleted: false, channelId: null, permission: 'user_read' })
  }
}

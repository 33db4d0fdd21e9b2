import type { Db } from '.'
import { trashOf, type TrashedRoleRecord } from './trash'
import type { ChangedBy } from './versions'

/**
 * Moves the roles to the Trash: each leaves every user and channel assignment that held it and
 * its permissions go with it, so it grants nothing (permissions are computed from live roles on
 * every call). The users who lost one get a new version, announced (open forms and lists see it).
 */
export function trashRoles(db: Db, ids: readonly string[], by: ChangedBy) {
  const bin = trashOf(db).roles
  const touched = new Set<string>()
  for (const role of db.identity.roles.filter((r) => ids.includes(r.id))) {
    const holderIds: string[] = []
    for (const user of db.identity.users) {
      if (!user.roles.some((ref) => ref.id === role.id)) continue
      holderIds.push(user.id)
      touched.add(user.id)
      user.roles = user.roles.filter((ref) => ref.id !== role.id)
    }
    const channelHolders: string[] = []
    for (const [key, roleIds] of db.channelUserRoles) {
      if (!roleIds.includes(role.id)) continue
      channelHolders.push(key)
      db.channelUserRoles.set(
        key,
        roleIds.filter((id) => id !== role.id),
      )
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
 * gives it back to the holders still there: users still in the directory, channel assignments
 * the user still has. The users who got it back get a new version, announced.
 */
export function restoreRole(db: Db, entry: TrashedRoleRecord, by: ChangedBy) {
  const { role } = entry
  db.identity.roles.push(role)
  const known = new Set(db.identity.permissions.map((p) => p.id))
  db.identity.rolePermissions.set(role.id, new Set(entry.permissionIds.filter((id) => known.has(id))))
  const back: string[] = []
  for (const userId of entry.holderIds) {
    const user = db.identity.users.find((u) => u.id === userId)
    if (!user || user.roles.some((ref) => ref.id === role.id)) continue
    user.roles = [...user.roles, { id: role.id, name: role.name }]
    back.push(user.id)
  }
  for (const key of entry.channelHolders) {
    const [channelId, userId] = key.split(':') as [string, string]
    const roleIds = db.channelUserRoles.get(key)
    const user = db.identity.users.find((u) => u.id === userId)
    // Only an assignment the user still has (removed from the channel since: not given back).
    if (!roleIds || roleIds.includes(role.id) || !user?.channels.some((c) => c.id === channelId)) continue
    db.channelUserRoles.set(key, [...roleIds, role.id])
  }
  rolesChanged(db, back, by)
}

/** Users whose roles a role's trash or restore changed: a new version each, and the hub told. */
function rolesChanged(db: Db, userIds: Iterable<string>, by: ChangedBy) {
  for (const id of userIds) {
    db.versions.announce({ ...db.versions.bump(id, by, ['roles']), type: 'users', deleted: false, channelId: null, permission: 'user_read' })
  }
}

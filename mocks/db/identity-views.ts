import type { NamedRef, Permission, Role, User } from '@/api/generated/identity/model'
import type { Db } from './index'
import type { UserRecord } from './identity'
import type { Lang } from './reference'

/** The built-in role that holds every permission (a role claim equal to or containing 'admin' does). */
export const ADMIN_ROLE = 'admin'

const refsOf = (refs: readonly NamedRef[], records: ReadonlyArray<{ id: string; name: string }>): NamedRef[] =>
  refs.flatMap((ref) => {
    const record = records.find((r) => r.id === ref.id)
    return record ? [{ id: record.id, name: record.name }] : []
  })

/** A user as the API shows it: role, company and channel names as they are now. */
export function userView(db: Db, user: UserRecord): User {
  const { jobTitle: _j, language: _l, ...rest } = user
  return {
    ...rest,
    roles: refsOf(user.roles, db.identity.roles),
    companies: refsOf(user.companies, db.parameter.companies),
    channels: refsOf(user.channels, db.channel.channels),
  }
}

export function roleView(db: Db, role: Role): Role {
  const department = role.departmentId ? db.identity.departments.find((d) => d.id === role.departmentId) : undefined
  return {
    ...role,
    departmentName: department?.name ?? null,
    userCount: db.identity.users.filter((u) => u.roles.some((r) => r.id === role.id)).length,
    permissionCount: db.identity.rolePermissions.get(role.id)?.size ?? 0,
  }
}

export function permissionView(permission: Permission & { descriptionTr: string }, lang: Lang): Permission {
  const { descriptionTr, ...rest } = permission
  return { ...rest, description: lang === 'tr' ? descriptionTr : rest.description }
}

export const findUser = (db: Db, id: string) => db.identity.users.find((u) => u.id === id)
export const findUserByEmail = (db: Db, email: string) => db.identity.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase())

/** Role names of the user as they are now (the token's role claim may be older). */
export const roleNamesOf = (db: Db, user: UserRecord) => refsOf(user.roles, db.identity.roles).map((r) => r.name)

/**
 * The portal's rule (isAdminClaim, src/lib/permissions.ts) applied to the claim the user's token carries: one role (a string
 * claim) that is or contains 'admin', or several roles (a list claim) of which one is 'admin'.
 */
export function isAdmin(db: Db, user: UserRecord): boolean {
  const names = roleNamesOf(db, user)
  return names.length === 1 ? names[0]!.includes(ADMIN_ROLE) : names.includes(ADMIN_ROLE)
}

/** Names of the permissions the user holds through their current roles; admin holds all. */
export function permissionNamesOf(db: Db, user: UserRecord): string[] {
  if (isAdmin(db, user)) return db.identity.permissions.map((p) => p.name)
  const ids = new Set(user.roles.flatMap((role) => [...(db.identity.rolePermissions.get(role.id) ?? [])]))
  return db.identity.permissions.filter((p) => ids.has(p.id)).map((p) => p.name)
}

export function hasPermission(db: Db, userId: string, name: string): boolean {
  const user = findUser(db, userId)
  return user != null && (isAdmin(db, user) || permissionNamesOf(db, user).includes(name))
}

import type { Notification } from '@/api/generated/notification/model'
import type { Db } from '@mocks/db'
import type { UserRecord } from '@mocks/db/identity'

/** A mock account's record in the gateway's database (throws when there is none). */
export function accountOf(db: Db, email: string): UserRecord {
  const user = db.identity.users.find((candidate) => candidate.email === email)
  if (!user) throw new Error(`No mock account ${email}`)
  return user
}

/**
 * Makes the account hold exactly these permissions: its roles are reduced to the first, and that
 * role's permissions replaced (the gateway reads permissions from the database on every call).
 */
export function grantOnly(db: Db, email: string, permissions: readonly string[]) {
  const user = accountOf(db, email)
  const role = user.roles[0]
  if (!role) throw new Error(`${email} has no role`)
  user.roles = [role]
  const ids = db.identity.permissions.filter((permission) => permissions.includes(permission.name)).map((permission) => permission.id)
  if (ids.length !== permissions.length) throw new Error(`Unknown permission among ${permissions.join(', ')}`)
  db.identity.rolePermissions.set(role.id, new Set(ids))
}

/** A notification to seed (`db.notifications.seed`), created `minutesAgo` minutes ago, with an id from the gateway's own source. */
export function notificationFixture(db: Db, partial: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 1, ...rest } = partial
  return {
    id: db.notifications.context.newId(),
    type: 'Info',
    typeKey: 'general',
    params: { message: 'A message' },
    isRead: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    link: null,
    ...rest,
  }
}

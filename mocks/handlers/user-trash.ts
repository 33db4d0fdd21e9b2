import type { RequestHandler } from 'msw'
import { PurgeUsersBody, RestoreUsersBody, SearchUserTrashBody } from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { findUserByEmail, userView } from '../db/identity-views'
import { deleter, purgeAt, trashOf } from '../db/trash'
import { restoreUser } from '../db/user-trash'
import { listPage } from '../lib/list'
import { fail, matches, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

/** The Trash of users (docs/decisions.md "Trash and Undo", users); deleting is in users.ts. */
export function userTrashHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const trash = trashOf(db).users
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !trash.get(id)) ? fail(404, 'This user is not in the Trash.') : null)

  return [
    route('identity', 'post', '/users/trash/search', { permission: 'user_read', body: SearchUserTrashBody }, ({ body }) => {
      const found = trash
        .list()
        .filter(({ record: { user: u } }) => matches(body.search, u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email, u.phoneNumber))
        .map(({ record, deletedAt, deletedBy }) => ({ ...userView(db, record.user), deletedAt, deletedBy, purgeAt: purgeAt({ record, deletedAt, deletedBy }) }))
      return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
    }),

    route(
      'identity',
      'post',
      '/users/trash/restore',
      { audit: { record: 'user', id: 'each:ids' }, permission: 'user_write', body: RestoreUsersBody },
      ({ body, claims }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        const ids = [...new Set(body.ids)]
        // The email address signs them in, so it is unique: one taken meanwhile (or twice in this call) refuses the whole call.
        const emails = new Set<string>()
        for (const id of ids) {
          const { email } = trash.get(id)!.record.user
          const key = email.trim().toLowerCase()
          if (findUserByEmail(db, email) || emails.has(key)) return fail(409, `Another user already has the email address ${email}.`)
          emails.add(key)
        }
        const by = deleter(db, claims.sub)
        for (const id of ids) {
          restoreUser(db, trash.take(id)!.record)
          // Lists in other tabs show them again: announced as created (the hub's RecordChanged), a list may hold them again.
          db.versions.announce({
            ...db.versions.bump(id, by, ['restored']),
            type: 'users',
            deleted: false,
            created: true,
            channelId: null,
            permission: 'user_read',
          })
        }
        return ok(null)
      },
    ),

    route(
      'identity',
      'delete',
      '/users/trash/bulk',
      { audit: { record: 'user', id: 'each:ids' }, permission: 'user_write', body: PurgeUsersBody },
      ({ body }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        for (const id of body.ids) trash.take(id)
        return ok(null)
      },
    ),
  ]
}

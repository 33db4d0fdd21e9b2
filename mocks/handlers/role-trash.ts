import type { RequestHandler } from 'msw'
import { PurgeRolesBody, RestoreRolesBody, SearchRoleTrashBody } from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { restoreRole } from '../db/role-trash'
import { deleter, purgeAt, trashOf, type Trashed, type TrashedRoleRecord } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

/** The Trash of roles (docs/decisions.md "Trash and Undo", roles); deleting is in roles.ts. */
export function roleTrashHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const trash = trashOf(db).roles
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !trash.get(id)) ? fail(404, 'This role is not in the Trash.') : null)
  const shown = ({ record, deletedAt, deletedBy }: Trashed<TrashedRoleRecord>) => {
    const department = db.identity.departments.find((d) => d.id === record.role.departmentId)
    return {
      ...record.role,
      version: undefined,
      departmentName: department?.name ?? record.role.departmentName,
      userCount: record.holderIds.length,
      permissionCount: record.permissionIds.length,
      deletedAt,
      deletedBy,
      purgeAt: purgeAt({ record: null, deletedAt, deletedBy }),
    }
  }
  /** A live role of the same platform with the trashed role's name (ignoring case), which a restore would clash with. */
  const clashOf = ({ role }: TrashedRoleRecord) => {
    const name = role.name.toLocaleLowerCase('tr')
    return db.identity.roles.find((r) => r.platformType === role.platformType && r.name.toLocaleLowerCase('tr') === name)
  }

  return [
    route('identity', 'post', '/identity/roles/trash/search', { permission: 'role_read', body: SearchRoleTrashBody }, ({ body }) => {
      const found = trash
        .list()
        .filter((entry) => matches(body.search, entry.record.role.name, entry.record.role.description))
        .map(shown)
      return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
    }),

    route(
      'identity',
      'post',
      '/identity/roles/trash/restore',
      { audit: { record: 'role', id: 'each:ids' }, permission: 'role_write', body: RestoreRolesBody },
      ({ body, claims }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        const ids = [...new Set(body.ids)]
        const clash = ids.map((id) => clashOf(trash.get(id)!.record)).find((role) => role != null)
        if (clash) return fail(409, `Another ${clash.platformType} role is named ${clash.name} now. Nothing was restored.`)
        const by = deleter(db, claims.sub)
        for (const id of ids) {
          restoreRole(db, trash.take(id)!.record, by)
          // Lists in other tabs show it again: announced as created (the hub's RecordChanged), a list may hold it again.
          db.versions.announce({
            ...db.versions.bump(id, by, ['restored']),
            type: 'roles',
            deleted: false,
            created: true,
            channelId: null,
            permission: 'role_read',
          })
        }
        return ok(null)
      },
    ),

    route(
      'identity',
      'delete',
      '/identity/roles/trash/bulk',
      { audit: { record: 'role', id: 'each:ids' }, permission: 'role_write', body: PurgeRolesBody },
      ({ body }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        for (const id of body.ids) trash.take(id)
        return ok(null)
      },
    ),
  ]
}

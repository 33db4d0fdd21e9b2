import type { RequestHandler } from 'msw'
import type { Organization } from '@/api/generated/identity/model'
import { PurgeOrganizationsBody, RestoreOrganizationsBody, SearchOrganizationTrashBody } from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { deleter, purgeAt, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { fail, matches, ok } from '../lib/respond'
import { routesFor } from '../lib/route'
import { clashOf } from './organizations'

/** The Trash of organizations (docs/decisions.md "Trash and Undo", organizations); deleting is in organizations.ts. */
export function organizationTrashHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const trash = trashOf(db).organizations
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !trash.get(id)) ? fail(404, 'This organization is not in the Trash.') : null)

  return [
    route('identity', 'post', '/organizations/trash/search', { permission: 'organization_read', body: SearchOrganizationTrashBody }, ({ body }) => {
      const found = trash
        .list()
        .filter(({ record: o }) => matches(body.search, o.name, o.authorizedName, o.email, o.phoneNumber, o.taxNumber))
        .map(({ record, deletedAt, deletedBy }) => ({ ...record, deletedAt, deletedBy, purgeAt: purgeAt({ record, deletedAt, deletedBy }) }))
      return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
    }),

    route(
      'identity',
      'post',
      '/organizations/trash/restore',
      { audit: { record: 'organization', id: 'each:ids' }, permission: 'organization_write', body: RestoreOrganizationsBody },
      ({ body, claims }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        const ids = [...new Set(body.ids)]
        // Name and tax number are unique: one taken meanwhile (by a live organization, or by another of this call) refuses the whole call.
        const back: Organization[] = []
        for (const id of ids) {
          const { record } = trash.get(id)!
          const clash = clashOf([...db.identity.organizations, ...back], record, record.id)
          if (clash) return clash
          back.push(record)
        }
        const by = deleter(db, claims.sub)
        for (const { id } of back) {
          db.identity.organizations.push(trash.take(id)!.record)
          // Lists in other tabs show it again: announced as created (the hub's RecordChanged), a list may hold it again.
          db.versions.announce({
            ...db.versions.bump(id, by, ['restored']),
            type: 'organizations',
            deleted: false,
            created: true,
            channelId: null,
            permission: 'organization_read',
          })
        }
        return ok(null)
      },
    ),

    route(
      'identity',
      'delete',
      '/organizations/trash/bulk',
      { audit: { record: 'organization', id: 'each:ids' }, permission: 'organization_write', body: PurgeOrganizationsBody },
      ({ body }) => {
        const refusal = notTrashed(body.ids)
        if (refusal) return refusal
        for (const id of body.ids) trash.take(id)
        return ok(null)
      },
    ),
  ]
}

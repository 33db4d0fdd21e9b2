import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { AuditRecordType } from '@/api/generated/identity/model'
import type { Db } from '../db'
import { deleter, purgeAt, type Trashed, type TrashBin } from '../db/trash'
import { listPage } from './list'
import { fail, ok } from './respond'
import { routesFor } from './route'

type IdsBody = zod.ZodType<{ ids: string[] }>
type SearchBody = zod.ZodType<{ index: number; size: number; search?: string; sortKey?: string; sortOrder?: 'asc' | 'desc' }>

/** One area's Trash as its three operations need it (docs/decisions.md "Trash and Undo"). */
interface TrashArea<T extends { id: string }, S extends SearchBody> {
  /** The area's path: `/documents` serves `/documents/trash/search`, `/restore` and `/bulk`. */
  path: string
  bin: TrashBin<T>
  /** The audit record type, and the hub's type of a restored record (`documents`). */
  record: AuditRecordType
  hubType: string
  read: string
  write: string
  bodies: { search: S; restore: IdsBody; purge: IdsBody }
  /** The 404 of a restore or purge naming an id that is not in this Trash (a literal, for the message catalogue). */
  notInTrash: string
  /** Whether a trashed record is one the search asks for (its text, its channel …); `caller` is the caller's user id. */
  found: (record: T, body: zod.output<S>, caller: string) => boolean
  /** A Trash row: the record as its list shows it (before who and when are added). */
  row: (record: T, request: Request) => object
  /** Puts a trashed record back where it lives. */
  putBack: (record: T) => void
  /** A refusal of the whole restore (400) when a record cannot go back (its video is deleted …), else null. */
  refuseRestore?: (records: T[]) => Response | null
  /** What else goes when it is purged (its stored file …). */
  purged?: (record: T) => void
  /** The channel of a trashed record, for the channel scope of channel-scoped areas. */
  channelOf?: (record: T) => string | undefined
  /** The channel scope of a search (the body's channel), for channel-scoped areas. */
  searchChannel?: (body: zod.output<S>) => string | null | undefined
}

/**
 * `…/trash/search` (the read permission), `…/trash/restore` and `DELETE …/trash/bulk` (the write
 * permission; an id that is not in the Trash refuses the whole call with 404) of one area. A
 * restore gives the record a new version and announces it (RecordChanged, as a record the lists
 * of its type may now hold), so other tabs' lists show it again.
 */
export function trashRoutes<T extends { id: string }, S extends SearchBody>(db: Db, area: TrashArea<T, S>): RequestHandler[] {
  const route = routesFor(db)
  const { bin } = area
  const trashedChannels = area.channelOf
    ? ({ body }: { body: { ids: string[] } }) =>
        body.ids.map((id) => {
          const entry = bin.get(id)
          return entry && area.channelOf!(entry.record)
        })
    : undefined
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !bin.get(id)) ? fail(404, area.notInTrash) : null)
  const shown = (entry: Trashed<T>, request: Request) => ({
    ...area.row(entry.record, request),
    deletedAt: entry.deletedAt,
    deletedBy: entry.deletedBy,
    purgeAt: purgeAt(entry),
  })
  const audit = { record: area.record, id: 'each:ids' } as const

  return [
    route(
      'channel',
      'post',
      `${area.path}/trash/search`,
      { permission: area.read, body: area.bodies.search, channel: area.searchChannel && (({ body }: { body: zod.output<S> }) => area.searchChannel!(body)) },
      ({ body, request, claims }) => {
        const found = bin
          .list()
          .filter((entry) => area.found(entry.record, body, claims.sub))
          .map((entry) => shown(entry, request))
        return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
      },
    ),

    route(
      'channel',
      'post',
      `${area.path}/trash/restore`,
      { audit, permission: area.write, body: area.bodies.restore, channel: trashedChannels },
      ({ body, claims }) => {
        const refusal = notTrashed(body.ids) ?? area.refuseRestore?.(body.ids.map((id) => bin.get(id)!.record))
        if (refusal) return refusal
        const by = deleter(db, claims.sub)
        for (const id of new Set(body.ids)) {
          const { record } = bin.take(id)!
          area.putBack(record)
          // Lists in other tabs show it again (the hub's RecordChanged; `created`: the lists of its type may hold it now).
          db.versions.announce({
            ...db.versions.bump(id, by, ['restored']),
            type: area.hubType,
            deleted: false,
            created: true,
            channelId: area.channelOf?.(record) ?? null,
            permission: area.read,
          })
        }
        return ok(null)
      },
    ),

    route('channel', 'delete', `${area.path}/trash/bulk`, { audit, permission: area.write, body: area.bodies.purge, channel: trashedChannels }, ({ body }) => {
      const refusal = notTrashed(body.ids)
      if (refusal) return refusal
      for (const id of new Set(body.ids)) {
        const { record } = bin.take(id)!
        area.purged?.(record)
      }
      return ok(null)
    }),
  ]
}

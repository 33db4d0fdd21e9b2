import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { RecordStatus } from '@/api/generated/parameter/model'
import type { Db } from '../db'
import { deleter, purgeAt, trashOf, type Trash, type TrashBin, type Trashed } from '../db/trash'
import { listPage, type ListRequest } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import type { AuditRecordType } from '@/api/generated/identity/model'
import { routesFor } from '../lib/route'

interface MasterRecord {
  id: string
  name: string
  status: RecordStatus
}

type Schema<T> = zod.ZodType<T, unknown>

/** One master-data list of the parameter service and the rules of its contract. */
export interface MasterResource<R extends MasterRecord, S extends ListRequest, C extends { name: string }, U extends { name: string; status: RecordStatus }> {
  /** Contract path, e.g. `/licensors`. */
  path: string
  label: string
  /** Read permission `<x>_read`, manage permission `<x>_write`. */
  permission: string
  records: (db: Db) => R[]
  schemas: {
    search: Schema<S>
    create: Schema<C>
    update: Schema<U>
    status: Schema<{ status: RecordStatus }>
    bulk: Schema<{ ids: string[] }>
    trash: Schema<ListRequest & { search?: string }>
    restore: Schema<{ ids: string[] }>
    purge: Schema<{ ids: string[] }>
  }
  /** The list's Trash (mocks/db/trash.ts): a delete moves records there for 30 days. */
  trash: (trash: Trash) => TrashBin<R>
  filter: (record: R, body: S) => boolean
  create: (body: C) => R
  update: (record: R, body: U) => void
  /** What uses the record (`the product X`, in the Trash too), when something does: then it cannot be deleted. */
  usedBy?: (db: Db, record: R) => string | undefined
  view?: (db: Db, record: R) => R
  /** Extra rules of create and update; the reason when the body breaks one. */
  check?: (db: Db, body: C | U, existing?: R) => string | null
}

/**
 * The operations every master-data list shares: search, bulk delete (all or none, into the
 * list's Trash), create, get, update and status, and the Trash's search, restore and purge
 * (docs/decisions.md "Trash and Undo"). Names are trimmed and unique within the list ignoring
 * case (400); a record in the Trash holds no name (a restore that meets its name again is a 400).
 */
export function masterDataHandlers<R extends MasterRecord, S extends ListRequest, C extends { name: string }, U extends { name: string; status: RecordStatus }>(
  db: Db,
  resource: MasterResource<R, S, C, U>,
): RequestHandler[] {
  const route = routesFor(db)
  const { path, label, schemas } = resource
  /** The audit trail's record type: the label's word (`Licensor` → licensor). */
  const record = label.toLowerCase() as AuditRecordType
  const read = `${resource.permission}_read`
  const write = `${resource.permission}_write`
  const view = (record: R) => resource.view?.(db, record) ?? record
  const find = (id: string | undefined) => resource.records(db).find((r) => r.id === id)
  const duplicate = (name: string, exceptId?: string) => {
    const wanted = name.trim().toLocaleLowerCase('tr')
    return resource.records(db).some((r) => r.id !== exceptId && r.name.toLocaleLowerCase('tr') === wanted)
  }
  const bin = () => resource.trash(trashOf(db))
  const kind = label.toLowerCase()
  /** A restore or purge naming an id that is not in the Trash is refused whole. */
  const notTrashed = (ids: readonly string[]) => (ids.some((id) => !bin().get(id)) ? fail(404, `This ${kind} is not in the Trash.`) : null)
  const trashedView = (entry: Trashed<R>) => {
    const { id, name, status } = entry.record
    return { id, name, status, deletedAt: entry.deletedAt, deletedBy: entry.deletedBy, purgeAt: purgeAt(entry) }
  }
  /** The name a restore would clash with: a live record's, or another restored one's (names are unique ignoring case). */
  const nameClash = (records: readonly R[]) => {
    const seen = new Set<string>()
    for (const r of records) {
      const name = r.name.toLocaleLowerCase('tr')
      if (duplicate(r.name) || seen.has(name)) return r.name
      seen.add(name)
    }
    return null
  }

  return [
    route('parameter', 'post', `${path}/search`, { permission: read, body: schemas.search }, ({ body }) => {
      const found = resource
        .records(db)
        .filter((r) => resource.filter(r, body))
        .map(view)
      return ok(listPage(found, body, { key: 'name', order: 'asc' }))
    }),

    route('parameter', 'delete', `${path}/bulk`, { audit: { record, id: 'each:ids' }, permission: write, body: schemas.bulk }, ({ body, claims }) => {
      const records = resource.records(db)
      const doomed = body.ids.map((id) => records.find((r) => r.id === id))
      if (doomed.some((r) => r == null)) return notFound(`One of the ${label.toLowerCase()} records`)
      for (const record of doomed) {
        const user = resource.usedBy?.(db, record!)
        if (user) return fail(400, `${record!.name} is used by ${user} and cannot be deleted; make it passive instead.`)
      }
      const by = deleter(db, claims.sub)
      for (const record of new Set(doomed)) bin().put(record!, by)
      records.splice(0, records.length, ...records.filter((r) => !body.ids.includes(r.id)))
      return ok(null)
    }),

    route('parameter', 'post', `${path}/trash/search`, { permission: read, body: schemas.trash }, ({ body }) => {
      const found = bin()
        .list()
        .filter((entry) => matches(body.search, entry.record.name))
        .map(trashedView)
      return ok(listPage(found, body, { key: 'deletedAt', order: 'desc' }))
    }),

    route('parameter', 'post', `${path}/trash/restore`, { audit: { record, id: 'each:ids' }, permission: write, body: schemas.restore }, ({ body, claims }) => {
      const ids = [...new Set(body.ids)]
      const refusal = notTrashed(ids)
      if (refusal) return refusal
      const clash = nameClash(ids.map((id) => bin().get(id)!.record))
      if (clash) return fail(400, `A ${kind} named ${clash} already exists.`)
      const by = deleter(db, claims.sub)
      for (const id of ids) {
        resource.records(db).push(bin().take(id)!.record)
        // Lists in other tabs show it again: the hub's RecordChanged says a list of its type may
        // hold it now (`created`, as for a new record: no list holds an older copy to refresh).
        db.versions.announce({
          ...db.versions.bump(id, by, ['restored']),
          type: path.slice(1),
          deleted: false,
          created: true,
          channelId: null,
          permission: read,
        })
      }
      return ok(null)
    }),

    route('parameter', 'delete', `${path}/trash/bulk`, { audit: { record, id: 'each:ids' }, permission: write, body: schemas.purge }, ({ body }) => {
      const refusal = notTrashed(body.ids)
      if (refusal) return refusal
      for (const id of body.ids) bin().take(id)
      return ok(null)
    }),

    route('parameter', 'post', path, { audit: { record, id: 'answer:id' }, permission: write, body: schemas.create }, ({ body }) => {
      if (!body.name.trim()) return fail(400, 'The name cannot be empty.')
      if (duplicate(body.name)) return fail(400, `A ${label.toLowerCase()} named ${body.name.trim()} already exists.`)
      const problem = resource.check?.(db, body)
      if (problem) return fail(400, problem)
      const record = resource.create(body)
      resource.records(db).push(record)
      return ok({ id: record.id })
    }),

    route('parameter', 'get', `${path}/:id`, { permission: read }, (call) => {
      const record = find(call.params.id)
      return record ? ok(view(record)) : notFound(label)
    }),

    route('parameter', 'put', `${path}/:id`, { audit: { record, id: 'param:id' }, permission: write, body: schemas.update }, ({ body, params }) => {
      const record = find(params.id)
      if (!record) return notFound(label)
      if (!body.name.trim()) return fail(400, 'The name cannot be empty.')
      if (duplicate(body.name, record.id)) return fail(400, `A ${label.toLowerCase()} named ${body.name.trim()} already exists.`)
      const problem = resource.check?.(db, body, record)
      if (problem) return fail(400, problem)
      resource.update(record, body)
      return ok(null)
    }),

    route('parameter', 'patch', `${path}/:id/status`, { audit: { record, id: 'param:id' }, permission: write, body: schemas.status }, ({ body, params }) => {
      const record = find(params.id)
      if (!record) return notFound(label)
      record.status = body.status
      return ok(null)
    }),
  ]
}

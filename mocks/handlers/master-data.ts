import type { RequestHandler } from 'msw'
import type * as zod from 'zod'
import type { RecordStatus } from '@/api/generated/parameter/model'
import type { Db } from '../db'
import { listPage, type ListRequest } from '../lib/list'
import { fail, notFound, ok } from '../lib/respond'
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
  schemas: { search: Schema<S>; create: Schema<C>; update: Schema<U>; status: Schema<{ status: RecordStatus }>; bulk: Schema<{ ids: string[] }> }
  filter: (record: R, body: S) => boolean
  create: (body: C) => R
  update: (record: R, body: U) => void
  /** What uses the record (`the product X`), when something does: then it cannot be deleted. */
  usedBy?: (db: Db, record: R) => string | undefined
  view?: (db: Db, record: R) => R
  /** Extra rules of create and update; the reason when the body breaks one. */
  check?: (db: Db, body: C | U, existing?: R) => string | null
}

/**
 * The six operations every master-data list shares: search, bulk delete (all or none), create,
 * get, update and status. Names are trimmed and unique within the list ignoring case (400).
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

  return [
    route('parameter', 'post', `${path}/search`, { permission: read, body: schemas.search }, ({ body }) => {
      const found = resource
        .records(db)
        .filter((r) => resource.filter(r, body))
        .map(view)
      return ok(listPage(found, body, { key: 'name', order: 'asc' }))
    }),

    route('parameter', 'delete', `${path}/bulk`, { audit: { record, id: 'each:ids' }, permission: write, body: schemas.bulk }, ({ body }) => {
      const records = resource.records(db)
      const doomed = body.ids.map((id) => records.find((r) => r.id === id))
      if (doomed.some((r) => r == null)) return notFound(`One of the ${label.toLowerCase()} records`)
      for (const record of doomed) {
        const user = resource.usedBy?.(db, record!)
        if (user) return fail(400, `${record!.name} is used by ${user} and cannot be deleted; make it passive instead.`)
      }
      records.splice(0, records.length, ...records.filter((r) => !body.ids.includes(r.id)))
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

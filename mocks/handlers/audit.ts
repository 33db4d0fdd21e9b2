import type { RequestHandler } from 'msw'
import { SearchAuditEventsBody } from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { auditOf } from '../db/audit'
import { notFound, ok } from '../lib/respond'
import { routesFor } from '../lib/route'

/** The audit trail the route layer writes (mocks/lib/audit-route.ts), read by users with audit_read. */
export function auditHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  return [
    route('identity', 'post', '/audit-events/search', { permission: 'audit_read', body: SearchAuditEventsBody }, ({ body }) => {
      const { index, size, ...filter } = body
      return ok(auditOf(db).search(filter, index, size))
    }),
    route('identity', 'get', '/audit-events/:id', { permission: 'audit_read' }, ({ params }) => {
      const event = auditOf(db).get(params.id ?? '')
      return event ? ok(event) : notFound('Audit event')
    }),
  ]
}

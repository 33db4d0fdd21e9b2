import type { AuditAction, AuditEvent, AuditRecordType, AuditValue } from '@/api/generated/identity/model'
import type { Db } from '../db'
import { auditOf } from '../db/audit'
import { findUser } from '../db/identity-views'
import { changesBetween, snapshot, type Snapshot } from './audit-records'

/**
 * Where a route finds the id(s) of the record(s) it changes:
 * - `param:<name>`: a path parameter (`param:id`);
 * - `body:<field>`: a field of the validated body (`body:roleId`);
 * - `each:<field>`: a list of ids in the body: a bulk call, one job event and one event per item;
 * - `answer:<field>`: a field of the answer's body (`answer:id` of a create; `answer:url`);
 * - `answer-each:<field>`: a list of records in the answer's body (`answer-each:items`): a job;
 * - `caller`: the caller's own record (their profile, preferences, inbox).
 */
type AuditId = `${'param' | 'body' | 'each' | 'answer' | 'answer-each'}:${string}` | 'caller'

/** What a mutating route records in the audit trail: the record type and where its id is. */
export interface AuditDeclaration {
  record: AuditRecordType
  id: AuditId
}

interface AuditedCall {
  request: Request
  params: Record<string, string>
  claims: { sub: string }
  body?: unknown
}

const fieldOf = (value: unknown, field: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined)
const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : String(fieldOf(item, 'id') ?? ''))).filter(Boolean) : []

/** Who an event is by: the user's id, name and the names of their roles at the time. */
export function actorOf(db: Db, userId: string): AuditEvent['actor'] {
  const user = findUser(db, userId)
  const roleNames = new Map(db.identity.roles.map((role) => [role.id, role.name]))
  return {
    id: userId,
    name: user ? `${user.firstName} ${user.lastName}` : userId,
    roles: user ? user.roles.map((role) => roleNames.get(role.id) ?? role.name) : [],
  }
}

/** `PUT /channel-service/videos/{id}`: the operation as the contracts write it. */
const operationOf = (service: string, method: string, path: string) => `${method.toUpperCase()} /${service}-service${path.replace(/:(\w+)/g, '{$1}')}`

/** A record in its area's Trash reads with `deletedAt` (mocks/lib/audit-records.ts): moving it there is `trash`, back is `restore`. */
function actionOf(before: Snapshot | undefined, after: Snapshot | undefined): AuditAction {
  if (!before) return 'create'
  if (!after) return 'delete'
  if (!before.deletedAt && after.deletedAt) return 'trash'
  return before.deletedAt && !after.deletedAt ? 'restore' : 'update'
}

/**
 * Wraps a route's handler: reads the records before, runs the handler, reads them after, and
 * for a successful answer records one event per record that changed (and, for a bulk call, one
 * event for the job first). A refused or failed call records nothing.
 */
export function auditor(db: Db, declaration: AuditDeclaration, service: string, method: string, path: string) {
  const [source, field = ''] = declaration.id === 'caller' ? ['caller'] : declaration.id.split(':')
  const bulk = source === 'each' || source === 'answer-each'
  const operation = operationOf(service, method, path)
  return async (call: AuditedCall, run: () => Response | Promise<Response>): Promise<Response> => {
    const caller = call.claims.sub
    const known = (): string[] => {
      if (source === 'caller') return [caller]
      if (source === 'param') return [call.params[field] ?? '']
      if (source === 'body') return [String(fieldOf(call.body, field) ?? '')]
      if (source === 'each') return [...new Set(idsOf(fieldOf(call.body, field)))]
      return []
    }
    const ids = known()
    const before = new Map(ids.map((id) => [id, snapshot(db, declaration.record, id, caller)]))
    const response = await run()
    if (!response.ok) return response
    if (source === 'answer' || source === 'answer-each') {
      const answer = fieldOf(
        await response
          .clone()
          .json()
          .catch(() => null),
        'body',
      )
      ids.push(...(source === 'answer' ? [String(fieldOf(answer, field) ?? '')].filter(Boolean) : idsOf(fieldOf(answer, field))))
    }

    const common = {
      occurredAt: new Date(db.clock.now()).toISOString(),
      actor: actorOf(db, caller),
      operation,
      requestId: call.request.headers.get('x-request-id') || crypto.randomUUID(),
    }
    const log = auditOf(db)
    const jobId = bulk ? crypto.randomUUID() : null
    if (jobId) {
      log.record({ ...common, id: jobId, action: 'job', recordType: declaration.record, recordId: jobId, changes: [], jobId: null, itemCount: ids.length })
    }
    for (const id of ids) {
      const was = before.get(id)
      const is = snapshot(db, declaration.record, id, caller)
      const changes = changesBetween(was, is) as AuditEvent['changes'] & Array<{ before: AuditValue; after: AuditValue }>
      if (!changes.length) continue
      log.record({
        ...common,
        id: crypto.randomUUID(),
        action: actionOf(was, is),
        recordType: declaration.record,
        recordId: id,
        changes,
        jobId,
        itemCount: null,
      })
    }
    return response
  }
}

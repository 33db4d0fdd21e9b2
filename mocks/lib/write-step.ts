import { HttpResponse } from 'msw'
import { isVersionedDocument, RECORD_LIST_FIELDS, recordIdsOf, writeRuleFor, type WriteRule } from '@/api/write-rules'
import type { Db } from '../db'
import { parseIfMatch, type ChangedBy, type RecordVersion } from '../db/versions'
import { inLanguage } from './messages'
import { fail, jsonBody } from './respond'

/**
 * The write step of every gateway route whose operation declares `If-Match` or `Idempotency-Key`
 * in its contract (src/api/write-rules.generated.ts), so a route needs no code of its own for it:
 *
 * - Idempotency-Key: a create or bulk call without one is a 400; a repeated key of the same user
 *   gets the first answer (waiting for it while the first call still runs) and does nothing again.
 * - If-Match: without it a 428; when a record's version is not among the tags, a 412 with each
 *   stale record's current version, who changed it and when (and, for one record, the record as
 *   its GET answers); a bulk change that skips stale records (`x-stale-records: skip`) leaves
 *   them out and lists them as failed items of its answer instead.
 * - After a successful write each record gets a new version (its answer's ETag for one record),
 *   and the hub is told (RecordChanged) with the fields that changed.
 *
 * Read answers (GET, POST …/search) get each record's `version` stamped in (`body`, or the lists
 * RECORD_LIST_FIELDS names: `body.items`, `body.tracks`).
 */
type Call = { request: Request; url: URL; params: Record<string, string>; claims: { sub: string }; body?: unknown }
type Reply = Response | Promise<Response>

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

interface StoredAnswer {
  status: number
  headers: [string, string][]
  text: string
  at: number
}

const serviceRelative = (url: URL) => url.pathname.replace(/^.*?\/[a-z]+-service(?=\/)/, '')

/** The record's own path: the path up to its id (`/videos/{id}/status` → `/videos/{id}`); for bulk calls the collection's. */
function recordPath(rule: WriteRule, path: string, id: string): string {
  const parts = path.split('/')
  if (rule.ids && 'self' in rule.ids) return path
  if (rule.ids && 'segment' in rule.ids) return parts.slice(0, rule.ids.segment + 1).join('/')
  return `${parts.slice(0, -1).join('/')}/${encodeURIComponent(id)}`
}

/** The resource a rule's records are (`videos`, `roles`, `channels.users`). */
function recordType(rule: WriteRule, path: string): string {
  const parts = path.split('/').filter(Boolean)
  if (rule.ids && 'self' in rule.ids) return `${parts[0]}.${parts.at(-1)}`
  const at = rule.ids && 'segment' in rule.ids ? rule.ids.segment - 2 : rule.ids ? parts.length - 2 : parts.length - 1
  const name = parts[at] ?? parts[0] ?? 'records'
  const parent = parts[at - 2]
  return parent && at >= 2 ? `${parent}.${name}` : name
}

function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, body: unknown): string[] {
  if (before && after) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    keys.delete('version')
    return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort()
  }
  return body && typeof body === 'object' ? Object.keys(body).filter((key) => key !== 'ids') : []
}

const conflictOf = (entry: RecordVersion, record: Record<string, unknown> | null) => ({ ...entry, record })

function nameOf(db: Db, userId: string): ChangedBy {
  const user = db.identity.users.find((u) => u.id === userId)
  return { id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : userId }
}

async function stamp(db: Db, response: Response, document: string | null): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json') || response.status >= 300) return response
  const data = (await response.clone().json()) as { body?: unknown }
  const body = data?.body as Record<string, unknown> | null | undefined
  if (!body || typeof body !== 'object') return response
  if (document) return reply(response, { ...data, body: { ...body, version: db.versions.of(document).version } })
  const withVersion = (record: unknown) =>
    record && typeof record === 'object' && typeof (record as { id?: unknown }).id === 'string'
      ? { ...(record as object), version: db.versions.of((record as { id: string }).id).version }
      : record
  const lists = RECORD_LIST_FIELDS.filter((field) => Array.isArray(body[field]))
  const stamped =
    lists.length > 0 ? { ...body, ...Object.fromEntries(lists.map((field) => [field, (body[field] as unknown[]).map(withVersion)])) } : withVersion(body)
  return reply(response, { ...data, body: stamped })
}

/** The answer with another JSON body (its length header goes: the body changed). */
function reply(response: Response, data: Record<string, unknown>): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return HttpResponse.json(data as Record<string, never>, { status: response.status, headers })
}

async function remembered(answer: Promise<StoredAnswer>): Promise<Response> {
  const stored = await answer
  return new Response(stored.text, { status: stored.status, headers: stored.headers })
}

/** The step of one route, or null when its operation declares neither header (a read answer is stamped). */
export function writeStep(db: Db, service: string, method: string, path: string, permission?: unknown) {
  // Who may see a change: holders of the route's permission in its read form (`video_write` → `video_read`).
  const readPermission = typeof permission === 'string' ? permission.replace(/_(write|delete|create)$/, '_read') : null
  const contractPath = path.replace(/:(\w+)/g, '{$1}')
  const rule = writeRuleFor(service as WriteRule['service'], method, contractPath)
  const isRead = method === 'get' || path.endsWith('/search')
  if (!rule) {
    if (!isRead) return null
    // A document versioned by its path (a channel's settings) carries the version of that path.
    const stampRead = (call: Call, next: () => Reply) => {
      const relative = serviceRelative(call.url)
      const document = method === 'get' && isVersionedDocument(service as WriteRule['service'], relative) ? relative : null
      return Promise.resolve(next()).then((response) => stamp(db, response, document))
    }
    return { once: stampRead, check: null, finish: null }
  }

  const idempotency = db.idempotency
  const reader = () => db.versions.reader

  /** Runs the call once per key and user; a repeat gets the stored answer. */
  async function once(call: Call, next: () => Reply): Promise<Response> {
    if (!rule!.idempotent) return next()
    const key = call.request.headers.get('idempotency-key')?.trim() ?? ''
    if (key.length < 8 || key.length > 100) return fail(400, 'This call needs an Idempotency-Key header (8 to 100 characters).')
    // One slot per user, operation (its method and path pattern) and key.
    const slot = `${call.claims.sub}:${rule!.method} ${rule!.pattern.source}:${key}`
    const now = Date.now()
    const earlier = idempotency.get(slot)
    if (earlier && now - (await earlier).at < IDEMPOTENCY_TTL_MS) return remembered(earlier)
    const answer = (async (): Promise<StoredAnswer> => {
      const response = await next()
      const copy = response.clone()
      return { status: copy.status, headers: [...copy.headers.entries()], text: await copy.text(), at: now }
    })()
    idempotency.set(slot, answer)
    try {
      const stored = await answer
      // A failure the client may fix and send again (a refused token, a server error) is not kept.
      if (stored.status === 401 || stored.status >= 500) idempotency.delete(slot)
    } catch (error) {
      idempotency.delete(slot)
      throw error
    }
    return remembered(answer)
  }

  interface Checked {
    ids: string[]
    before: Map<string, Record<string, unknown> | null>
    skipped: RecordVersion[]
  }

  /** The precondition: null and the state for `finish` when every record matches, else the refusal. */
  async function check(call: Call): Promise<{ refusal: Response } | { checked: Checked }> {
    const relative = serviceRelative(call.url)
    const body = call.body ?? (rule!.ids && 'field' in rule!.ids ? await jsonBody(call.request.clone()) : undefined)
    const ids = recordIdsOf(rule!, relative, body)
    const before = new Map<string, Record<string, unknown> | null>()
    if (!rule!.ids) return { checked: { ids, before, skipped: [] } }
    const header = call.request.headers.get('if-match')
    const tags = header ? parseIfMatch(header) : new Set<number>()
    if (tags.size === 0) return { refusal: fail(428, 'This change must say which version of the record it was based on (If-Match).') }
    const read = reader()
    // One record: read it for the 412 and the changed fields; a small bulk call: for who may see the change.
    const readable = ids.length <= 20 && read
    for (const id of ids) before.set(id, readable ? await read(call.request, recordPath(rule!, relative, id)) : null)
    const stale = ids.map((id) => db.versions.of(id)).filter((entry) => !tags.has(entry.version))
    if (stale.length === 0) return { checked: { ids, before, skipped: [] } }
    if (rule!.skipsStale && body && typeof body === 'object') {
      const staleIds = new Set(stale.map((entry) => entry.id))
      const field = (rule!.ids as { field: string }).field
      ;(body as Record<string, unknown>)[field] = ids.filter((id) => !staleIds.has(id))
      call.body = body
      return { checked: { ids: ids.filter((id) => !staleIds.has(id)), before, skipped: stale } }
    }
    const single = ids.length === 1
    const first = stale[0]!
    const message = first.changedBy
      ? `{} changed this record at {} after you read it.`.replace('{}', first.changedBy.name).replace('{}', first.changedAt ?? '')
      : 'This record changed after you read it.'
    const response = HttpResponse.json(
      { header: { isSuccess: false, message }, body: { conflicts: stale.map((entry) => conflictOf(entry, single ? (before.get(entry.id) ?? null) : null)) } },
      { status: 412 },
    )
    if (single) response.headers.set('ETag', `"${first.version}"`)
    return { refusal: response }
  }

  /** After the handler: new versions, the ETag, skipped records in the answer, the hub told. */
  async function finish(call: Call, response: Response, checked: Checked): Promise<Response> {
    let answer = response
    if (checked.skipped.length > 0) answer = await withSkipped(answer, checked.skipped, call.request.headers.get('accept-language'))
    if (response.status < 200 || response.status >= 300) return answer
    const by = nameOf(db, call.claims.sub)
    const relative = serviceRelative(call.url)
    const type = recordType(rule!, relative)
    const deleted = method === 'delete'
    const read = reader()
    if (!rule!.ids) {
      // A create: its new record (the answer's body.id) is announced too.
      const created = response.headers.get('content-type')?.includes('json') ? ((await response.clone().json()) as { body?: { id?: unknown } }).body : null
      if (created && typeof created.id === 'string') {
        const entry = db.versions.of(created.id)
        db.versions.announce({ ...entry, changedBy: by, type, deleted: false, created: true, channelId: channelOf(created), permission: readPermission })
      }
      return answer
    }
    for (const id of checked.ids) {
      const before = checked.before.get(id) ?? null
      const after = !deleted && before && read ? await read(call.request, recordPath(rule!, relative, id)) : null
      const entry = db.versions.bump(id, by, deleted ? [] : changedFields(before, after, call.body))
      db.versions.announce({ ...entry, type, deleted, channelId: channelOf(before ?? after), permission: readPermission })
    }
    // A write of one record (by its path, a body field naming it, or a document's own path) answers its new version.
    const single = rule!.ids && ('segment' in rule!.ids || 'self' in rule!.ids || typeof fieldOf(call.body, rule!.ids.field) === 'string')
    if (checked.ids.length === 1 && single) {
      answer = new Response(answer.body, answer)
      answer.headers.set('ETag', `"${db.versions.of(checked.ids[0]!).version}"`)
    }
    return answer
  }

  return { once, check, finish }
}

const fieldOf = (body: unknown, field: string): unknown => (body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined)

const channelOf = (record: unknown) => {
  const value = record && typeof record === 'object' ? (record as { channelId?: unknown }).channelId : null
  return typeof value === 'string' ? value : null
}

/** A bulk answer ({items, succeeded, failed}) with the skipped records as failed items saying who changed them. */
async function withSkipped(response: Response, skipped: RecordVersion[], language: string | null): Promise<Response> {
  const data = (await response
    .clone()
    .json()
    .catch(() => null)) as { header?: unknown; body?: { items?: unknown[]; succeeded?: number; failed?: number } } | null
  const english = 'Changed by {} at {} since the change was prepared; skipped.'
  const items = skipped.map((entry) => ({
    id: entry.id,
    isSuccess: false,
    message: inLanguage(
      entry.changedBy ? english.replace('{}', entry.changedBy.name).replace('{}', entry.changedAt ?? '') : 'Changed since the change was prepared; skipped.',
      language,
    ),
    conflict: entry,
  }))
  const body = data?.body ?? { items: [], succeeded: 0, failed: 0 }
  return HttpResponse.json(
    {
      header: data?.header ?? { isSuccess: true, message: null },
      body: { ...body, items: [...(body.items ?? []), ...items], failed: (body.failed ?? 0) + items.length, succeeded: body.succeeded ?? 0 },
    },
    { status: response.status < 300 ? response.status : 200 },
  )
}

import type { AuditAction, AuditEvent, AuditEventSearchRequest, AuditRecordType } from '@/api/generated/identity/model'
import type { Db } from './index'
import { hashOf, prng } from './random'

/** How many events the trail starts with (the audit page pages over them on the server). */
export const SEEDED_AUDIT_EVENTS = 100_000

/** The seeded history reaches this far back. */
const SEED_SPAN_MS = 180 * 24 * 60 * 60 * 1000

/** A seeded record: its type, id and a field whose value the history changes. */
interface SeedTarget {
  type: AuditRecordType
  id: string
  field: string
  value: string
}

interface SeedActor {
  id: string
  name: string
  roles: string[]
}

/**
 * The seeded part of the trail, kept as columns (typed arrays) and turned into events only for
 * the page being answered: 100,000 events cost a few hundred kilobytes and a few milliseconds,
 * made on the first audit call, never at gateway start.
 */
class SeededEvents {
  readonly length = SEEDED_AUDIT_EVENTS
  private readonly actor = new Uint16Array(SEEDED_AUDIT_EVENTS)
  private readonly target = new Uint32Array(SEEDED_AUDIT_EVENTS)
  private readonly action = new Uint8Array(SEEDED_AUDIT_EVENTS)
  /** Milliseconds before the seed's start, increasing with the index (index 0 is the newest). */
  private readonly age = new Float64Array(SEEDED_AUDIT_EVENTS)

  constructor(
    private readonly start: number,
    private readonly actors: readonly SeedActor[],
    private readonly targets: readonly SeedTarget[],
  ) {
    const rand = prng(hashOf('audit.seed'))
    const step = SEED_SPAN_MS / SEEDED_AUDIT_EVENTS
    for (let i = 0; i < SEEDED_AUDIT_EVENTS; i++) {
      this.actor[i] = Math.floor(rand() * actors.length)
      this.target[i] = Math.floor(rand() * targets.length)
      const roll = rand()
      this.action[i] = roll < 0.85 ? 1 : roll < 0.95 ? 0 : 2
      this.age[i] = Math.floor((i + rand()) * step) + 1
    }
  }

  actorId(i: number) {
    return this.actors[this.actor[i]!]!.id
  }
  targetOf(i: number) {
    return this.targets[this.target[i]!]!
  }
  actionOf(i: number): AuditAction {
    return SEED_ACTIONS[this.action[i]!]!
  }
  time(i: number) {
    return this.start - this.age[i]!
  }

  event(i: number): AuditEvent {
    const actor = this.actors[this.actor[i]!]!
    const target = this.targetOf(i)
    const action = this.actionOf(i)
    const revision = i % 7
    const before = action === 'create' ? null : `${target.value} (${revision + 1})`
    const after = action === 'delete' ? null : revision === 0 ? target.value : `${target.value} (${revision})`
    return {
      id: seededId(i),
      occurredAt: new Date(this.time(i)).toISOString(),
      actor: { id: actor.id, name: actor.name, roles: actor.roles },
      action,
      operation: `${action === 'create' ? 'POST' : action === 'delete' ? 'DELETE' : 'PUT'} ${OPERATION_PATHS[target.type] ?? `/${target.type}`}`,
      recordType: target.type,
      recordId: target.id,
      changes: [{ field: target.field, before, after }],
      requestId: `seed-${i.toString(36)}`,
      jobId: null,
      itemCount: null,
    }
  }
}

const SEED_ACTIONS: readonly AuditAction[] = ['create', 'update', 'delete']
const OPERATION_PATHS: Partial<Record<AuditRecordType, string>> = {
  user: '/identity-service/users/{id}',
  role: '/identity-service/identity/roles/{id}',
  organization: '/identity-service/organizations/{id}',
  product: '/parameter-service/products/{id}',
  company: '/parameter-service/companies/{id}',
  cms: '/channel-service/cms/{id}',
  cmsPolicy: '/channel-service/cms-policies/{id}',
  playlist: '/channel-service/playlists/{id}',
  channel: '/channel-service/channels/{id}/status',
}

/** Seeded event ids: uuid-shaped, distinct from the random ids of live events by their fixed prefix. */
const seededId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`
const seededIndex = (id: string) => (id.startsWith('00000000-0000-4000-8000-') ? parseInt(id.slice(24), 16) : -1)

export type AuditFilter = Omit<AuditEventSearchRequest, 'index' | 'size'>

/** The audit trail of one gateway: the events the route layer records, after the seeded history. */
export class AuditLog {
  private readonly live: AuditEvent[] = []
  private seededEvents: SeededEvents | null = null
  private readonly listeners = new Set<(event: AuditEvent) => void>()

  constructor(private readonly db: Db) {}

  /** The seeded history, made on first use. */
  private get seeded(): SeededEvents {
    this.seededEvents ??= seedHistory(this.db)
    return this.seededEvents
  }

  record(event: AuditEvent) {
    this.live.push(event)
    for (const listener of this.listeners) listener(event)
  }

  /** Calls the listener with every event recorded from now on; returns the unsubscribe. */
  onRecorded(listener: (event: AuditEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The events recorded since the gateway started (no seeded ones), oldest first. */
  recorded(): readonly AuditEvent[] {
    return this.live
  }

  get(id: string): AuditEvent | undefined {
    const index = seededIndex(id)
    if (index >= 0 && index < SEEDED_AUDIT_EVENTS) return this.seeded.event(index)
    return this.live.find((event) => event.id === id)
  }

  /** One page, newest first: the live events (newest last in memory), then the seeded ones. */
  search(filter: AuditFilter, index: number, size: number): { items: AuditEvent[]; totalCount: number } {
    const from = filter.from ? Date.parse(filter.from) : -Infinity
    const to = filter.to ? Date.parse(filter.to) : Infinity
    const liveMatches = this.live.filter((event) => liveMatch(event, filter, from, to)).reverse()
    const seeded = this.seeded
    const seededMatches: number[] = []
    // Seeded events are never job items: a jobId filter leaves them out.
    if (!filter.jobId && (!filter.action || filter.action !== 'job')) {
      for (let i = 0; i < seeded.length; i++) {
        const time = seeded.time(i)
        if (time < from || time > to) continue
        if (filter.actorId && seeded.actorId(i) !== filter.actorId) continue
        if (filter.action && seeded.actionOf(i) !== filter.action) continue
        if (filter.recordType || filter.recordId) {
          const target = seeded.targetOf(i)
          if (filter.recordType && target.type !== filter.recordType) continue
          if (filter.recordId && target.id !== filter.recordId) continue
        }
        seededMatches.push(i)
      }
    }
    const start = index * size
    const items: AuditEvent[] = []
    for (let k = start; k < start + size; k++) {
      if (k < liveMatches.length) items.push(liveMatches[k]!)
      else if (k - liveMatches.length < seededMatches.length) items.push(seeded.event(seededMatches[k - liveMatches.length]!))
      else break
    }
    return { items, totalCount: liveMatches.length + seededMatches.length }
  }
}

function liveMatch(event: AuditEvent, filter: AuditFilter, from: number, to: number): boolean {
  const time = Date.parse(event.occurredAt)
  return (
    time >= from &&
    time <= to &&
    (!filter.actorId || event.actor.id === filter.actorId) &&
    (!filter.recordType || event.recordType === filter.recordType) &&
    (!filter.recordId || event.recordId === filter.recordId) &&
    (!filter.action || event.action === filter.action) &&
    (!filter.jobId || event.jobId === filter.jobId)
  )
}

/** The seeded history: staff editing the records the seed already holds (no record is made for it). */
function seedHistory(db: Db): SeededEvents {
  const roleNames = new Map(db.identity.roles.map((role) => [role.id, role.name]))
  const actors: SeedActor[] = db.identity.users.slice(0, 40).map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    roles: user.roles.map((role) => roleNames.get(role.id) ?? role.name),
  }))
  const targets: SeedTarget[] = [
    ...db.identity.users.map((u) => ({ type: 'user' as const, id: u.id, field: 'lastName', value: u.lastName })),
    ...db.identity.roles.map((r) => ({ type: 'role' as const, id: r.id, field: 'name', value: r.name })),
    ...db.identity.organizations.map((o) => ({ type: 'organization' as const, id: o.id, field: 'name', value: o.name })),
    ...db.parameter.products.map((p) => ({ type: 'product' as const, id: p.id, field: 'name', value: p.name })),
    ...db.parameter.companies.map((c) => ({ type: 'company' as const, id: c.id, field: 'name', value: c.name })),
    ...db.channel.cms.map((c) => ({ type: 'cms' as const, id: c.id, field: 'name', value: c.name })),
    ...db.channel.policies.map((p) => ({ type: 'cmsPolicy' as const, id: p.id, field: 'policyName', value: p.policyName })),
    ...db.playlists.map((p) => ({ type: 'playlist' as const, id: p.id, field: 'playlist', value: p.playlist })),
    ...db.channel.channels.map((c) => ({ type: 'channel' as const, id: c.id, field: 'name', value: c.name })),
  ]
  return new SeededEvents(db.anchor, actors, targets)
}

const logs = new WeakMap<Db, AuditLog>()

/** The audit trail of a gateway's database. */
export function auditOf(db: Db): AuditLog {
  let log = logs.get(db)
  if (!log) {
    log = new AuditLog(db)
    logs.set(db, log)
  }
  return log
}

import type { AuditEvent, AuditValue } from '@/api/generated/identity/model'

export type RecordValues = Record<string, AuditValue>

/** One version of a record: the event that made it (null for the state before the first recorded change) and its fields. */
export interface RecordVersion {
  key: string
  event: AuditEvent | null
  values: RecordValues
}

/** Bookkeeping fields every write touches; never part of a diff nor of a revert. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'lastModificationTime', 'lastModifierId', 'createdAt', 'creationTime'])

const same = (a: AuditValue | undefined, b: AuditValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The versions of a record, newest first, rebuilt from its audit events (newest first) and the
 * record as read now: the newest version is the current record; each older one is the newer one
 * with the fields its event changed set back to their values before. The last entry is the state
 * before the oldest recorded change (none when that change created the record).
 */
export function versionsOf(current: RecordValues, events: readonly AuditEvent[]): RecordVersion[] {
  const fields = new Set<string>()
  for (const event of events) for (const change of event.changes) if (!BOOKKEEPING.has(change.field)) fields.add(change.field)
  let state: RecordValues = Object.fromEntries([...fields].map((field) => [field, current[field] ?? null]))
  const versions: RecordVersion[] = []
  for (const event of events) {
    versions.push({ key: event.id, event, values: state })
    state = { ...state }
    for (const change of event.changes) if (fields.has(change.field)) state[change.field] = change.before
  }
  const oldest = events.at(-1)
  if (oldest && oldest.action !== 'create') versions.push({ key: 'earliest', event: null, values: state })
  return versions
}

/** The fields whose values differ between two versions, in the order of the first. */
export function diffOf(from: RecordValues, to: RecordValues): { field: string; from: AuditValue; to: AuditValue }[] {
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])]
  return fields.filter((field) => !same(from[field], to[field])).map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null }))
}

/** What a revert to `target` writes: the fields where it differs from the current record, with its values. */
export function revertPatch(current: RecordValues, target: RecordValues): RecordValues {
  return Object.fromEntries(diffOf(target, current).map((change) => [change.field, change.from]))
}

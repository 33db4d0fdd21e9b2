import { session } from './session'
import { listedRecords } from './record-lists'

/**
 * The versions this tab has read, per record id, for the mutator's `If-Match` (docs/decisions.md,
 * "Versions"): every answer that passes through the mutator is read for records (`body`, and the
 * lists RECORD_LIST_FIELDS names, with an `id` and a `version`), and a write's `ETag` gives the record's new version.
 *
 * An open form holds the version its values came from (`holdVersion`): a list or a detail page
 * that refetches meanwhile must not move the form's base, or its save would overwrite the other
 * user's change without a 412. The held version wins until the form lets go; the form's own save
 * (its ETag) and a merge after a 412 move it on. Everything is forgotten when the session's user changes.
 */
const seen = new Map<string, number>()
const held = new Map<string, { version: number; holders: number }>()
/** `id@version` of every record state this tab's own writes made (their ETags): the hub's echo of them is ours. */
const written = new Set<string>()
/** Writes of this tab still waiting for their answer, per record id, and who waits for them to end. */
const writing = new Map<string, number>()
let settled: Array<() => void> = []
let forEpoch = -1

function fresh() {
  const epoch = session.epoch()
  if (epoch !== forEpoch) {
    seen.clear()
    held.clear()
    written.clear()
    forEpoch = epoch
  }
}

const isRecord = (value: unknown): value is { id: string; version: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { version?: unknown }).version === 'number'

/** Reads the versions of the records in an answer's body (a record, or a page of them). */
export function rememberVersions(body: unknown) {
  fresh()
  if (isRecord(body)) seen.set(body.id, body.version)
  for (const item of listedRecords(body)) if (isRecord(item)) seen.set(item.id, item.version)
}

/** A record's new version after this tab wrote it (the answer's ETag): a form holding it moves on too. */
export function rememberWritten(id: string, version: number) {
  fresh()
  seen.set(id, version)
  written.add(`${id}@${version}`)
  const hold = held.get(id)
  if (hold) hold.version = version
}

/** A write of these records leaves this tab (the mutator); call the returned function when it is answered. */
export function writeStarted(ids: readonly string[]): () => void {
  for (const id of ids) writing.set(id, (writing.get(id) ?? 0) + 1)
  let ended = false
  return () => {
    if (ended) return
    ended = true
    for (const id of ids) {
      const left = (writing.get(id) ?? 1) - 1
      if (left > 0) writing.set(id, left)
      else writing.delete(id)
    }
    const waiting = settled
    settled = []
    for (const wake of waiting) wake()
  }
}

/**
 * Whether a change the hub announces (RecordChanged) is this tab's own write: once no write of the
 * record is waiting for its answer (the hub may speak before the answer arrives), the version is one
 * this tab's write was answered with.
 */
export async function isOwnChange(id: string, version: number): Promise<boolean> {
  while (writing.has(id)) await new Promise<void>((wake) => settled.push(wake))
  fresh()
  return written.has(`${id}@${version}`)
}

/** The version an open form holds of a record, if one does. */
export function heldVersion(id: string): number | undefined {
  fresh()
  return held.get(id)?.version
}

/** The version to send for a record: the one an open form holds, else the last one read. */
export function versionToSend(id: string): number | undefined {
  fresh()
  return held.get(id)?.version ?? seen.get(id)
}

/** The version in an entity tag (`"42"`, `W/"42"`), or null. */
export function versionOfTag(tag: string | null | undefined): number | null {
  const value = Number(tag?.match(/"(\d+)"/)?.[1])
  return Number.isInteger(value) && value > 0 ? value : null
}

/**
 * An open form's base version of a record (docs/decisions.md, "Versions"); returns the release.
 * While held, a refetch elsewhere does not move what the form's save sends.
 */
export function holdVersion(id: string, version: number): () => void {
  fresh()
  const hold = held.get(id)
  if (hold) {
    hold.version = version
    hold.holders += 1
  } else held.set(id, { version, holders: 1 })
  const epoch = forEpoch
  let released = false
  return () => {
    if (released || epoch !== forEpoch) return
    released = true
    const current = held.get(id)
    if (current && --current.holders <= 0) held.delete(id)
  }
}

/** Moves an open form's base to a version it has taken in (after a merge). */
export function moveHeldVersion(id: string, version: number) {
  fresh()
  const hold = held.get(id)
  if (hold) hold.version = version
  seen.set(id, version)
}

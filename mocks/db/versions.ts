/**
 * Versions of every record of the mock gateway, in one place: reading a record's version, and
 * giving it a new one on a write. A version is a database-wide write sequence number (like SQL
 * Server's rowversion), so a list of versions names record states unambiguously: a bulk call's
 * `If-Match: "12", "57"` matches every record whose current version is among them. Seeded records
 * get theirs on first read. The gateway's route step (mocks/lib/route.ts) checks `If-Match`,
 * bumps after a write and tells `onChanged` listeners (the hub's RecordChanged).
 */
export interface ChangedBy {
  id: string
  name: string
}

export interface RecordVersion {
  id: string
  version: number
  changedBy: ChangedBy | null
  changedAt: string | null
  changedFields: string[]
}

export interface RecordChanged extends RecordVersion {
  /** The resource's path segment (`videos`, `users` …). */
  type: string
  deleted: boolean
  /** The write that created the record (a list of its type may now hold it). */
  created?: boolean
  /** Not sent: who may see it (the channel of a channel's record, the read permission). */
  channelId: string | null
  permission: string | null
}

export class RecordVersions {
  private sequence = 0
  private readonly current = new Map<string, RecordVersion>()
  private readonly listeners = new Set<(event: RecordChanged) => void>()

  /** Reads a record as its GET answers, for a 412's record and the fields a write changed (set by the gateway). */
  reader: ((request: Request, path: string) => Promise<Record<string, unknown> | null>) | null = null

  constructor(private readonly now: () => number = Date.now) {}

  /** The record's current version (a seeded record gets its first one now). */
  of(id: string): RecordVersion {
    let entry = this.current.get(id)
    if (!entry) {
      entry = { id, version: ++this.sequence, changedBy: null, changedAt: null, changedFields: [] }
      this.current.set(id, entry)
    }
    return entry
  }

  /** A write of the record: a new version, who wrote it, when, and which fields it changed. */
  bump(id: string, changedBy: ChangedBy | null, changedFields: readonly string[]): RecordVersion {
    const entry = { id, version: ++this.sequence, changedBy, changedAt: new Date(this.now()).toISOString(), changedFields: [...changedFields] }
    this.current.set(id, entry)
    return entry
  }

  /** Tells the listeners a record changed (the gateway forwards it to the hub). */
  announce(event: RecordChanged) {
    for (const listener of [...this.listeners]) listener(event)
  }

  onChanged(listener: (event: RecordChanged) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

/** The versions an `If-Match` header names (`"12", W/"57"`); `*` names none: the gateway wants the version read. */
export function parseIfMatch(header: string): Set<number> {
  const versions = new Set<number>()
  for (const [, tag] of header.matchAll(/(?:W\/)?"([^"]*)"/g)) {
    const value = Number(tag)
    if (Number.isInteger(value)) versions.add(value)
  }
  return versions
}

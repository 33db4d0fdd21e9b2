import { QueryClientContext, type Query, type QueryClient } from '@tanstack/react-query'
import { useContext, useEffect } from 'react'
import type { RecordChangedEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'
import { listedRecords } from '@/api/record-lists'

interface VersionedRecord {
  id: string
  version?: number
}

const isRecordWithId = (value: unknown, id: string): value is VersionedRecord =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id

/**
 * What a query of a document versioned by its path (a channel's or a CMS's settings: no id of its
 * own, docs/decisions.md "Versions") puts in its options, so the hub's news of that path finds it:
 * `useGetChannelSettings(id, { query: { meta: documentMeta(path) } })`. The path is the request's,
 * without the service prefix (`/channels/<id>/settings/channel-settings`).
 */
export const documentMeta = (path: string) => ({ document: path })

/** The copies of a record a query's data holds: the data itself (a detail or a document), or a row of a page or a plain list. */
function copiesIn(query: Query, id: string): VersionedRecord[] {
  const data = query.state.data
  if (isRecordWithId(data, id)) return [data]
  if (query.meta?.document === id && typeof data === 'object' && data !== null) return [data as VersionedRecord]
  const rows = Array.isArray(data) ? data : listedRecords(data)
  return rows.filter((row): row is VersionedRecord => isRecordWithId(row, id))
}

/** True when the query holds a copy of the record older than `version` (or one without a version). */
const holdsOlder = (query: Query, id: string, version: number) => copiesIn(query, id).some((copy) => typeof copy.version !== 'number' || copy.version < version)

/**
 * Someone wrote a record (the hub's RecordChanged): every cached query that shows an older copy of
 * it (a detail page, the list pages it is a row of) is read again; those on screen at once. A fetch
 * already under way is joined, not repeated (a job's burst of events costs one read per query), but
 * it may have been answered before this change: a query that still shows an older copy after it is
 * read once more (the versions tell). A deleted record leaves the lists that showed it. A created one is looked for in the
 * lists of its type (`mayList`).
 */
export async function refreshRecord(
  queryClient: QueryClient,
  event: Pick<RecordChangedEvent, 'id' | 'version' | 'deleted' | 'created' | 'type'>,
): Promise<void> {
  if (event.deleted) {
    await queryClient.invalidateQueries({ predicate: (query) => copiesIn(query, event.id).length > 0 }, { cancelRefetch: false })
    return
  }
  const older = (query: Query) => holdsOlder(query, event.id, event.version)
  await queryClient.invalidateQueries(
    { predicate: (query) => older(query) || (event.created === true && mayList(query, event.type)) },
    { cancelRefetch: false },
  )
  // The fetches joined above may have been answered before this change: what still shows an older
  // version is read again (a copy without a version cannot tell, and is not read twice).
  const stillOlder = (query: Query) => copiesIn(query, event.id).some((copy) => typeof copy.version === 'number' && copy.version < event.version)
  await queryClient.invalidateQueries({ predicate: stillOlder }, { cancelRefetch: false })
}

/** `videos` → `Videos`, `cms-policies` → `CmsPolicies`, `channels.users` → `Users`: the resource as the operations name it. */
const resourceOf = (type: string) =>
  (type.split('.').at(-1) ?? type)
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

/**
 * A list that could hold a new record of this type: a page (`items`) read by a search of that
 * resource (`searchVideos`, `searchShortVideos` for `videos`; the generated query keys start with
 * the operation's id). Only those are read again for another user's create, not every query.
 */
function mayList(query: Query, type: string): boolean {
  const operation = query.queryKey[0]
  const data = query.state.data as { items?: unknown } | undefined
  return typeof operation === 'string' && operation.startsWith('search') && operation.endsWith(resourceOf(type)) && Array.isArray(data?.items)
}

/**
 * The record as the cache holds it at `version` or later: a detail query's copy (the whole record)
 * first, else, when `rowWillDo`, a list's row of it. Null while no query has read it yet.
 */
export function cachedRecord(queryClient: QueryClient, id: string, version: number, rowWillDo: boolean): Record<string, unknown> | null {
  let row: Record<string, unknown> | null = null
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data
    for (const copy of copiesIn(query, id)) {
      if (typeof copy.version !== 'number' || copy.version < version) continue
      if (copy === data) return copy as unknown as Record<string, unknown>
      row ??= copy as unknown as Record<string, unknown>
    }
  }
  return rowWillDo ? row : null
}

/**
 * Mounted once by the signed-in layout: every RecordChanged the hub pushes reads the cached copies
 * of that record again (`refreshRecord`), so lists and detail pages follow other users' saves.
 * Without a query client (a form rendered alone) it does nothing.
 */
export function useLiveRecords(): void {
  const queryClient = useContext(QueryClientContext)
  useEffect(() => {
    if (!queryClient) return
    return notificationHub.onRecordChanged((event) => void refreshRecord(queryClient, event))
  }, [queryClient])
}

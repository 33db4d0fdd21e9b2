import type { ApiError } from './errors'

/** Who changed a record last, when, and (for one record) what it holds now: a 412's conflict. */
export interface StaleRecord {
  id: string
  version: number
  changedBy: { id: string; name: string } | null
  changedAt: string | null
  changedFields: string[]
  record?: Record<string, unknown> | null
}

/** The records a 412 named (its body's `conflicts`), or none when the error is not a 412. */
export function staleRecordsOf(error: unknown): StaleRecord[] {
  const apiError = error as Partial<ApiError> | null
  if (apiError?.status !== 412) return []
  const conflicts = (apiError.data as { body?: { conflicts?: unknown } } | undefined)?.body?.conflicts
  return Array.isArray(conflicts) ? (conflicts as StaleRecord[]) : []
}

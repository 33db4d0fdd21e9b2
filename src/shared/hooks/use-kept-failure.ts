import { useState } from 'react'

/**
 * A query's failure, kept while its Retry runs: TanStack Query puts a query without data back to
 * 'pending' for the next fetch and clears its error, which would swap the error (and the focused
 * Retry) for a spinner. `failed` stays true and `error` keeps the last reason until an answer comes.
 */
export function useKeptFailure<E>(query: { isError: boolean; isPending: boolean; error: E | null; errorUpdatedAt: number }): {
  failed: boolean
  error: E | null
} {
  const [last, setLast] = useState<E | null>(null)
  if (query.error && query.error !== last) setLast(query.error)
  const failed = query.isError || (query.isPending && query.errorUpdatedAt > 0)
  return { failed, error: query.error ?? (failed ? last : null) }
}

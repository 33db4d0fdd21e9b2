import type { Service } from './config'

/**
 * What the contracts say about a write (read from openapi/*.yaml by scripts/generate-contract-map.mjs):
 * whether it changes existing records (If-Match, and where their ids are) and whether it is
 * idempotent by key (Idempotency-Key). The mutator adds both headers from it; the mock gateway
 * checks them by it, so a new operation is covered once its contract declares the parameters.
 */
export interface WriteRule {
  service: Service
  method: string
  /** The contract path as a pattern of request paths (without the service prefix). */
  pattern: RegExp
  /**
   * Where the changed records' ids are: a path segment, a body field (an id or a list of ids), or
   * the call's own path (a document such as a channel's settings, versioned by its path); null
   * when the call changes no existing record.
   */
  ids: { segment: number } | { field: string } | { self: true } | null
  idempotent: boolean
  /** A bulk change that skips records changed since (listing them in its answer) instead of refusing the call. */
  skipsStale?: boolean
}

import type { ZodType } from 'zod'

/** An operation of the contracts that answers JSON, and its generated zod response schema. */
export interface ContractOperation {
  service: 'identity' | 'notification' | 'channel' | 'parameter'
  method: string
  /** The contract's path, e.g. `/users/{id}`. */
  path: string
  /** The path as a pattern of request paths (without the service prefix). */
  pattern: RegExp
  operationId: string
  /** Loads the schema (its module is a chunk of its own, fetched on first use). */
  schema: () => Promise<ZodType>
}

/** A response that does not match its contract. */
export interface ContractMismatch {
  operationId: string
  method: string
  /** The contract path of the operation. */
  path: string
  /** The request path that answered. */
  url: string
  /** The first differing field (`body.items.0.email`), or `(root)`. */
  field: string
  /** What is wrong with it, in zod's words. */
  problem: string
}

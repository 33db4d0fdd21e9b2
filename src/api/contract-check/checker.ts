import type { ZodType } from 'zod'
import { operations } from './operations.generated'
import { contractReports } from './reports'
import type { ContractMismatch, ContractOperation } from './types'

/**
 * The development contract check: each response is parsed with the zod schema generated for
 * its operation; the first mismatch of an operation is reported (console and the reports the
 * app turns into a toast), later ones of the same operation are not. The data is never
 * changed or held back. Loaded lazily, only where the check is on (./switch.ts).
 */

const reported = new Set<string>()
const schemas = new Map<string, Promise<ZodType | null>>()

function operationOf(service: string, method: string, url: string): ContractOperation | undefined {
  const upper = method.toUpperCase()
  return operations.find((op) => op.service === service && op.method === upper && op.pattern.test(url))
}

function schemaOf(operation: ContractOperation): Promise<ZodType | null> {
  let schema = schemas.get(operation.operationId)
  if (!schema) {
    schema = operation.schema().catch(() => null)
    schemas.set(operation.operationId, schema)
  }
  return schema
}

/** Checks one response; resolves with the mismatch it reported, if any (tests use it). */
export async function checkResponse(call: { service: string; method?: string; url?: string; data: unknown }): Promise<ContractMismatch | null> {
  const url = (call.url ?? '').split('?')[0] ?? ''
  const operation = operationOf(call.service, call.method ?? 'GET', url)
  if (!operation || reported.has(operation.operationId)) return null
  const schema = await schemaOf(operation)
  if (!schema) return null
  const result = schema.safeParse(call.data)
  if (result.success || reported.has(operation.operationId)) return null
  reported.add(operation.operationId)
  const issue = result.error.issues[0]
  const mismatch: ContractMismatch = {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    url,
    field: issue?.path.length ? issue.path.join('.') : '(root)',
    problem: issue?.message ?? 'does not match',
  }
  console.warn(`[contract] ${mismatch.operationId} (${mismatch.method} ${mismatch.url}): ${mismatch.field}: ${mismatch.problem}`, call.data)
  contractReports.emit(mismatch)
  return mismatch
}

/** Test helper: report every operation again. */
export function resetContractCheckForTests() {
  reported.clear()
}

import type { Service } from './config'
import type { WriteRule } from './write-rule-types'
import { writeRules } from './write-rules.generated'

export type { WriteRule } from './write-rule-types'

/** The rule of a request (`PUT`, `/videos/3f…`), if its operation declares one. */
export function writeRuleFor(service: Service, method: string, path: string): WriteRule | undefined {
  const upper = method.toUpperCase()
  return writeRules.find((rule) => rule.service === service && rule.method === upper && rule.pattern.test(path))
}

/** The ids of the records a request changes, by its rule. */
export function recordIdsOf(rule: WriteRule, path: string, body: unknown): string[] {
  if (!rule.ids) return []
  if ('self' in rule.ids) return [path]
  if ('segment' in rule.ids) {
    const id = path.split('/')[rule.ids.segment]
    return id ? [decodeURIComponent(id)] : []
  }
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[rule.ids.field] : undefined
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

/** True when the document at this path is versioned by its path (a GET of it carries `version` but no id). */
export const isVersionedDocument = (service: Service, path: string) =>
  writeRules.some((rule) => rule.service === service && rule.ids !== null && 'self' in rule.ids && rule.pattern.test(path))

// Where answers list versioned records: kept apart (record-lists.ts), as reads need it in the
// first bundle and this table of rules does not.
export { listedRecords, RECORD_LIST_FIELDS } from './record-lists'

import type { AuditValue } from '@/api/generated/identity/model'
import type { Formatters } from '@/lib/format'

/** A moment ('2026-11-27T03:41:00.000Z') or a calendar date ('2026-11-27') as the audit trail writes them. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const DAY = /^\d{4}-\d{2}-\d{2}$/

export interface ValueWords {
  yes: string
  no: string
  /** Joins a list's items (one a line). */
  list(items: string[]): string
}

/**
 * A value of the audit trail as a form would show it: dates and moments in the interface's
 * format, yes/no for booleans, numbers grouped, lists joined, a referenced record by its name;
 * JSON only for what has no better form. `item` formats what a screen knows better (an enum's
 * label, an id's name), for the value and for each item of a list.
 */
export function formatValue(value: AuditValue, format: Formatters, words: ValueWords, item?: (value: AuditValue) => string | undefined): string {
  const known = value === null ? undefined : item?.(value)
  if (known !== undefined) return known
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'number') return format.number(value)
  if (typeof value === 'string') return MOMENT.test(value) ? format.dateTime(value) : DAY.test(value) ? format.date(value) : value
  if (Array.isArray(value)) return words.list(value.map((entry) => (entry === null ? '' : formatValue(entry as AuditValue, format, words, item))))
  if (value && typeof value === 'object') {
    const named = (value as { name?: unknown }).name
    if (typeof named === 'string') return named
  }
  return JSON.stringify(value)
}

/** `valueLabel` from the options a form's pickers show, per field (`{ privacyStatus: [{ value, label }] }`). */
export function optionLabels(fields: Record<string, readonly { value: string; label: string }[]>) {
  return (field: string, value: AuditValue): string | undefined =>
    typeof value === 'string' ? fields[field]?.find((option) => option.value === value)?.label : undefined
}

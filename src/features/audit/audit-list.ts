import { AuditAction, AuditRecordType, type AuditEventSearchRequest } from '@/api/generated/identity/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const AUDIT_ACTIONS = Object.values(AuditAction)
export const AUDIT_RECORD_TYPES = Object.values(AuditRecordType)

/** The audit page: user, record type, record, action and the date range in the URL; newest first (the server's order). */
export const auditList = defineList({
  id: 'audit',
  filters: {
    actorId: filter.matching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
    recordType: filter.oneOf(AUDIT_RECORD_TYPES),
    recordId: filter.text({ maxLength: 100 }),
    action: filter.oneOf(AUDIT_ACTIONS),
    jobId: filter.text({ maxLength: 36 }),
    from: filter.date(),
    to: filter.date(),
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const AUDIT_DEFAULT_COLUMNS = ['occurredAt', 'actor', 'action', 'recordType', 'recordId', 'fields'] as const

/** A day of the date filter as the instant it starts (from) or ends (to) in the user's time zone. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString()
export const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString()

export function auditSearchFilters(state: ListStateOf<typeof auditList>): SearchFilters<AuditEventSearchRequest> {
  const { filters } = state
  return {
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.recordType ? { recordType: filters.recordType } : {}),
    ...(filters.recordId.trim() ? { recordId: filters.recordId.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(UUID.test(filters.jobId.trim()) ? { jobId: filters.jobId.trim() } : {}),
    ...(filters.from ? { from: dayStart(filters.from) } : {}),
    ...(filters.to ? { to: dayEnd(filters.to) } : {}),
  }
}

import { JobStatus, type JobSearchRequest } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const JOB_STATUSES = Object.values(JobStatus)

/** The jobs page: status and (for audit_read) who started them in the URL; newest first (the server's order). */
export const jobsList = defineList({
  id: 'jobs',
  filters: {
    status: filter.oneOf(JOB_STATUSES),
    createdById: filter.matching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  },
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
})

export const JOBS_DEFAULT_COLUMNS = ['createdAt', 'kind', 'status', 'progress', 'counts', 'createdBy', 'finishedAt'] as const

export function jobsSearchFilters(state: ListStateOf<typeof jobsList>): SearchFilters<JobSearchRequest> {
  const { filters } = state
  return {
    ...(filters.status ? { status: [filters.status] } : {}),
    ...(filters.createdById ? { createdById: filters.createdById } : {}),
  }
}

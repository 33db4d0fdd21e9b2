import { JobItemStatus, type JobItem, type JobItemSearchRequest } from '@/api/generated/channel/model'
import { searchJobItems, useSearchJobItems } from '@/api/generated/channel/endpoints/jobs/jobs'
import { defineList, filter, type ListStateOf, type SearchFilters, type ServerListSource } from '@/shared/list'

export const JOB_ITEM_STATUSES = Object.values(JobItemStatus)

/** A job's items: the outcome filter in the URL; the job's order (the server's). */
export const jobItemsList = defineList({
  id: 'job-items',
  filters: { status: filter.oneOf(JOB_ITEM_STATUSES) },
  pageSizes: [50, 100, 500],
  defaultPageSize: 50,
})

export const JOB_ITEMS_DEFAULT_COLUMNS = ['title', 'status', 'outcome'] as const

/** The items search carries its job's id in the body the list builds (the call takes it in the path). */
export type JobItemsBody = JobItemSearchRequest & { jobId: string }

export const JOB_ITEMS: ServerListSource<JobItemsBody, JobItem> = {
  useSearch: ({ jobId, ...body }, options) => useSearchJobItems(jobId, body, options),
  search: ({ jobId, ...body }, signal) => searchJobItems(jobId, body, undefined, signal),
  queryKeyRoot: 'searchJobItems',
}

export const jobItemsFilters =
  (jobId: string) =>
  (state: ListStateOf<typeof jobItemsList>): SearchFilters<JobItemsBody> => ({
    jobId,
    ...(state.filters.status ? { status: [state.filters.status] } : {}),
  })

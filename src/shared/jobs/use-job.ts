import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getGetJobQueryKey, getSearchJobItemsQueryKey, getSearchJobsQueryKey, useGetJob } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { Job, JobProgressEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'

/** While a job runs and the hub is quiet (a dropped connection), its state is read again this often. */
const POLL_WHILE_RUNNING_MS = 3000

export const isFinished = (job: Pick<Job, 'status'> | undefined) => job !== undefined && job.status !== 'queued' && job.status !== 'running'

/**
 * Applies the hub's JobProgress events to the cached jobs (one place, mounted by the layout): an
 * open job's counts move without a refetch; a finished job's items and the jobs list are read again.
 */
export function useLiveJobs() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      notificationHub.onJobProgress((event: JobProgressEvent) => {
        const key = getGetJobQueryKey(event.id)
        queryClient.setQueryData<Job>(key, (job) => (job ? { ...job, ...event } : job))
        if (isFinished(event)) {
          void queryClient.invalidateQueries({ queryKey: key })
          void queryClient.invalidateQueries({ queryKey: getSearchJobItemsQueryKey(event.id) })
        }
        void queryClient.invalidateQueries({ queryKey: [getSearchJobsQueryKey()[0]] })
      }),
    [queryClient],
  )
}

/** One job, live: the hub's progress (useLiveJobs), and a read every few seconds while it runs in case the hub is down. */
export function useJob(id: string) {
  return useGetJob(id, { query: { enabled: id !== '', refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_WHILE_RUNNING_MS) } })
}

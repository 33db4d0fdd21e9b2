import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getGetJobQueryKey, getSearchJobItemsQueryKey, getSearchJobsQueryKey, useGetJob } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { Job, JobPage, JobProgressEvent } from '@/api/generated/channel/model'
import { notificationHub } from '@/api/notification-hub'

/** While a job runs and the hub is quiet (a dropped connection), its state is read again this often. */
const POLL_WHILE_RUNNING_MS = 3000

const JOBS_ROOT = getSearchJobsQueryKey()[0]
const ITEMS_ROOT = getSearchJobItemsQueryKey('')[0]

export const isFinished = (job: Pick<Job, 'status'> | undefined) => job !== undefined && job.status !== 'queued' && job.status !== 'running'

/**
 * Applies the hub's JobProgress events to the cached jobs (the layout's tray mounts it once; a job's
 * dialog too): an open job's counts and the rows of every cached jobs page move without a refetch.
 * A page is read again only when a job finishes or is one no cached page holds yet (a new job),
 * once per job, so a running job's events (every 250 ms) cost no requests.
 */
export function useLiveJobs() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const asked = new Set<string>()
    return notificationHub.onJobProgress((event: JobProgressEvent) => {
      const key = getGetJobQueryKey(event.id)
      queryClient.setQueryData<Job>(key, (job) => (job ? { ...job, ...event } : job))
      let known = false
      for (const [pageKey, page] of queryClient.getQueriesData<JobPage>({ queryKey: [JOBS_ROOT] })) {
        if (!page?.items.some((job) => job.id === event.id)) continue
        known = true
        queryClient.setQueryData<JobPage>(pageKey, { ...page, items: page.items.map((job) => (job.id === event.id ? { ...job, ...event } : job)) })
      }
      const finished = isFinished(event)
      if (finished) {
        void queryClient.invalidateQueries({ queryKey: key })
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === ITEMS_ROOT && query.queryKey.includes(event.id) })
      }
      const readAgain = `${event.id}:${finished ? 'end' : 'new'}`
      if ((finished || !known) && !asked.has(readAgain)) {
        asked.add(readAgain)
        void queryClient.invalidateQueries({ queryKey: [JOBS_ROOT] })
      }
    })
  }, [queryClient])
}

/** One job, live: the hub's progress (useLiveJobs), and a read every few seconds while it runs in case the hub is down. */
export function useJob(id: string) {
  return useGetJob(id, { query: { enabled: id !== '', refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_WHILE_RUNNING_MS) } })
}

import type { RouteObject } from 'react-router'
import { lazyScreen, withHandle } from '@/shared/routing'
import { JOBS_ACCESS } from './access'

/** /jobs: bulk work running on the server; /jobs/:jobId: one job with its items, retry and revert. */
export const routes: RouteObject[] = [
  {
    path: 'jobs',
    ...withHandle({ access: JOBS_ACCESS, crumb: 'breadcrumb:segments.jobs', menuKey: '/jobs' }),
    children: [
      {
        index: true,
        lazy: lazyScreen(
          () => import('./jobs-list/jobs-screen'),
          (m) => m.JobsScreen,
          ['jobs'],
        ),
      },
      {
        path: ':jobId',
        ...withHandle({ crumb: 'jobs:detail.crumb' }),
        lazy: lazyScreen(
          () => import('./job-detail/job-screen'),
          (m) => m.JobScreen,
          ['jobs'],
        ),
      },
    ],
  },
]

export { menu } from './menu'
// Loads on demand (lazy-entries.tsx): importing this file costs the first page nothing.
export { JobsTray } from './lazy-entries'

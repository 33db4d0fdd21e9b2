export { JobOutcomes } from './job-outcomes'
export { JobProgress } from './job-progress'
export { isFinished, useJob, useLiveJobs } from './use-job'

export { JobOutcomes } from './job-outcomes'
export { JobPreviewList } from './job-preview-list'
export { JobProgress } from './job-progress'
export { isFinished, useJob, useLiveJobs } from './use-job'

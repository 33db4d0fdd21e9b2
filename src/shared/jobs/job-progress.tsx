import { Field, ProgressBar } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Job } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { isFinished } from './use-job'

/** A job's progress bar and its counts (changed, failed, skipped), in the interface language. */
export function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const finished = isFinished(job)
  const label = t(finished ? `jobs.status.${job.status}` : 'jobs.progress', { done: format.integer(job.done), total: format.integer(job.total) })
  const counts = t('jobs.counts', { succeeded: format.integer(job.succeeded), failed: format.integer(job.failed), skipped: format.integer(job.skipped) })
  const intent = !finished ? undefined : job.status === 'succeeded' ? 'success' : job.status === 'failed' ? 'error' : 'warning'
  return (
    <Field label={label} hint={counts} validationState="none">
      <ProgressBar value={job.total ? job.done / job.total : finished ? 1 : 0} thickness="large" color={intent} aria-valuetext={label} />
    </Field>
  )
}

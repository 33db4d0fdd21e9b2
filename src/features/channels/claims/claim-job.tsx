import { Spinner, Text } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Job, JobPreview } from '@/api/generated/channel/model'
import { isFinished, JobOutcomes, JobPreviewList, JobProgress } from '@/shared/jobs'

/** The server's preview of a move on many claims: the counts, then the first claims with what changes, or why they are refused. */
export function ClaimJobPreview({ preview, total }: { preview: JobPreview; total: number }) {
  const { t } = useTranslation('claims')
  const shown = (field: string, value: string | null) => (value === null ? '—' : field === 'status' ? t(`status.${value}`) : value)
  return <JobPreviewList preview={preview} total={total} say={(key, values = {}) => t(`moves.${key}`, values)} shown={shown} />
}

/** A claim job as it runs and after: the jobs kit's progress and, once finished, the claims not moved and why. */
export function ClaimJobState({ job }: { job: Job | undefined }) {
  const { t } = useTranslation('claims')
  if (!job) return <Spinner size="small" />
  return (
    <>
      <JobProgress job={job} />
      {isFinished(job) ? <JobOutcomes job={job} /> : <Text>{t('moves.keepsRunning')}</Text>}
    </>
  )
}

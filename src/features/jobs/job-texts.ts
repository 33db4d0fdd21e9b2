import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Job, VideoBulkChanges } from '@/api/generated/channel/model'

/** The fields of a bulk change, as jobs are named (`jobs.fields.<name>` in common.json). */
const CHANGE_FIELDS: readonly (keyof VideoBulkChanges)[] = ['title', 'description', 'tags', 'privacyStatus', 'categoryId', 'madeForKids', 'monetize']

/** What a job does, in a few words ("Bulk change: Title, Tags", "Claims: Release", "Revert of a bulk change"); the tray and the pages share it. */
export function useJobWhat(): (job: Pick<Job, 'kind' | 'changes' | 'claimAction' | 'records'>) => string {
  const { t } = useTranslation('common')
  return useCallback(
    (job) => {
      if (job.kind === 'revert') return t(job.records === 'claim' ? 'jobs.kind.revertClaims' : 'jobs.kind.revert')
      if (job.kind === 'videoImport') return t('jobs.kind.videoImport')
      if (job.kind === 'claimAction') return t('jobs.kind.claimAction', { action: t(`jobs.claimActions.${job.claimAction?.action ?? 'release'}`) })
      const fields = CHANGE_FIELDS.filter((field) => job.changes?.[field] !== undefined).map((field) => t(`jobs.fields.${field}`))
      return fields.length ? t('jobs.kind.videoUpdateOf', { fields: fields.join(', ') }) : t('jobs.kind.videoUpdate')
    },
    [t],
  )
}

/** A job status as a badge colour. */
export const statusColor = (status: Job['status']) =>
  status === 'succeeded' ? 'success' : status === 'failed' ? 'danger' : status === 'partlyFailed' ? 'warning' : ('informative' as const)

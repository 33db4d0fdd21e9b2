import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createVideoUpdateJob, previewVideoUpdateJob, retryJob } from '@/api/generated/channel/endpoints/jobs/jobs'
import { getSearchShortVideosQueryKey } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import { getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import type { Job, JobPreview, VideoBulkChanges } from '@/api/generated/channel/model'
import { versionToSend } from '@/api/record-versions'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { isFinished, JobOutcomes, JobPreviewList, JobProgress, useJob, useLiveJobs } from '@/shared/jobs'
import { useCategoryOptions } from './use-category-options'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** What a job dialog runs: the server's preview of the change, then the job itself. */
export interface JobWork {
  preview: () => Promise<JobPreview>
  start: () => Promise<Job>
  /** For an import: a preview row's number (1 = the first row sent) as the user's file numbers it. */
  lineOf?: (row: number) => number
}

/** The bulk edit's work: the change over the chosen videos, based on the versions the list showed. */
export function videoUpdateWork(channelId: string, ids: readonly string[], changes: VideoBulkChanges): JobWork {
  return {
    preview: () => previewVideoUpdateJob({ channelId, ids: [...ids], changes }),
    start: () => {
      // The versions the list showed: a video someone changed since is skipped, not overwritten.
      const basedOn = Object.fromEntries(
        ids.flatMap((id) => {
          const version = versionToSend(id)
          return version ? [[id, version]] : []
        }),
      )
      return createVideoUpdateJob({ channelId, ids: [...ids], changes, basedOn })
    },
  }
}

export interface VideoJobDialogProps {
  /** The dialog's title (what is changed, how many). */
  title: string
  /** How many videos or rows the work names (the preview lists the first 100). */
  total: number
  work: JobWork
  onBack: () => void
  onClose: () => void
}

/**
 * Bulk work as a server job (the bulk edit, the CSV import): the server's preview first (what
 * changes, what is already so, what is refused and why), then the job, whose progress follows the
 * hub; the dialog may be closed while it runs (it goes on, on the Jobs page). Videos changed by
 * someone since the list (or the file) was read are skipped by the server and listed with who
 * changed them.
 */
export function VideoJobDialog({ title, total, work, onBack, onClose }: VideoJobDialogProps) {
  const { t } = useTranslation('videos')
  const styles = useStyles()
  const format = useFormatters()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [jobId, setJobId] = useState<string | null>(null)
  // The hub's progress of the job moves the dialog (a read every few seconds covers a dropped connection).
  useLiveJobs()
  const preview = useMutation({ mutationFn: () => work.preview() })
  const start = useMutation({ mutationFn: () => work.start(), onSuccess: (job) => setJobId(job.id) })
  const retry = useMutation({ mutationFn: (id: string) => retryJob(id), onSuccess: (job) => setJobId(job.id) })
  const job = useJob(jobId ?? '')
  const running = jobId !== null && !isFinished(job.data)
  const finished = jobId !== null && isFinished(job.data)

  const { mutate: runPreview } = preview
  useEffect(() => runPreview(), [runPreview])
  useEffect(() => {
    if (!finished) return
    void queryClient.invalidateQueries({ queryKey: [getSearchVideosQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: [getSearchShortVideosQueryKey()[0]] })
  }, [finished, queryClient])

  const failure = preview.error ?? start.error ?? retry.error ?? (jobId ? job.error : null)
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(failure)}</MessageBarBody>
              </MessageBar>
            ) : null}
            {jobId === null ? (
              preview.data ? (
                <PreviewBody preview={preview.data} total={total} lineOf={work.lineOf} />
              ) : preview.isPending ? (
                <Spinner size="small" label={t('bulk.job.previewing')} />
              ) : null
            ) : job.data ? (
              <>
                <JobProgress job={job.data} />
                {running ? <Text>{t('bulk.job.keepsRunning')}</Text> : null}
                {finished ? <JobOutcomes job={job.data} /> : null}
              </>
            ) : (
              <Spinner size="small" />
            )}
          </DialogContent>
          <DialogActions>
            {jobId === null ? (
              <>
                <Button onClick={onBack} disabled={start.isPending}>
                  {t('bulk.job.back')}
                </Button>
                <Button
                  appearance="primary"
                  disabled={!preview.data || preview.data.changes === 0 || start.isPending}
                  icon={start.isPending ? <Spinner size="tiny" /> : undefined}
                  onClick={() => start.mutate()}
                >
                  {t('bulk.job.start', { count: preview.data?.changes ?? 0, formatted: format.integer(preview.data?.changes ?? 0) })}
                </Button>
              </>
            ) : (
              <>
                {finished && job.data && job.data.failed + job.data.skipped > 0 && job.data.kind !== 'revert' ? (
                  <Button disabled={retry.isPending} onClick={() => retry.mutate(jobId)}>
                    {t('bulk.retry', { count: job.data.failed + job.data.skipped })}
                  </Button>
                ) : null}
                <Button appearance="primary" onClick={onClose}>
                  {t('bulk.close')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** The server's preview: the counts, then the first videos with each field before and after, or why it is refused. */
function PreviewBody({ preview, total, lineOf }: { preview: JobPreview; total: number; lineOf?: (row: number) => number }) {
  const { t } = useTranslation('videos')
  const format = useFormatters()
  const categories = useCategoryOptions()
  /** A value as the lists show it: privacy and yes/no in words, a category by its name. */
  const shown = (field: string, value: string | null) => {
    if (value === null || value === '') return '—'
    if (field === 'privacyStatus') return t(`privacy.${value}`)
    if (field === 'madeForKids' || field === 'monetize') return t(value === 'true' ? 'bulk.job.yes' : 'bulk.job.no')
    if (field === 'categoryId') return categories.labelOf(value) ?? value
    return value
  }
  return (
    <JobPreviewList
      preview={preview}
      total={total}
      say={(key, values = {}) => t(key === 'unknownFailure' ? 'bulk.unknownError' : `bulk.job.${key}`, values)}
      shown={shown}
      lead={(item) => (item.row ? t('bulk.job.row', { row: format.integer(lineOf?.(item.row) ?? item.row) }) : null)}
    />
  )
}

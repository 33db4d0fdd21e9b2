import { Badge, Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import { ArrowRepeatAllRegular, ArrowUndoRegular } from '@fluentui/react-icons'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { retryJob, revertJob } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { Job, JobItem } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { LoadFailure, useConfirm } from '@/shared/feedback'
import { DetailList, PageFrame } from '@/shared/frame'
import { useErrorText, useFormatters } from '@/shared/hooks'
import { isFinished, JobProgress, useJob, useLiveJobs } from '@/shared/jobs'
import { CellText, ListView, useServerList, type ListColumn, type ListFilterControl, type ListFiltersOf } from '@/shared/list'
import { statusColor, useJobWhat } from '../job-texts'
import { JOB_ITEM_STATUSES, JOB_ITEMS, JOB_ITEMS_DEFAULT_COLUMNS, jobItemsFilters, jobItemsList } from './job-items-list'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
})

/** /jobs/:jobId: a job's progress (live), what it changes, its items with their outcomes (server paged), retry and revert. */
export function JobScreen() {
  const { t } = useTranslation('jobs')
  const { jobId = '' } = useParams()
  useLiveJobs()
  const query = useJob(jobId)
  if (!query.data)
    return (
      <PageFrame title={t('detail.title')}>
        {query.error ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : <Spinner label={t('detail.loading')} />}
      </PageFrame>
    )
  return <JobBody job={query.data} />
}

function JobBody({ job }: { job: Job }) {
  const { t } = useTranslation('jobs')
  const styles = useStyles()
  const format = useFormatters()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const { can } = usePermissions()
  const [confirm, confirmDialog] = useConfirm()
  const jobWhat = useJobWhat()
  const finished = isFinished(job)
  const toNewJob = { onSuccess: (next: Job) => void navigate(`/jobs/${next.id}`) }
  const retry = useMutation({ mutationFn: () => retryJob(job.id), ...toNewJob })
  const revert = useMutation({ mutationFn: () => revertJob(job.id), ...toNewJob })
  // Retrying or reverting a job changes what it changed: videos (video_write) or claims (claim_write).
  const mayWrite = can(job.records === 'claim' ? 'claim_write' : 'video_write')
  const notDone = job.failed + job.skipped
  const redoable = job.kind === 'videoUpdate' || job.kind === 'videoImport' || job.kind === 'claimAction'
  const canRetry = mayWrite && finished && notDone > 0 && redoable
  const canRevert = mayWrite && finished && redoable && !job.revertedByJobId && job.succeeded > 0

  const askRevert = async () => {
    const yes = await confirm({
      title: t('detail.revertTitle'),
      message: t(job.records === 'claim' ? 'detail.revertClaimsMessage' : 'detail.revertMessage', {
        count: job.succeeded,
        formatted: format.integer(job.succeeded),
      }),
      confirmLabel: t('detail.revert'),
    })
    if (yes) revert.mutate()
  }

  const pathLink = (to: string, label: string) => (
    <Link as="a" href={to} onClick={(event) => (event.preventDefault(), void navigate(to))}>
      {label}
    </Link>
  )
  const jobLink = (id: string, label: string) => pathLink(`/jobs/${id}`, label)
  const failure = retry.error ?? revert.error
  return (
    <PageFrame
      title={jobWhat(job)}
      subtitle={t('detail.subtitle', { name: job.createdBy.name, when: format.dateTime(job.createdAt) })}
      actions={
        <>
          {canRetry ? (
            <Button icon={<ArrowRepeatAllRegular />} disabled={retry.isPending} onClick={() => retry.mutate()}>
              {t('detail.retry', { count: notDone, formatted: format.integer(notDone) })}
            </Button>
          ) : null}
          {canRevert ? (
            <Button icon={<ArrowUndoRegular />} disabled={revert.isPending} onClick={() => void askRevert()}>
              {t('detail.revert')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.body}>
        {failure ? (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(failure)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <JobProgress job={job} />
        <DetailList
          items={[
            {
              term: t('columns.status'),
              value: (
                <Badge appearance="tint" shape="rounded" color={statusColor(job.status)}>
                  {t(`status.${job.status}`)}
                </Badge>
              ),
            },
            { term: t('columns.createdBy'), value: job.createdBy.name },
            { term: t('columns.createdAt'), value: format.dateTime(job.createdAt) },
            { term: t('columns.finishedAt'), value: job.finishedAt ? format.dateTime(job.finishedAt) : '—' },
            ...(job.sourceJobId
              ? [{ term: t(job.kind === 'revert' ? 'detail.reverts' : 'detail.retries'), value: jobLink(job.sourceJobId, t('detail.openJob')) }]
              : []),
            ...(job.revertedByJobId ? [{ term: t('detail.revertedBy'), value: jobLink(job.revertedByJobId, t('detail.openJob')) }] : []),
            ...(can('audit_read') ? [{ term: t('detail.audit'), value: pathLink(`/audit?jobId=${job.id}`, t('detail.auditItems')) }] : []),
          ]}
        />
        <JobItems job={job} />
      </div>
      {confirmDialog}
    </PageFrame>
  )
}

/** The job's items, a page at a time from the server, with each one's outcome: why it failed, or who changed it meanwhile. */
function JobItems({ job }: { job: Job }) {
  const { t } = useTranslation('jobs')
  const format = useFormatters()
  const toFilters = useMemo(() => jobItemsFilters(job.id), [job.id])
  const server = useServerList(jobItemsList, toFilters, JOB_ITEMS)
  // The job ended, however the page learnt it (the hub, or its read every few seconds while the hub
  // is away): its items are read again, as the outcomes shown were those of a running job.
  const finished = isFinished(job)
  const wasFinished = useRef(finished)
  const { refresh } = server
  useEffect(() => {
    if (finished && !wasFinished.current) void refresh()
    wasFinished.current = finished
  }, [finished, refresh])
  const columns = useMemo<ListColumn<JobItem, never>[]>(() => {
    const outcome = (item: JobItem) =>
      item.status === 'skipped'
        ? t('items.changedSince', { name: item.changedBy?.name ?? t('items.someone'), when: item.changedAt ? format.dateTime(item.changedAt) : '' })
        : item.status === 'failed'
          ? (item.message ?? t('items.unknownError'))
          : ''
    return [
      {
        id: 'title',
        label: t('items.columns.title'),
        render: (item) => <CellText text={item.title || item.id} />,
        csv: (item) => item.title,
        width: 320,
        required: true,
      },
      {
        id: 'status',
        label: t('items.columns.status'),
        render: (item) => t(`items.status.${item.status}`),
        csv: (item) => item.status,
        width: 150,
        phone: true,
      },
      { id: 'outcome', label: t('items.columns.outcome'), render: (item) => <CellText text={outcome(item)} />, csv: outcome, width: 420 },
      { id: 'id', label: t('items.columns.id'), render: (item) => item.id, csv: (item) => item.id, width: 300 },
    ]
  }, [t, format])
  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof jobItemsList>>[]>(
    () => [
      { kind: 'select', key: 'status', label: t('items.filter'), options: JOB_ITEM_STATUSES.map((value) => ({ value, label: t(`items.status.${value}`) })) },
    ],
    [t],
  )
  return (
    <section aria-label={t('items.title')}>
      <ListView
        list={server.list}
        query={server.query}
        fetchPage={server.fetchPage}
        ariaLabel={t('items.title')}
        columns={columns}
        defaultColumns={JOB_ITEMS_DEFAULT_COLUMNS}
        getRowId={(item) => item.id}
        rowLabel={(item) => item.title || item.id}
        filters={filters}
        exportFileName={t('items.exportFile')}
        emptyMessage={t('items.empty')}
      />
    </section>
  )
}

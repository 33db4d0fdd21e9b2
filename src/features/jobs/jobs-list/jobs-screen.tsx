import { Badge, Link, makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { OpenRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useGetIdentityEntityKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { getSearchJobsQueryKey, searchJobs, useSearchJobs } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { Job, JobSearchRequest } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { useFormatters } from '@/shared/hooks'
import { useLiveJobs } from '@/shared/jobs'
import { ListPage, serverListSource, useServerList, type ListColumn, type ListFilterControl, type ListFiltersOf, type RowAction } from '@/shared/list'
import { useKeyValueLookup } from '@/shared/options'
import { ALL_JOBS_PERMISSION } from '../access'
import { statusColor, useJobWhat } from '../job-texts'
import { JOB_STATUSES, JOBS_DEFAULT_COLUMNS, jobsList, jobsSearchFilters } from './jobs-list'

const JOBS = serverListSource<JobSearchRequest, Job>(useSearchJobs, searchJobs, getSearchJobsQueryKey)

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, width: '100%' },
})

/** /jobs: the user's bulk jobs (everyone's for audit_read), newest first, their progress live over the hub. */
export function JobsScreen() {
  const { t } = useTranslation('jobs')
  const format = useFormatters()
  const styles = useStyles()
  const navigate = useNavigate()
  const { can } = usePermissions()
  const jobWhat = useJobWhat()
  const seesAll = can(ALL_JOBS_PERMISSION)
  const server = useServerList(jobsList, jobsSearchFilters, JOBS)
  useLiveJobs()
  const users = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'User', { selected: [server.list.state.filters.createdById], enabled: seesAll })

  const columns = useMemo<ListColumn<Job, never>[]>(
    () => [
      {
        id: 'createdAt',
        label: t('columns.createdAt'),
        render: (job) => (
          <Link as="a" href={`/jobs/${job.id}`} onClick={(event) => (event.preventDefault(), void navigate(`/jobs/${job.id}`))}>
            {format.dateTime(job.createdAt)}
          </Link>
        ),
        csv: (job) => job.createdAt,
        width: 180,
      },
      { id: 'kind', label: t('columns.kind'), render: (job) => jobWhat(job), csv: (job) => jobWhat(job), width: 240, phone: true },
      {
        id: 'status',
        label: t('columns.status'),
        render: (job) => (
          <Badge appearance="tint" shape="rounded" color={statusColor(job.status)}>
            {t(`status.${job.status}`)}
          </Badge>
        ),
        csv: (job) => job.status,
        width: 150,
        phone: true,
      },
      {
        id: 'progress',
        label: t('columns.progress'),
        render: (job) => {
          const text = t('progress', { done: format.integer(job.done), total: format.integer(job.total) })
          return (
            <span className={styles.progress}>
              <ProgressBar
                value={job.total ? job.done / job.total : 1}
                thickness="medium"
                color={statusColor(job.status) === 'danger' ? 'error' : undefined}
                aria-label={text}
              />
              <span>{text}</span>
            </span>
          )
        },
        csv: (job) => `${job.done}/${job.total}`,
        width: 180,
      },
      {
        id: 'counts',
        label: t('columns.counts'),
        render: (job) => t('counts', { succeeded: format.integer(job.succeeded), failed: format.integer(job.failed), skipped: format.integer(job.skipped) }),
        csv: (job) => `${job.succeeded} ${job.failed} ${job.skipped}`,
        width: 240,
      },
      { id: 'createdBy', label: t('columns.createdBy'), render: (job) => job.createdBy.name, csv: (job) => job.createdBy.name, width: 180 },
      {
        id: 'finishedAt',
        label: t('columns.finishedAt'),
        render: (job) => (job.finishedAt ? format.dateTime(job.finishedAt) : '—'),
        csv: (job) => job.finishedAt ?? '',
        width: 180,
      },
    ],
    [t, format, navigate, styles.progress, jobWhat],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof jobsList>>[]>(
    () => [
      { kind: 'select', key: 'status', label: t('filters.status'), options: JOB_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
      ...(seesAll
        ? [{ kind: 'select' as const, key: 'createdById' as const, label: t('filters.createdBy'), options: users.options, loading: users.loading }]
        : []),
    ],
    [t, seesAll, users.options, users.loading],
  )

  const rowActions = useMemo<RowAction<Job>[]>(
    () => [{ id: 'open', label: t('open'), icon: <OpenRegular />, onSelect: (job) => void navigate(`/jobs/${job.id}`) }],
    [t, navigate],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      subtitle={t(seesAll ? 'subtitleAll' : 'subtitle')}
      columns={columns}
      defaultColumns={JOBS_DEFAULT_COLUMNS}
      getRowId={(job) => job.id}
      rowLabel={(job) => `${jobWhat(job)} · ${format.dateTime(job.createdAt)}`}
      filters={filters}
      rowActions={rowActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
    />
  )
}

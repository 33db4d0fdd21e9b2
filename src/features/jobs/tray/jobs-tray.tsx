import {
  Button,
  CounterBadge,
  Link,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  ProgressBar,
  Spinner,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { CheckmarkCircleRegular, TaskListLtrRegular } from '@fluentui/react-icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSearchJobs } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { Job } from '@/api/generated/channel/model'
import { readJson, readString, tabStore, writeJson, writeString } from '@/lib/safe-storage'
import { jobsRunningKey, jobsSeenKey } from '@/lib/storage-keys'
import { useClaims, usePermissions } from '@/shared/auth'
import { QueryFailure, useNotify } from '@/shared/feedback'
import { useFormatters } from '@/shared/hooks'
import { isFinished, useLiveJobs } from '@/shared/jobs'
import { JOBS_ACCESS } from '../access'
import { useJobWhat } from '../job-texts'

/** The tray shows the user's newest jobs; while one runs it is read again this often (the hub moves it in between). */
const SHOWN = 5
const POLL_WHILE_RUNNING_MS = 3000

const useStyles = makeStyles({
  // An icon button's footprint (the badge is a child, so Fluent would size it as a text button).
  trigger: { position: 'relative', overflow: 'visible', minWidth: '32px', maxWidth: '32px', paddingInline: 0 },
  badge: { position: 'absolute', top: 0, insetInlineEnd: 0, transform: 'translate(25%, -15%)', pointerEvents: 'none' },
  surface: {
    width: 'min(360px, calc(100vw - 2 * 16px))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalM,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  what: { overflowWrap: 'anywhere' },
  state: { color: tokens.colorNeutralForeground3 },
  done: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  // The jobs could not be read: a dot on the icon says so before the tray is opened (as the bell's).
  errorDot: {
    position: 'absolute',
    top: '2px',
    insetInlineEnd: '2px',
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground3,
    boxShadow: `0 0 0 ${tokens.strokeWidthThick} ${tokens.colorNeutralBackground1}`,
    pointerEvents: 'none',
  },
})

/** When the user last opened the tray (finished jobs after it are "new"); the first visit counts as now. */
function useSeenAt(userId: string | null): [number, () => void] {
  const key = userId ? jobsSeenKey(userId) : null
  const [seenAt, setSeenAt] = useState(() => {
    const stored = key ? Number(readString(key)) : NaN
    if (Number.isFinite(stored) && stored > 0) return stored
    const now = Date.now()
    if (key) writeString(key, String(now))
    return now
  })
  const markSeen = () => {
    const now = Date.now()
    if (key) writeString(key, String(now))
    setSeenAt(now)
  }
  return [seenAt, markSeen]
}

/** The ids of the jobs this tab saw running, kept over a reload. */
function readSeenRunning(userId: string): Set<string> {
  const stored = readJson(jobsRunningKey(userId), tabStore())
  return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [])
}

/**
 * The header's jobs indicator: the user's running jobs with their progress (live over the hub), and
 * the jobs that finished since the user last looked. It reads the server, so it survives navigation
 * and reload; a job seen running here says so in a toast when it ends.
 */
export function JobsTray() {
  const { can } = usePermissions()
  const { userId } = useClaims()
  if (!userId || !can(JOBS_ACCESS.permissions)) return null
  return <Tray userId={userId} key={userId} />
}

function Tray({ userId }: { userId: string }) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const format = useFormatters()
  const navigate = useNavigate()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [seenAt, markSeen] = useSeenAt(userId)
  const jobWhat = useJobWhat()
  useLiveJobs()
  const query = useSearchJobs(
    { index: 0, size: SHOWN, createdById: userId },
    { query: { refetchInterval: (q) => (q.state.data?.items.some((job) => !isFinished(job)) ? POLL_WHILE_RUNNING_MS : false) } },
  )
  const jobs = useMemo(() => query.data?.items ?? [], [query.data])
  const running = jobs.filter((job) => !isFinished(job))
  const fresh = jobs.filter((job) => isFinished(job) && job.finishedAt && Date.parse(job.finishedAt) > seenAt)

  // A job this tab saw running says it is done, wherever the user is now, and after a reload
  // that it ended during (the ids are kept in the tab's storage).
  const seenRunning = useRef<Set<string> | null>(null)
  useEffect(() => {
    const seen = (seenRunning.current ??= readSeenRunning(userId))
    const before = seen.size
    let ended = false
    for (const job of jobs) {
      if (!isFinished(job)) seen.add(job.id)
      else if (seen.delete(job.id)) {
        ended = true
        const body = t('jobs.counts', { succeeded: format.integer(job.succeeded), failed: format.integer(job.failed), skipped: format.integer(job.skipped) })
        const title = t('jobs.tray.finished', { what: jobWhat(job) })
        if (job.status === 'succeeded') notify.success(title, { body, id: `job-${job.id}` })
        else notify.warning(title, { body, id: `job-${job.id}` })
      }
    }
    if (ended || seen.size !== before) writeJson(jobsRunningKey(userId), [...seen], tabStore())
  }, [jobs, userId, t, format, notify, jobWhat])

  // Always in the header for those who may run jobs (as the bell is): idle, busy reading, running,
  // done, or unable to read them, which it says on itself and, with a Retry, inside.
  const failed = query.isError
  const state = failed ? 'error' : running.length ? 'running' : fresh.length ? 'done' : 'idle'
  const label =
    state === 'error'
      ? t('jobs.tray.failed')
      : state === 'running'
        ? t('jobs.tray.running', { count: running.length, formatted: format.integer(running.length) })
        : state === 'done'
          ? t('jobs.tray.done', { count: fresh.length, formatted: format.integer(fresh.length) })
          : t('jobs.tray.title')
  const shown = jobs.filter((job) => !isFinished(job) || fresh.includes(job))
  const openJob = (job: Job) => {
    setOpen(false)
    markSeen()
    void navigate(`/jobs/${job.id}`)
  }
  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open)
        if (!data.open) markSeen()
      }}
      positioning="below-end"
      withArrow
    >
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label">
          <Button
            appearance="subtle"
            className={styles.trigger}
            data-jobs-tray={state}
            aria-busy={query.isPending || undefined}
            icon={
              state === 'running' ? (
                <Spinner size="extra-tiny" />
              ) : state === 'done' ? (
                <CheckmarkCircleRegular className={styles.done} />
              ) : (
                <TaskListLtrRegular />
              )
            }
          >
            {state === 'running' || state === 'done' ? (
              <CounterBadge className={styles.badge} count={running.length || fresh.length} size="small" color={running.length ? 'brand' : 'informative'} />
            ) : null}
            {failed ? <span className={styles.errorDot} aria-hidden="true" /> : null}
          </Button>
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('jobs.tray.title')} data-jobs-tray-surface="">
        <Text weight="semibold">{label}</Text>
        {failed ? (
          <QueryFailure query={query} title={t('jobs.tray.failed')} />
        ) : query.isPending ? (
          <Spinner size="small" />
        ) : shown.length === 0 ? (
          <Text className={styles.muted}>{t('jobs.tray.none')}</Text>
        ) : (
          <ul className={styles.list}>
            {shown.map((job) => (
              <TrayItem key={job.id} job={job} onOpen={() => openJob(job)} />
            ))}
          </ul>
        )}
        <Link
          as="a"
          href="/jobs"
          onClick={(event) => {
            event.preventDefault()
            setOpen(false)
            markSeen()
            void navigate('/jobs')
          }}
        >
          <TaskListLtrRegular /> {t('jobs.tray.all')}
        </Link>
      </PopoverSurface>
    </Popover>
  )
}

function TrayItem({ job, onOpen }: { job: Job; onOpen: () => void }) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const format = useFormatters()
  const what = useJobWhat()(job)
  const finished = isFinished(job)
  const state = finished ? t(`jobs.status.${job.status}`) : t('jobs.progress', { done: format.integer(job.done), total: format.integer(job.total) })
  return (
    <li className={styles.item} data-tray-job={job.id} data-status={job.status}>
      <Link as="a" href={`/jobs/${job.id}`} className={styles.what} onClick={(event) => (event.preventDefault(), onOpen())}>
        {what}
      </Link>
      <ProgressBar
        value={job.total ? job.done / job.total : 1}
        thickness="medium"
        color={finished ? (job.status === 'succeeded' ? 'success' : 'warning') : undefined}
        aria-label={state}
      />
      <Text size={200} className={styles.state}>
        {state}
      </Text>
    </li>
  )
}

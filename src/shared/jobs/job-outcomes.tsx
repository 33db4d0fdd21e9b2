import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useSearchJobItems } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { Job } from '@/api/generated/channel/model'
import { QueryFailure } from '@/shared/feedback'
import { useFormatters } from '@/shared/hooks'

const SHOWN = 500

const useStyles = makeStyles({
  list: {
    maxHeight: '40vh',
    overflowY: 'auto',
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
})

/** The items of a finished job that did not go through: each failed one with its reason, each skipped one with who changed it and when. */
export function JobOutcomes({ job }: { job: Job }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const styles = useStyles()
  const query = useSearchJobItems(job.id, { index: 0, size: SHOWN, status: ['failed', 'skipped'] }, { query: { enabled: job.failed + job.skipped > 0 } })
  if (job.failed + job.skipped === 0) return null
  if (query.error) return <QueryFailure query={query} />
  if (!query.data) return <Spinner size="tiny" label={t('jobs.loadingItems')} />
  return (
    <>
      <Text weight="semibold">{t('jobs.notDone')}</Text>
      <ul className={styles.list} aria-label={t('jobs.notDone')}>
        {query.data.items.map((item) => (
          <li key={item.id} data-job-item={item.id} data-status={item.status}>
            <span className={styles.name}>{item.title || item.id}</span>
            {': '}
            <span>
              {item.status === 'skipped'
                ? t('jobs.changedSince', {
                    name: item.changedBy?.name ?? t('jobs.someone'),
                    when: item.changedAt ? format.dateTime(item.changedAt) : '',
                  })
                : (item.message ?? t('jobs.unknownError'))}
            </span>
          </li>
        ))}
      </ul>
      {query.data.totalCount > SHOWN ? (
        <Text size={200}>{t('jobs.firstShown', { shown: format.integer(SHOWN), total: format.integer(query.data.totalCount) })}</Text>
      ) : null}
    </>
  )
}

import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Job, JobPreview } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { isFinished, JobOutcomes, JobProgress } from '@/shared/jobs'

const useStyles = makeStyles({
  items: {
    maxHeight: '40vh',
    overflowY: 'auto',
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  field: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  before: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
})

/** The server's preview of a move on many claims: the counts, then the first claims with what changes, or why they are refused. */
export function ClaimJobPreview({ preview, total }: { preview: JobPreview; total: number }) {
  const { t } = useTranslation('claims')
  const styles = useStyles()
  const format = useFormatters()
  const shown = (field: string, value: string | null) => (value === null ? '—' : field === 'status' ? t(`status.${value}`) : value)
  return (
    <>
      <MessageBar intent={preview.refused ? 'warning' : 'info'} role="status">
        <MessageBarBody>
          {t('moves.previewSummary', {
            count: preview.changes,
            changes: format.integer(preview.changes),
            unchanged: format.integer(preview.unchanged),
            refused: format.integer(preview.refused),
          })}
        </MessageBarBody>
      </MessageBar>
      <ul className={styles.items} aria-label={t('moves.previewList')}>
        {preview.items.map((item) => (
          <li key={item.id} data-preview-item={item.id} data-outcome={item.outcome}>
            <span className={styles.name}>{item.title || item.id}</span>
            {item.outcome === 'refused' ? (
              <Text block>{item.message ?? t('moves.unknownFailure')}</Text>
            ) : item.outcome === 'unchanged' ? (
              <Text block>{t('moves.alreadySo')}</Text>
            ) : (
              item.fields.map((field) => (
                <Text block key={field.field} className={styles.field}>
                  {t(`moves.fields.${field.field}`)}: <span className={styles.before}>{shown(field.field, field.before)}</span> →{' '}
                  {shown(field.field, field.after)}
                </Text>
              ))
            )}
          </li>
        ))}
      </ul>
      {total > preview.items.length ? (
        <Text size={200}>{t('moves.previewFirst', { shown: format.integer(preview.items.length), total: format.integer(total) })}</Text>
      ) : null}
    </>
  )
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

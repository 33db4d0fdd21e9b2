import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowDownRightRegular, ArrowUpRightRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { ReportOverview } from '@/api/generated/channel/model'
import { useFormatters, useErrorText } from '@/shared/hooks'
import { Surface } from '@/shared/frame'
import type { WidgetQuery } from '@/shared/charts'
import { changeOf, formatMetric } from './metrics'

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: tokens.spacingHorizontalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2 },
  value: { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  change: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontVariantNumeric: 'tabular-nums' },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  flat: { color: tokens.colorNeutralForeground2 },
})

/** The report's headline figures: each total with its change against the previous period. */
export function Headline({ query, overview, busy }: { query: WidgetQuery; overview: ReportOverview | undefined; busy: boolean }) {
  const { t } = useTranslation(['reports', 'common'])
  const f = useFormatters()
  const styles = useStyles()
  const errorText = useErrorText()
  if (query.isError && !overview) {
    return (
      <MessageBar intent="error" layout="multiline" data-testid="report-error">
        <MessageBarBody>{errorText(query.error)}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    )
  }
  if (!overview) {
    return (
      <Skeleton className={styles.grid} aria-label={t('common:states.loading')}>
        {[0, 1, 2].map((index) => (
          <SkeletonItem key={index} size={72} />
        ))}
      </Skeleton>
    )
  }
  const previous = t('pages.reports.headline.previous', { from: f.date(overview.previousStartDate), to: f.date(overview.previousEndDate) })
  return (
    // Busy while the figures of new filters load over the previous ones.
    <section className={styles.block} aria-label={t('pages.reports.headline.label')} aria-busy={busy}>
      <div className={styles.grid}>
        {overview.totals.map((total) => {
          const change = changeOf(total.value, total.previousValue)
          const direction = change === null || Math.abs(change) < 0.0005 ? 'flat' : change > 0 ? 'up' : 'down'
          return (
            <Surface as="div" key={`${total.metric}-${total.currency ?? ''}`} className={styles.card} data-testid={`headline-${total.metric}`}>
              <Text size={200} className={styles.label}>
                {t(`pages.reports.metrics.${total.metric}`)}
              </Text>
              <Text size={600} weight="semibold" className={styles.value}>
                {formatMetric(f, total.metric, total.value, total.currency)}
              </Text>
              <Text size={200} className={mergeClasses(styles.change, styles[direction])}>
                {direction === 'up' ? <ArrowUpRightRegular aria-hidden="true" /> : direction === 'down' ? <ArrowDownRightRegular aria-hidden="true" /> : null}
                {change === null
                  ? t('pages.reports.headline.noPrevious')
                  : t('pages.reports.headline.change', {
                      change: `${change > 0 ? '+' : ''}${f.percent(change)}`,
                      previous: formatMetric(f, total.metric, total.previousValue, total.currency),
                    })}
              </Text>
            </Surface>
          )
        })}
      </div>
      {/* The period the changes compare with, as visible text (not a hover-only title): readable by keyboard and screen-reader users. */}
      <Text size={200} className={styles.label} data-testid="headline-previous">
        {previous}
      </Text>
    </section>
  )
}

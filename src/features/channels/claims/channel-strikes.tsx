import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { ArrowClockwiseRegular, ShieldErrorRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useGetChannelStrikes } from '@/api/generated/channel/endpoints/claims/claims'
import { useErrorText, useFormatters } from '@/shared/hooks'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorPaletteRedForeground1 },
  title: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  item: { display: 'block', paddingInlineStart: tokens.spacingHorizontalXXL, color: tokens.colorNeutralForeground2 },
})

/**
 * The channel's copyright strikes in force, each with its video, reason and expiry (nothing when
 * it has none). Spans only, as it stands in the page's subtitle paragraph: while they load a busy
 * line, and when they could not be loaded the reason with a Retry.
 */
export function ChannelStrikes({ channelId }: { channelId: string }) {
  const { t } = useTranslation(['claims', 'common'])
  const format = useFormatters()
  const errorText = useErrorText()
  const styles = useStyles()
  const query = useGetChannelStrikes(channelId)
  if (query.isError)
    return (
      <span className={styles.root} role="alert" data-testid="channel-strikes-error">
        <Text>
          {t('strikes.loadFailed')} {errorText(query.error)}
        </Text>
        <Button size="small" icon={<ArrowClockwiseRegular />} disabledFocusable={query.isFetching} onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </span>
    )
  if (query.isPending)
    return (
      <Text size={200} aria-busy="true" className={styles.item}>
        {t('strikes.loading')}
      </Text>
    )
  const strikes = query.data
  if (!strikes.totalCount) return null
  return (
    // Spans only: it stands in the page's subtitle paragraph.
    <span className={styles.root} role="group" aria-label={t('strikes.label')} data-testid="channel-strikes">
      <Text weight="semibold" className={styles.title}>
        <ShieldErrorRegular aria-hidden="true" />
        {t('strikes.count', { count: strikes.totalCount })}
      </Text>
      {strikes.items.map((strike) => (
        <Text key={strike.id} size={200} className={styles.item}>
          {t('strikes.item', {
            video: strike.videoTitle,
            reason: strike.reason,
            claimant: strike.claimant,
            expires: format.date(strike.expiresAt.slice(0, 10)),
          })}
        </Text>
      ))}
    </span>
  )
}

import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { ShieldErrorRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useGetChannelStrikes } from '@/api/generated/channel/endpoints/claims/claims'
import { useFormatters } from '@/shared/hooks'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorPaletteRedForeground1 },
  title: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  item: { display: 'block', paddingInlineStart: tokens.spacingHorizontalXXL, color: tokens.colorNeutralForeground2 },
})

/** The channel's copyright strikes in force, each with its video, reason and expiry (nothing when it has none). */
export function ChannelStrikes({ channelId }: { channelId: string }) {
  const { t } = useTranslation('claims')
  const format = useFormatters()
  const styles = useStyles()
  const strikes = useGetChannelStrikes(channelId).data
  if (!strikes?.totalCount) return null
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

import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Channel } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  counts: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', margin: 0 },
  count: { display: 'flex', flexDirection: 'column-reverse', margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  large: { fontSize: tokens.fontSizeBase500 },
})

/** A channel's subscriber and video counts; `compact` writes 2,5 Mn for a card. */
export function ChannelCounts({ channel, compact = false }: { channel: Pick<Channel, 'subscriberCount' | 'videoCount'>; compact?: boolean }) {
  const { t } = useTranslation('channels')
  const styles = useStyles()
  const format = useFormatters()
  const value = compact ? styles.value : `${styles.value} ${styles.large}`
  return (
    <dl className={styles.counts}>
      <div className={styles.count}>
        <dt className={styles.term}>{t('pages.channels.detail.subscribers')}</dt>
        <dd className={value}>{compact ? format.compact(channel.subscriberCount) : format.integer(channel.subscriberCount)}</dd>
      </div>
      <div className={styles.count}>
        <dt className={styles.term}>{t('pages.channels.detail.videoCount')}</dt>
        <dd className={value}>{format.integer(channel.videoCount)}</dd>
      </div>
    </dl>
  )
}

/** A channel's connection to the platform, its monetization and (when passive) its status, as badges. */
export function ChannelBadges({ channel }: { channel: Pick<Channel, 'isChannelConnectedToPlatform' | 'isChannelMonetizationEnabled' | 'status'> }) {
  const { t } = useTranslation('channels')
  const styles = useStyles()
  return (
    <span className={styles.row}>
      <Badge appearance="tint" color={channel.isChannelConnectedToPlatform ? 'success' : 'warning'}>
        {t(channel.isChannelConnectedToPlatform ? 'pages.channels.badges.connected' : 'pages.channels.badges.notConnected')}
      </Badge>
      <Badge appearance="tint" color={channel.isChannelMonetizationEnabled ? 'brand' : 'subtle'}>
        {t(channel.isChannelMonetizationEnabled ? 'pages.channels.badges.monetized' : 'pages.channels.badges.notMonetized')}
      </Badge>
      {channel.status === 'passive' ? (
        <Badge appearance="outline" color="danger">
          {t('pages.channels.badges.passive')}
        </Badge>
      ) : null}
    </span>
  )
}

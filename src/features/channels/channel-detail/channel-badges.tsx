import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Channel } from '@/api/generated/channel/model'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
})

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

import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { ArrowSyncRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { liveStatusKey, useLiveHub, useLiveStatus } from './live-hub'

/**
 * Says that live updates are off and why, with a one-click reconnect once the client has stopped
 * trying by itself. Renders nothing while connected, while the first connection is being made
 * (it takes a moment on every page load; the bell's tooltip says so), or with nobody signed in.
 */
export function LiveStatusBar({ className }: { className?: string }) {
  const { t } = useTranslation('notifications')
  const hub = useLiveHub()
  const live = useLiveStatus()
  if (!live.userId || live.status === 'connected' || live.status === 'connecting') return null
  const trying = live.status === 'reconnecting'
  return (
    <MessageBar intent={live.reason === 'gave_up' ? 'warning' : 'info'} className={className} data-testid="live-status">
      <MessageBarBody>{t(liveStatusKey(live))}</MessageBarBody>
      {trying ? null : (
        <MessageBarActions>
          <Button size="small" icon={<ArrowSyncRegular />} onClick={() => hub.reconnect()}>
            {t('live.reconnect')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  )
}

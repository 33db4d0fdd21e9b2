import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { BeakerRegular, PlugDisconnectedRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { devControls } from '@/api/dev-controls'
import { useClaims } from '@/shared/auth'
import { useNotify } from '@/shared/feedback'
import { useLiveHub, useLiveStatus } from '../live/live-hub'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
  },
  label: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

/**
 * Mock mode only (rendered behind `__MOCK_MODE__`): ask the mock hub for a test notification,
 * through the live connection when it is up, and drop the connection to watch it reconnect.
 */
export function DevHubControls() {
  const { t } = useTranslation('notifications')
  const styles = useStyles()
  const hub = useLiveHub()
  const live = useLiveStatus()
  const { userId } = useClaims()
  const notify = useNotify()

  const attempt = async (action: () => Promise<void>, done: string) => {
    try {
      await action()
      notify.info(done)
    } catch (error) {
      console.error('[dev controls]', error)
      notify.error(t('dev.failed'))
    }
  }

  const sendTest = () =>
    attempt(async () => {
      if (live.status === 'connected') await hub.sendTestNotification()
      else if (userId) await devControls.sendTestNotification(userId)
    }, t('dev.sent'))

  return (
    <div className={styles.root} data-testid="dev-hub-controls">
      <Caption1 className={styles.label}>{t('dev.title')}</Caption1>
      <div className={styles.buttons}>
        <Button size="small" icon={<BeakerRegular />} disabled={!userId} onClick={() => void sendTest()}>
          {t('dev.sendTest')}
        </Button>
        <Button size="small" icon={<PlugDisconnectedRegular />} onClick={() => void attempt(() => devControls.dropHubConnections(), t('dev.dropped'))}>
          {t('dev.drop')}
        </Button>
      </div>
    </div>
  )
}

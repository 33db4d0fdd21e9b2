import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { StoredUpload } from '@/api/upload/tus-upload'
import type { OtherTabUpload } from './upload-heartbeat'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})

/**
 * An upload this browser started and this page does not send: another tab sends it or holds it
 * paused (nothing to do here, and picking the file here would compete with it), or it is
 * interrupted (pick the same file again to continue where it stopped, or forget it).
 */
export function WaitingUpload({
  upload,
  elsewhere,
  onPick,
  onForget,
}: {
  upload: StoredUpload
  elsewhere: OtherTabUpload | undefined
  onPick(): void
  onForget(): void
}) {
  const { t } = useTranslation('uploads')
  const styles = useStyles()
  return (
    <div
      className={styles.root}
      data-interrupted={elsewhere ? undefined : upload.metadata.filename}
      data-elsewhere={elsewhere ? upload.metadata.filename : undefined}
    >
      <Text weight="semibold">{upload.metadata.filename}</Text>
      <Caption1>{elsewhere === 'paused' ? t('tray.pausedElsewhere') : elsewhere ? t('tray.elsewhere') : t('tray.interrupted')}</Caption1>
      {elsewhere ? null : (
        <div>
          <Button size="small" appearance="primary" onClick={onPick}>
            {t('tray.pickAgain')}
          </Button>{' '}
          <Button size="small" onClick={onForget}>
            {t('tray.forget')}
          </Button>
        </div>
      )}
    </div>
  )
}

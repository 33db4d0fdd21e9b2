import { Button, Caption1, makeStyles, ProgressBar, Text, tokens, Tooltip } from '@fluentui/react-components'
import { DismissRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { showBidiControls } from '@/lib/visible-controls'
import { useFormatters } from '@/shared/hooks'
import { uploadManager, type UploadItem } from './upload-manager'

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, alignItems: 'center' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, gridRow: 'span 2' },
  detail: { color: tokens.colorNeutralForeground3 },
})

const percentOf = (item: UploadItem) => (item.total === 0 ? 100 : Math.floor((item.sent / item.total) * 100))

/** One upload: name, progress (bytes, percent, speed, time left), pause / resume / cancel. */
export function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('uploads')
  const format = useFormatters()
  const styles = useStyles()
  const percent = percentOf(item)
  const detail =
    item.phase === 'uploading'
      ? t('row.progress', {
          sent: format.fileSize(item.sent),
          total: format.fileSize(item.total),
          percent,
          speed: item.speed > 0 ? t('row.speed', { value: format.fileSize(item.speed) }) : '',
          left: item.secondsLeft != null ? t('row.left', { value: format.timeSpan(item.secondsLeft) }) : '',
        })
      : t(`phase.${item.phase}`, { percent, failure: item.failure ? t(`failure.${item.failure}`) : '' })
  // Control characters in a name are shown, not obeyed (a reversed `…exe.png` stays `…[U+202E]gnp.exe`).
  const shownName = showBidiControls(item.fileName)
  return (
    <div className={styles.row} data-upload={item.fileName} data-phase={item.phase} data-percent={percent}>
      <Text className={styles.name} weight="semibold" title={shownName}>
        {shownName}
      </Text>
      <div className={styles.actions}>
        {item.phase === 'uploading' || item.phase === 'queued' ? (
          <Tooltip content={t('row.pause', { name: shownName })} relationship="label">
            <Button appearance="subtle" size="small" icon={<PauseRegular />} onClick={() => uploadManager.pause(item.key)} />
          </Tooltip>
        ) : null}
        {item.phase === 'paused' || (item.phase === 'failed' && item.failure !== 'session') ? (
          <Tooltip content={t('row.resume', { name: shownName })} relationship="label">
            <Button appearance="subtle" size="small" icon={<PlayRegular />} onClick={() => uploadManager.resume(item.key)} />
          </Tooltip>
        ) : null}
        {item.phase !== 'done' && item.phase !== 'cancelled' && item.phase !== 'cancelling' ? (
          <Tooltip content={t('row.cancel', { name: shownName })} relationship="label">
            <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={() => void uploadManager.cancel(item.key)} />
          </Tooltip>
        ) : null}
      </div>
      <ProgressBar
        value={percent / 100}
        color={item.phase === 'failed' ? 'error' : item.phase === 'done' ? 'success' : 'brand'}
        aria-label={t('row.label', { name: shownName, percent })}
      />
      <Caption1 className={styles.detail} aria-live="off">
        {detail}
      </Caption1>
    </div>
  )
}

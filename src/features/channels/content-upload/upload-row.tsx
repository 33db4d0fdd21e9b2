import { Button, Caption1, makeStyles, ProgressBar, Text, tokens, Tooltip } from '@fluentui/react-components'
import { ArrowClockwiseRegular, DismissRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
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

/** The clock, ticking each second while `ticking` (a retry's countdown). */
function useSecondsClock(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1_000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [ticking])
  return now
}

/** Why a request is retried, in words: no connection, the server busy, or a server error. */
function retryReason(status: number | null, t: TFunction<'uploads'>) {
  if (status == null) return t('retry.reason.network')
  if (status >= 500) return t('retry.reason.server', { status })
  return t('retry.reason.busy', { status })
}

/** The row's line under the bar: progress while sending, the retry and its countdown, or the phase. */
function useDetail(item: UploadItem, percent: number) {
  const { t } = useTranslation('uploads')
  const format = useFormatters()
  const now = useSecondsClock(item.phase === 'retrying')
  switch (item.phase) {
    case 'uploading':
      return t('row.progress', {
        sent: format.fileSize(item.sent),
        total: format.fileSize(item.total),
        percent,
        speed: item.speed > 0 ? t('row.speed', { value: format.fileSize(item.speed) }) : '',
        left: item.secondsLeft != null ? t('row.left', { value: format.timeSpan(item.secondsLeft) }) : '',
      })
    case 'retrying': {
      const seconds = Math.ceil(((item.retry?.at ?? now) - now) / 1000)
      const reason = retryReason(item.retry?.status ?? null, t)
      return seconds > 0 ? t('retry.waiting', { seconds, reason, percent }) : t('retry.now', { reason, percent })
    }
    case 'offline':
      return t('retry.offline', { percent })
    case 'done':
      return t(item.serverStatus === 'uploaded' ? 'processing.uploaded' : item.serverStatus === 'failed' ? 'processing.failed' : 'processing.processing')
    default:
      return t(`phase.${item.phase}`, { percent, failure: item.failure ? t(`failure.${item.failure}`) : '' })
  }
}

/** One upload: name, progress (bytes, percent, speed, time left), retrying, pause / resume / retry now / cancel. */
export function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation('uploads')
  const styles = useStyles()
  const percent = percentOf(item)
  const detail = useDetail(item, percent)
  const waiting = item.phase === 'retrying' || item.phase === 'offline'
  // Control characters in a name are shown, not obeyed (a reversed `…exe.png` stays `…[U+202E]gnp.exe`).
  const shownName = showBidiControls(item.fileName)
  return (
    <div className={styles.row} data-upload={item.fileName} data-phase={item.phase} data-server-status={item.serverStatus ?? undefined} data-percent={percent}>
      <Text className={styles.name} weight="semibold" title={shownName}>
        {shownName}
      </Text>
      <div className={styles.actions}>
        {waiting ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowClockwiseRegular />}
            aria-label={t('retry.retryNowLabel', { name: shownName })}
            onClick={() => uploadManager.retryNow(item.key)}
          >
            {t('retry.retryNow')}
          </Button>
        ) : null}
        {item.phase === 'uploading' || item.phase === 'queued' || waiting ? (
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
        color={
          item.phase === 'failed' || (item.phase === 'done' && item.serverStatus === 'failed')
            ? 'error'
            : waiting
              ? 'warning'
              : item.phase === 'done'
                ? 'success'
                : 'brand'
        }
        aria-label={t('row.label', { name: shownName, percent })}
      />
      <Caption1 className={styles.detail} aria-live="off" data-retry={waiting ? item.phase : undefined}>
        {detail}
      </Caption1>
    </div>
  )
}

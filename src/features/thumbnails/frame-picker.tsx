import { Button, Field, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components'
import { CameraRegular, NextFrameRegular, PreviousFrameRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FileField } from '@/shared/form'
import { captureFrame } from './thumbnail-canvas'

/** One frame at the usual 30 frames per second: the browser does not say the file's rate. */
const FRAME_SECONDS = 1 / 30

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  video: { width: '100%', maxHeight: '360px', backgroundColor: tokens.colorNeutralBackgroundInverted, borderRadius: tokens.borderRadiusMedium },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
})

const VIDEO_RULES = { accept: ['video/*'] }

/**
 * A frame from a local copy of the video, played by the browser: seek, step frame by frame,
 * capture. A file the browser cannot decode (HEVC in many browsers) says so and offers the
 * server's generated candidates instead of showing a blank frame.
 */
export function FramePicker({ onFrame, onUndecodable }: { onFrame(frame: Blob): void; onUndecodable(): void }) {
  const { t } = useTranslation('thumbnail')
  const styles = useStyles()
  const video = useRef<HTMLVideoElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const [url, setUrl] = useState<string | null>(null)
  const [undecodable, setUndecodable] = useState(false)
  const [time, setTime] = useState(0)

  // The object URL of the chosen file lives until another replaces it or the picker goes.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])

  const choose = (chosen: File[]) => {
    setFiles(chosen)
    setUndecodable(false)
    setUrl(chosen[0] ? URL.createObjectURL(chosen[0]) : null)
  }

  const fail = () => {
    setUndecodable(true)
    onUndecodable()
  }

  const step = (seconds: number) => {
    const element = video.current
    if (!element) return
    element.pause()
    element.currentTime = Math.max(0, Math.min(element.duration || 0, element.currentTime + seconds))
  }

  const capture = async () => {
    const element = video.current
    if (!element) return
    const frame = await captureFrame(element)
    if (frame) onFrame(frame)
    else fail()
  }

  return (
    <div className={styles.root}>
      <FileField label={t('frame.file')} hint={t('frame.hint')} rules={VIDEO_RULES} files={files} onChange={choose} name="video-file" />
      {undecodable ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('frame.undecodable')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {url && !undecodable ? (
        <Field label={t('frame.player')}>
          <video
            ref={video}
            className={styles.video}
            src={url}
            controls
            muted
            playsInline
            preload="auto"
            onError={fail}
            onLoadedData={(event) => (event.currentTarget.videoWidth === 0 ? fail() : undefined)}
            onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          />
        </Field>
      ) : null}
      {url && !undecodable ? (
        <div className={styles.controls}>
          <Button icon={<PreviousFrameRegular />} onClick={() => step(-FRAME_SECONDS)}>
            {t('frame.previous')}
          </Button>
          <Button icon={<NextFrameRegular />} onClick={() => step(FRAME_SECONDS)}>
            {t('frame.next')}
          </Button>
          <Button appearance="primary" icon={<CameraRegular />} onClick={() => void capture()}>
            {t('frame.capture')}
          </Button>
          <Text aria-live="polite">{t('frame.time', { seconds: time.toFixed(2) })}</Text>
        </div>
      ) : null}
    </div>
  )
}

import { Button, makeStyles, MessageBar, MessageBarBody, Text, Textarea, tokens, mergeClasses, Input, Field } from '@fluentui/react-components'
import { PlayRegular } from '@fluentui/react-icons'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { usePublishCaptionTrack, useUpdateCaptionCues } from '@/api/generated/channel/endpoints/captions/captions'
import type { CaptionCue, CaptionTrackDetail } from '@/api/generated/channel/model'
import { checkCues, type Problem } from '@/lib/subtitles'
import { useNotify } from '@/shared/feedback'
import { useErrorText } from '@/shared/hooks'
import { addAfter, cueAt, mergeWithNext, nudge, NUDGE_SECONDS, remove, setText, setTime, split } from './cue-edits'
import { useProblemText } from './problem-list'
import { useCueDraft } from './use-cue-draft'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 2fr) 3fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 760px)': { gridTemplateColumns: '1fr' },
  },
  player: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, position: 'sticky', top: 0, alignSelf: 'start' },
  video: { width: '100%', backgroundColor: '#000', borderRadius: tokens.borderRadiusMedium },
  spoken: { minHeight: '3em', whiteSpace: 'pre-line', textAlign: 'center' },
  list: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '70vh',
    overflowY: 'auto',
  },
  cue: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // An outline, not a thicker border: selecting a cue (on the pointer's press) must not move its buttons under the pointer.
  selected: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, outlineOffset: `-${tokens.strokeWidthThin}` },
  active: { backgroundColor: tokens.colorBrandBackground2 },
  times: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  time: { width: '110px' },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
})

interface CueEditorProps {
  track: CaptionTrackDetail
  fileUrl: string | null
  videoDuration: number | null
  onClose: () => void
  onSaved: () => void
}

/** The cues of a track beside the video: play from a cue, see the one being spoken, fix text and times with the keyboard. */
export function CueEditor({ track, fileUrl, videoDuration, onClose, onSaved }: CueEditorProps) {
  const { t } = useTranslation('subtitles')
  const styles = useStyles()
  const notify = useNotify()
  const errorText = useErrorText()
  const problemText = useProblemText()
  const video = useRef<HTMLVideoElement>(null)
  const [time, setTimeNow] = useState(0)
  const [selected, setSelected] = useState(0)
  const { cues, dirty, change, forget } = useCueDraft(track.id, track.cues)
  const save = useUpdateCaptionCues()
  const publish = usePublishCaptionTrack()

  const problems = useMemo(
    () =>
      checkCues(
        cues.map((cue, index) => ({ ...cue, number: index + 1, line: 0 })),
        videoDuration,
      ),
    [cues, videoDuration],
  )
  const errors = problems.filter((p) => p.severity === 'error')
  const problemsOf = (index: number) => problems.filter((p) => p.cue === index + 1)
  const spoken = cueAt(cues, time)

  const playFrom = (index: number) => {
    const cue = cues[index]
    const player = video.current
    if (!cue || !player) return
    player.currentTime = cue.start
    setTimeNow(cue.start)
    void player.play().catch(() => undefined)
  }
  const focusCue = (index: number) => {
    setSelected(index)
    requestAnimationFrame(() => document.getElementById(`cue-text-${track.id}-${index}`)?.focus())
  }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return
    const step = event.key === 'ArrowLeft' ? -NUDGE_SECONDS : event.key === 'ArrowRight' ? NUDGE_SECONDS : 0
    let handled = true
    if (step) change(nudge(cues, index, event.shiftKey ? 'end' : 'start', step))
    else if (event.key === 'ArrowUp') focusCue(Math.max(0, index - 1))
    else if (event.key === 'ArrowDown') focusCue(Math.min(cues.length - 1, index + 1))
    else if (event.code === 'KeyP') playFrom(index)
    else if (event.code === 'KeyS') change(split(cues, index, video.current?.currentTime))
    else if (event.code === 'KeyM') change(mergeWithNext(cues, index))
    else if (event.code === 'KeyN') {
      change(addAfter(cues, index, '', videoDuration))
      focusCue(index + 1)
    } else if (event.key === 'Delete') {
      change(remove(cues, index))
      focusCue(Math.max(0, Math.min(index, cues.length - 2)))
    } else handled = false
    if (handled) event.preventDefault()
  }

  const send = async (thenPublish: boolean) => {
    try {
      await save.mutateAsync({ id: track.id, data: { cues } })
      if (thenPublish) await publish.mutateAsync({ id: track.id })
      forget(cues)
      notify.success(thenPublish ? t('editor.published', { name: track.name }) : t('editor.saved'))
      onSaved()
    } catch (error) {
      notify.error(errorText(error))
    }
  }

  const problemLine = (problem: Problem, index: number) => (
    <Text key={`${problem.code}-${index}`} size={200} className={problem.severity === 'error' ? styles.error : styles.warning}>
      {t(`problems.${problem.severity}`)}: {problemText(problem).what}
    </Text>
  )

  return (
    <section className={styles.root} aria-labelledby="cue-editor-heading">
      <div className={styles.bar}>
        <Text as="h2" id="cue-editor-heading" weight="semibold" size={400}>
          {t('editor.heading', { name: track.name })}
        </Text>
        <Button onClick={onClose}>{t('editor.close')}</Button>
      </div>
      <Text size={200}>{t('editor.keys')}</Text>
      {dirty && (
        <MessageBar intent="info">
          <MessageBarBody>{t('editor.draftKept')}</MessageBarBody>
          <Button size="small" appearance="transparent" onClick={() => forget(track.cues)}>
            {t('editor.discard')}
          </Button>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <div className={styles.player}>
          {fileUrl && (
            <video
              ref={video}
              className={styles.video}
              src={fileUrl}
              controls
              preload="metadata"
              aria-label={t('editor.video')}
              onTimeUpdate={(event) => setTimeNow(event.currentTarget.currentTime)}
              onSeeked={(event) => setTimeNow(event.currentTarget.currentTime)}
            />
          )}
          <Text className={styles.spoken} aria-live="off">
            {spoken >= 0 ? cues[spoken]?.text : ''}
          </Text>
        </div>
        <ol className={styles.list} aria-label={t('editor.cues')}>
          {cues.map((cue: CaptionCue, index) => (
            <li
              key={index}
              className={mergeClasses(styles.cue, index === selected && styles.selected, index === spoken && styles.active)}
              aria-current={index === spoken ? 'true' : undefined}
              aria-label={t('editor.cue', { number: index + 1 })}
              onFocus={() => setSelected(index)}
            >
              <div className={styles.times}>
                <Text weight="semibold">{index + 1}</Text>
                <Field label={t('editor.start')} size="small">
                  <Input
                    className={styles.time}
                    type="number"
                    step={NUDGE_SECONDS}
                    min={0}
                    value={String(cue.start)}
                    onChange={(_, data) => data.value !== '' && change(setTime(cues, index, 'start', Number(data.value)))}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  />
                </Field>
                <Field label={t('editor.end')} size="small">
                  <Input
                    className={styles.time}
                    type="number"
                    step={NUDGE_SECONDS}
                    min={0}
                    value={String(cue.end)}
                    onChange={(_, data) => data.value !== '' && change(setTime(cues, index, 'end', Number(data.value)))}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  />
                </Field>
                <Button
                  size="small"
                  icon={<PlayRegular />}
                  aria-label={t('editor.play', { number: index + 1 })}
                  // Pressed with a pointer it takes no focus: selecting another cue on the press re-rendered the list and the release missed the button.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setSelected(index)
                    playFrom(index)
                  }}
                />
              </div>
              <Field label={t('editor.text')} size="small">
                <Textarea
                  id={`cue-text-${track.id}-${index}`}
                  value={cue.text}
                  resize="vertical"
                  onChange={(_, data) => change(setText(cues, index, data.value))}
                  onKeyDown={(event) => onKeyDown(event, index)}
                />
              </Field>
              {problemsOf(index).map(problemLine)}
              {index === selected && (
                <div className={styles.tools}>
                  <Button size="small" onClick={() => change(split(cues, index, video.current?.currentTime))}>
                    {t('editor.split')}
                  </Button>
                  <Button size="small" disabled={index === cues.length - 1} onClick={() => change(mergeWithNext(cues, index))}>
                    {t('editor.merge')}
                  </Button>
                  <Button size="small" onClick={() => change(addAfter(cues, index, '', videoDuration))}>
                    {t('editor.add')}
                  </Button>
                  <Button size="small" appearance="subtle" disabled={cues.length === 1} onClick={() => change(remove(cues, index))}>
                    {t('editor.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.bar}>
        <Text role="status" className={errors.length ? styles.error : undefined}>
          {errors.length ? t('editor.errors', { count: errors.length }) : t('editor.noErrors')}
        </Text>
        <Button disabled={errors.length > 0 || save.isPending} onClick={() => void send(false)}>
          {t('editor.saveDraft')}
        </Button>
        <Button appearance="primary" disabled={errors.length > 0 || save.isPending || publish.isPending} onClick={() => void send(true)}>
          {t('editor.publish')}
        </Button>
      </div>
    </section>
  )
}

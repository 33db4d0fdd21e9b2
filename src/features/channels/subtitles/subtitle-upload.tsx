import { Button, Dropdown, Field, Input, makeStyles, MessageBar, MessageBarBody, Option, Text, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUploadCaptionTrack } from '@/api/generated/channel/endpoints/captions/captions'
import type { CaptionKind } from '@/api/generated/channel/model'
import { allProblems, blocksUpload, checkCues, decodeSubtitles, parseSubtitles, type Problem, type SubtitleFormat } from '@/lib/subtitles'
import { useNotify } from '@/shared/feedback'
import { useErrorText } from '@/shared/hooks'
import { languageName, TRACK_LANGUAGES } from './languages'
import { ProblemList } from './problem-list'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  field: { minWidth: '180px', flex: '1 1 180px' },
  hidden: { display: 'none' },
})

interface CheckedFile {
  fileName: string
  format: SubtitleFormat
  content: string
  converted: boolean
  cueCount: number
  problems: Problem[]
}

const formatOf = (fileName: string): SubtitleFormat | undefined => (/\.vtt$/i.test(fileName) ? 'vtt' : /\.srt$/i.test(fileName) ? 'srt' : undefined)

/** Reads a subtitle file in the browser (any encoding a tool saves) and checks it against the video's length. */
async function checkFile(file: File, videoDuration: number | null): Promise<CheckedFile> {
  const decoded = decodeSubtitles(new Uint8Array(await file.arrayBuffer()))
  const parsed = await parseSubtitles(decoded.text, formatOf(file.name))
  return {
    fileName: file.name,
    format: parsed.format,
    content: decoded.text,
    converted: decoded.encoding === 'windows-1254',
    cueCount: parsed.cues.length,
    problems: allProblems(parsed.problems, checkCues(parsed.cues, videoDuration)),
  }
}

/** Choose a file, see every problem with its cue and line, upload when there is no error. */
export function SubtitleUpload({ videoId, videoDuration, onUploaded }: { videoId: string; videoDuration: number | null; onUploaded: () => void }) {
  const { t, i18n } = useTranslation('subtitles')
  const styles = useStyles()
  const notify = useNotify()
  const errorText = useErrorText()
  const input = useRef<HTMLInputElement>(null)
  const [checked, setChecked] = useState<CheckedFile | null>(null)
  const [reading, setReading] = useState(false)
  const [unreadable, setUnreadable] = useState(false)
  const [languageCode, setLanguageCode] = useState<string>('en')
  const [kind, setKind] = useState<CaptionKind>('subtitles')
  const [name, setName] = useState(() => languageName('en', i18n.language))
  const upload = useUploadCaptionTrack()

  const choose = async (file: File | undefined) => {
    if (!file) return
    setReading(true)
    setUnreadable(false)
    try {
      setChecked(await checkFile(file, videoDuration))
    } catch {
      setChecked(null)
      setUnreadable(true)
    } finally {
      setReading(false)
    }
  }

  const errors = checked?.problems.filter((p) => p.severity === 'error').length ?? 0
  const blocked = !checked || blocksUpload(checked.problems) || checked.cueCount === 0 || !name.trim()

  const submit = async () => {
    if (!checked || blocked) return
    try {
      await upload.mutateAsync({ id: videoId, data: { languageCode, kind, name: name.trim(), format: checked.format, content: checked.content } })
      notify.success(t('upload.uploaded', { name: name.trim() }))
      setChecked(null)
      if (input.current) input.current.value = ''
      onUploaded()
    } catch (error) {
      notify.error(errorText(error))
    }
  }

  return (
    <section className={styles.root} aria-labelledby="subtitle-upload-heading">
      <Text as="h2" id="subtitle-upload-heading" weight="semibold" size={400}>
        {t('upload.heading')}
      </Text>
      <div className={styles.row}>
        <Field label={t('upload.language')} className={styles.field}>
          <Dropdown
            value={languageName(languageCode, i18n.language)}
            selectedOptions={[languageCode]}
            onOptionSelect={(_, data) => {
              if (!data.optionValue) return
              setLanguageCode(data.optionValue)
              setName(languageName(data.optionValue, i18n.language))
            }}
          >
            {TRACK_LANGUAGES.map((code) => (
              <Option key={code} value={code}>
                {languageName(code, i18n.language)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('upload.kind')} className={styles.field}>
          <Dropdown
            value={t(`kind.${kind}`)}
            selectedOptions={[kind]}
            onOptionSelect={(_, data) => data.optionValue && setKind(data.optionValue as CaptionKind)}
          >
            <Option value="subtitles">{t('kind.subtitles')}</Option>
            <Option value="closedCaptions">{t('kind.closedCaptions')}</Option>
          </Dropdown>
        </Field>
        <Field label={t('upload.name')} className={styles.field} required>
          <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
        </Field>
      </div>
      <div className={styles.row}>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept=".srt,.vtt,text/vtt,application/x-subrip"
          aria-label={t('upload.file')}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
        <Button appearance="primary" disabled={blocked || upload.isPending} onClick={() => void submit()}>
          {t('upload.submit')}
        </Button>
      </div>
      {reading && <Text>{t('upload.reading')}</Text>}
      {unreadable && (
        <MessageBar intent="error">
          <MessageBarBody>{t('upload.unreadable')}</MessageBarBody>
        </MessageBar>
      )}
      {checked && (
        <>
          {checked.converted && (
            <MessageBar intent="info">
              <MessageBarBody>{t('upload.converted')}</MessageBarBody>
            </MessageBar>
          )}
          <Text role="status">
            {t('upload.summary', {
              file: checked.fileName,
              cues: checked.cueCount,
              errors,
              warnings: checked.problems.length - errors,
            })}
          </Text>
          {errors > 0 && (
            <MessageBar intent="error">
              <MessageBarBody>{t('upload.blocked')}</MessageBarBody>
            </MessageBar>
          )}
          {checked.cueCount === 0 && errors === 0 && <Text>{t('upload.noCues')}</Text>}
          <ProblemList problems={checked.problems} label={checked.fileName} />
        </>
      )}
    </section>
  )
}

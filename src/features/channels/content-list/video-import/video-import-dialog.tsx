import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createVideoImportJob, previewVideoImportJob } from '@/api/generated/channel/endpoints/jobs/jobs'
import type { PrivacyStatus } from '@/api/generated/channel/model'
import { versionToSend } from '@/api/record-versions'
import { saveTextFile } from '@/lib/download'
import { FileField, type FileRules } from '@/shared/form'
import { useFormatters } from '@/shared/hooks'
import { useCategoryOptions } from '../use-category-options'
import { VideoJobDialog, type JobWork } from '../video-job-dialog'
import { IMPORT_COLUMNS, parseCsv, readImport, templateCsv, type ParsedImport } from './import-csv'
import { ImportProblems } from './import-problems'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  template: { alignSelf: 'flex-start' },
})

const FILE_RULES: FileRules = { accept: ['.csv', 'text/csv'], typeLabel: 'CSV', maxBytes: 10 * 1024 * 1024 }
const PRIVACY: readonly PrivacyStatus[] = ['public', 'unlisted', 'private']

export interface VideoImportDialogProps {
  channelId: string
  /** A video of the list, for the template's example row. */
  example?: { id: string; title: string }
  onClose: () => void
}

type Rows = Extract<ParsedImport, { kind: 'rows' }>

/** The import's work: the rows that passed, each with the version it was based on (its column, or the list's). */
function importWork(channelId: string, parsed: Rows): JobWork {
  const rows = parsed.rows.map((row) => {
    const version = row.version ?? versionToSend(row.id)
    return version ? { ...row, version } : row
  })
  return {
    preview: () => previewVideoImportJob({ channelId, rows }),
    start: () => createVideoImportJob({ channelId, rows }),
    lineOf: (row) => parsed.lines[row - 1] ?? row,
  }
}

/**
 * "Import from CSV" on a channel's videos: a file (picked or dropped) is parsed in the browser and
 * each row checked with the contract's schema, with the problems per row and column in the user's
 * language; the rows that pass go to the server's preview and then run as a job (VideoJobDialog,
 * the bulk edit's). Going back from the preview keeps the file and what was read.
 */
export default function VideoImportDialog({ channelId, example, onClose }: VideoImportDialogProps) {
  const { t } = useTranslation('videos')
  const styles = useStyles()
  const format = useFormatters()
  const categories = useCategoryOptions()
  const [files, setFiles] = useState<File[]>([])
  const [parsed, setParsed] = useState<ParsedImport | null>(null)
  const [reading, setReading] = useState(false)
  const [previewing, setPreviewing] = useState(false)

  const vocabulary = useMemo(() => {
    const privacyNames = Object.fromEntries(PRIVACY.map((value) => [t(`privacy.${value}`).toLocaleLowerCase('tr'), value]))
    const byName = new Map(
      categories.options.flatMap((option) => [
        [option.value.toLocaleLowerCase('tr'), option.value] as const,
        [option.label.toLocaleLowerCase('tr'), option.value] as const,
      ]),
    )
    const categoryOf = categories.loading ? undefined : (cell: string) => byName.get(cell.trim().toLocaleLowerCase('tr')) ?? null
    return { privacyNames, categoryOf }
  }, [t, categories.options, categories.loading])

  const choose = async (chosen: File[]) => {
    setFiles(chosen)
    setParsed(null)
    const file = chosen[0]
    if (!file) return
    setReading(true)
    try {
      setParsed(readImport(await parseCsv(await file.text()), vocabulary))
    } catch {
      setParsed({ kind: 'file', message: { key: 'import.problems.unreadable' } })
    } finally {
      setReading(false)
    }
  }

  if (previewing && parsed?.kind === 'rows')
    return (
      <VideoJobDialog
        title={t('import.title')}
        total={parsed.rows.length}
        work={importWork(channelId, parsed)}
        onBack={() => setPreviewing(false)}
        onClose={onClose}
      />
    )

  const ready = parsed?.kind === 'rows' ? parsed.rows.length : 0
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('import.intro', { columns: IMPORT_COLUMNS.join(', ') })}</Text>
            <Button
              className={styles.template}
              appearance="secondary"
              icon={<ArrowDownloadRegular />}
              onClick={() =>
                saveTextFile(`\uFEFF${templateCsv(example ?? { id: crypto.randomUUID(), title: t('import.exampleTitle') })}`, t('import.templateFile'))
              }
            >
              {t('import.template')}
            </Button>
            <FileField
              label={t('import.file')}
              hint={t('import.fileHint')}
              rules={FILE_RULES}
              files={files}
              onChange={(chosen) => void choose(chosen)}
              name="csv"
            />
            {reading ? <Spinner size="small" label={t('import.reading')} /> : null}
            {parsed ? <ImportProblems parsed={parsed} /> : null}
            {parsed?.kind === 'rows' && ready > 0 ? (
              <MessageBar intent={parsed.problems.length ? 'warning' : 'success'} role="status">
                <MessageBarBody>
                  {t('import.readySummary', { count: ready, formatted: format.integer(ready), total: format.integer(parsed.total) })}
                </MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('bulk.cancel')}</Button>
            <Button appearance="primary" disabled={ready === 0 || reading} onClick={() => setPreviewing(true)}>
              {t('import.preview', { count: ready, formatted: format.integer(ready) })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

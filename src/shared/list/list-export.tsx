import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
} from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters, useErrorText } from '@/shared/hooks'
import { useNotify } from '@/shared/feedback'
import { csvDelimiterFor, csvFileName } from '@/lib/csv'
import { saveTextFile } from '@/lib/download'
import { fetchAllRows, isAbort, type FetchPage } from './fetch-all'
import { listToCsv } from './list-csv'
import type { ListColumn } from './types'

/** Rows per export call: the contracts' largest page. */
const EXPORT_PAGE_SIZE = 500

type ExportState = { phase: 'idle' } | { phase: 'running'; loaded: number; total: number } | { phase: 'failed'; message: string }

export interface ListExportProps<Row> {
  /** One page of the list with the current filters and sort. */
  fetchPage: FetchPage<Row>
  /** Visible columns in the user's order; those with a `csv` accessor are exported. */
  columns: ReadonlyArray<ListColumn<Row>>
  /** File name without date or extension, e.g. "users". */
  fileName: string
  total: number
  disabled?: boolean
}

/**
 * "Export CSV": pages through every row matching the current filters (not just the visible
 * page), shows progress, can be cancelled, then hands over a CSV file Excel opens as is.
 */
export function ListExport<Row>({ fetchPage, columns, fileName, total, disabled }: ListExportProps<Row>) {
  const { t, i18n } = useTranslation('list-kit')
  const notify = useNotify()
  const errorText = useErrorText()
  const [state, setState] = useState<ExportState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)

  const run = async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setState({ phase: 'running', loaded: 0, total })
    try {
      const rows = await fetchAllRows(fetchPage, {
        pageSize: EXPORT_PAGE_SIZE,
        signal: current.signal,
        onProgress: ({ loaded, total: all }) => {
          if (!current.signal.aborted) setState({ phase: 'running', loaded, total: all })
        },
      })
      if (current.signal.aborted) return
      saveTextFile(listToCsv(columns, rows, { delimiter: csvDelimiterFor(i18n.language) }), csvFileName(fileName))
      setState({ phase: 'idle' })
      notify.success(t('export.done', { count: rows.length }))
    } catch (error) {
      if (current.signal.aborted || isAbort(error)) return
      setState({ phase: 'failed', message: errorText(error) })
    } finally {
      if (controller.current === current) controller.current = null
    }
  }

  const cancel = () => {
    controller.current?.abort()
    controller.current = null
    setState({ phase: 'idle' })
  }

  const open = state.phase !== 'idle'
  const format = useFormatters().integer
  return (
    <>
      <Button icon={<ArrowDownloadRegular />} disabled={disabled || total === 0 || open} onClick={() => void run()}>
        {t('export.button')}
      </Button>
      <Dialog open={open} modalType="alert">
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{t('export.title')}</DialogTitle>
            <DialogContent>
              {state.phase === 'running' ? (
                <Field validationMessage={t('export.progress', { loaded: format(state.loaded), total: format(state.total) })} validationState="none">
                  <ProgressBar value={state.total > 0 ? state.loaded / state.total : undefined} max={1} aria-label={t('export.title')} />
                </Field>
              ) : null}
              {state.phase === 'failed' ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{t('export.failed', { message: state.message })}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              {state.phase === 'failed' ? (
                <Button appearance="primary" onClick={() => void run()}>
                  {t('states.retry')}
                </Button>
              ) : null}
              <Button appearance="secondary" onClick={cancel}>
                {state.phase === 'failed' ? t('export.close') : t('export.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  )
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  Option,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createDocument } from '@/api/generated/channel/endpoints/documents/documents'
import type { DocumentType } from '@/api/generated/channel/model'
import { FileField } from '@/shared/form'
import { useErrorText } from '@/shared/hooks'
import { documentName, documentRules, withContractType } from './document-rules'
import { DOCUMENT_TYPES } from './documents-list'
import { useChoiceLabels } from '@/shared/options'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, calc(100vw - 32px))', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  status: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground3 },
  failed: { gridColumn: '1 / -1', color: tokens.colorPaletteRedForeground1 },
})

type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled'

interface Upload {
  file: File
  state: UploadState
  /** 0..1 */
  progress: number
  error?: string
}

export interface UploadDocumentsDialogProps {
  /** Mount the dialog only while it is open: each opening starts empty. */
  open: boolean
  onClose(): void
  /** After the last file finished (some may have failed or been cancelled). */
  onUploaded(count: number): void
}

/**
 * Several files at once: the contract's type and size rules are checked as they are chosen, then
 * each file goes up in turn with its own progress and a cancel button (the request is aborted).
 */
export function UploadDocumentsDialog({ open, onClose, onUploaded }: UploadDocumentsDialogProps) {
  const { t } = useTranslation('documents')
  const choice = useChoiceLabels()
  const styles = useStyles()
  const errorText = useErrorText()
  const [files, setFiles] = useState<File[]>([])
  const [documentType, setDocumentType] = useState<DocumentType>('contract')
  const [uploads, setUploads] = useState<Upload[] | null>(null)
  const controllers = useRef(new Map<number, AbortController>())
  const running = uploads?.some((u) => u.state === 'waiting' || u.state === 'uploading') ?? false

  useEffect(() => {
    const live = controllers.current
    return () => live.forEach((controller) => controller.abort())
  }, [])

  const patch = (index: number, change: Partial<Upload>) => setUploads((list) => list?.map((u, i) => (i === index ? { ...u, ...change } : u)) ?? list)

  const start = async () => {
    const queue: Upload[] = files.map((file) => ({ file, state: 'waiting', progress: 0 }))
    setUploads(queue)
    let uploaded = 0
    for (const [index, item] of queue.entries()) {
      // A file cancelled while it waited has an aborted controller already: it is skipped.
      const controller = controllers.current.get(index) ?? new AbortController()
      if (controller.signal.aborted) continue
      controllers.current.set(index, controller)
      patch(index, { state: 'uploading' })
      try {
        await createDocument(
          { file: withContractType(item.file), name: documentName(item.file), documentType },
          { onUploadProgress: (event) => patch(index, { progress: event.total ? event.loaded / event.total : 0 }) },
          controller.signal,
        )
        uploaded += 1
        patch(index, { state: 'done', progress: 1 })
      } catch (error) {
        patch(index, controller.signal.aborted ? { state: 'cancelled' } : { state: 'failed', error: errorText(error) })
      }
    }
    onUploaded(uploaded)
  }

  const cancel = (index: number) => {
    const controller = controllers.current.get(index)
    if (controller) {
      controller.abort()
      return
    }
    // A waiting file has no request yet: an aborted controller makes the loop skip it.
    controllers.current.set(index, abortedController())
    patch(index, { state: 'cancelled' })
  }

  const cancelAll = () => uploads?.forEach((u, index) => (u.state === 'waiting' || u.state === 'uploading' ? cancel(index) : undefined))

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, data) => (!data.open && !running ? onClose() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {uploads ? (
              <ul className={styles.list} aria-label={t('upload.progressLabel')}>
                {uploads.map((u, index) => (
                  <li key={`${u.file.name}-${index}`} className={styles.item}>
                    <Text className={styles.name}>{u.file.name}</Text>
                    {u.state === 'waiting' || u.state === 'uploading' ? (
                      <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={() => cancel(index)}>
                        {t('upload.cancelOne')}
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Field
                      className={styles.status}
                      validationState={u.state === 'failed' ? 'error' : u.state === 'done' ? 'success' : 'none'}
                      validationMessage={statusText((key, values) => t(key, values ?? {}), u)}
                    >
                      <ProgressBar value={u.progress} max={1} aria-label={t('upload.progressOf', { name: u.file.name })} />
                    </Field>
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <Field label={t('upload.documentType')}>
                  <Dropdown
                    value={t(`types.${documentType}`)}
                    clearButton={choice.clearButton(t('upload.documentType'))}
                    selectedOptions={[documentType]}
                    onOptionSelect={(_, data) => setDocumentType(data.optionValue as DocumentType)}
                  >
                    {DOCUMENT_TYPES.map((type) => (
                      <Option key={type} value={type}>
                        {t(`types.${type}`)}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <FileField label={t('upload.files')} multiple rules={documentRules(t('upload.typeLabel'))} files={files} onChange={setFiles} name="documents" />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {uploads ? (
              running ? (
                <Button onClick={cancelAll}>{t('upload.cancelAll')}</Button>
              ) : (
                <Button appearance="primary" onClick={onClose}>
                  {t('upload.done')}
                </Button>
              )
            ) : (
              <>
                <Button onClick={onClose}>{t('upload.close')}</Button>
                <Button appearance="primary" disabled={files.length === 0} onClick={() => void start()}>
                  {t('upload.start', { count: files.length })}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

function abortedController() {
  const controller = new AbortController()
  controller.abort()
  return controller
}

function statusText(t: (key: string, values?: Record<string, string | number>) => string, upload: Upload): string {
  switch (upload.state) {
    case 'waiting':
      return t('upload.waiting')
    case 'uploading':
      return t('upload.uploading', { percent: Math.round(upload.progress * 100) })
    case 'done':
      return t('upload.uploaded')
    case 'cancelled':
      return t('upload.cancelled')
    case 'failed':
      return upload.error ?? t('upload.failed')
  }
}

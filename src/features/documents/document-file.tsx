import { ArrowDownloadRegular, EyeRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Document } from '@/api/generated/channel/model'
import { safeImageUrl } from '@/lib/safe-image-url'
import { CellLink, CellText, type RowAction } from '@/shared/list'
import { canPreview } from './document-rules'

/** Saves the file under its own name: the address is same-origin, so the browser honours `download`. */
function download(document: Document) {
  const url = safeImageUrl(document.url)
  if (!url) return
  const anchor = window.document.createElement('a')
  anchor.href = url
  anchor.download = document.fileName
  anchor.rel = 'noopener'
  window.document.body.append(anchor)
  anchor.click()
  anchor.remove()
}

/** A document's name: a link opening the preview when the browser can show the file. */
export function DocumentName<Row extends Document>({ document, preview }: { document: Row; preview: (document: Row) => void }) {
  return canPreview(document.contentType) ? <CellLink text={document.name} onClick={() => preview(document)} /> : <CellText text={document.name} />
}

/** Download and Preview: in the documents list and in its Trash (a deleted document's file stays until it is purged). */
export function useDocumentFileActions<Row extends Document>(preview: (document: Row) => void): RowAction<Row>[] {
  const { t } = useTranslation('documents')
  return useMemo(
    () => [
      { id: 'download', label: t('actions.download'), icon: <ArrowDownloadRegular />, onSelect: download },
      { id: 'preview', label: t('actions.preview'), icon: <EyeRegular />, visible: (d) => canPreview(d.contentType), onSelect: preview },
    ],
    [t, preview],
  )
}

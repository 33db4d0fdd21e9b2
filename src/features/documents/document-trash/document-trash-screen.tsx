import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  getSearchDocumentTrashQueryKey,
  searchDocumentTrash,
  usePurgeDocuments,
  useRestoreDocuments,
  useSearchDocumentTrash,
} from '@/api/generated/channel/endpoints/documents/documents'
import type { DocumentTrashSearchRequest, TrashedDocument } from '@/api/generated/channel/model'
import { useFormatters } from '@/shared/hooks'
import { defineTrashList, TrashListPage, serverListSource, trashSearch, useServerList, useTrashRows, type ListColumn, type RowAction } from '@/shared/list'
import { DocumentName, useDocumentFileActions } from '../document-file'
import { DocumentPreview } from '../document-preview'

const documentTrashList = defineTrashList('document-trash', ['name', 'documentType', 'fileName', 'deletedAt'] as const)
type SortKey = (typeof documentTrashList.sortKeys)[number]

const DEFAULT_COLUMNS = ['name', 'documentType', 'fileName', 'deletedBy', 'deletedAt', 'purgeAt'] as const

const TRASH = serverListSource<DocumentTrashSearchRequest, TrashedDocument>(useSearchDocumentTrash, searchDocumentTrash, getSearchDocumentTrashQueryKey)

const nameOf = (d: TrashedDocument) => d.name

/**
 * /documents/trash: the deleted documents with who and when; restore at once, delete for good
 * after a question. The file stays downloadable and previewable here until the document is purged,
 * so one can see what one is about to restore (docs/decisions.md "Trash and Undo").
 */
export function DocumentTrashScreen() {
  const { t } = useTranslation('documents')
  const format = useFormatters()
  const server = useServerList(documentTrashList, trashSearch, TRASH)
  const [previewed, setPreviewed] = useState<TrashedDocument | null>(null)
  const { mutateAsync: restore } = useRestoreDocuments()
  const { mutateAsync: purge } = usePurgeDocuments()
  const trash = useTrashRows<TrashedDocument>({ namespace: 'documents', permission: 'document_write', name: nameOf, restore, purge, refresh: server.refresh })
  const fileActions = useDocumentFileActions<TrashedDocument>(setPreviewed)
  const rowActions = useMemo<RowAction<TrashedDocument>[]>(() => [...fileActions, ...trash.rowActions], [fileActions, trash.rowActions])

  const columns = useMemo<ListColumn<TrashedDocument, SortKey>[]>(
    () => [
      {
        id: 'name',
        label: t('columns.name'),
        sortKey: 'name',
        required: true,
        render: (d) => <DocumentName document={d} preview={setPreviewed} />,
        csv: (d) => d.name,
        width: 200,
      },
      {
        id: 'documentType',
        label: t('columns.documentType'),
        sortKey: 'documentType',
        render: (d) => t(`types.${d.documentType}`),
        csv: (d) => d.documentType,
        width: 106,
      },
      { id: 'fileName', label: t('columns.fileName'), sortKey: 'fileName', render: (d) => d.fileName, csv: (d) => d.fileName, width: 150 },
      {
        id: 'sizeBytes',
        label: t('columns.sizeBytes'),
        render: (d) => format.fileSize(d.sizeBytes),
        csv: (d) => d.sizeBytes,
        width: 90,
      },
      ...trash.columns,
    ],
    [t, format, trash.columns],
  )

  return (
    <TrashListPage
      namespace="documents"
      back="/documents"
      server={server}
      trash={{ rowActions: rowActions, bulkActions: trash.bulkActions }}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(d) => d.id}
      rowLabel={nameOf}
    >
      {previewed ? <DocumentPreview document={previewed} onClose={() => setPreviewed(null)} /> : null}
    </TrashListPage>
  )
}

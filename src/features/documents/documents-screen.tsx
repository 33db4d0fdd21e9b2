import { Button } from '@fluentui/react-components'
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  getSearchDocumentsQueryKey,
  searchDocuments,
  useDeleteDocumentBulk,
  useRestoreDocuments,
  useSearchDocuments,
} from '@/api/generated/channel/endpoints/documents/documents'
import type { Document, DocumentSearchRequest } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import {
  ListPage,
  serverListSource,
  useDeleteRows,
  useServerList,
  useStandardRowActions,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type RowAction,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { useNotify } from '@/shared/feedback'
import { DocumentName, useDocumentFileActions } from './document-file'
import { DocumentPreview } from './document-preview'
import { DOCUMENT_DEFAULT_COLUMNS, DOCUMENT_TYPES, documentSearchFilters, documentsList } from './documents-list'
import { UploadDocumentsDialog } from './upload-documents-dialog'

type SortKey = (typeof documentsList.sortKeys)[number]

const DOCUMENTS = serverListSource<DocumentSearchRequest, Document>(useSearchDocuments, searchDocuments, getSearchDocumentsQueryKey)

const nameOf = (d: Document) => d.name

/**
 * /documents: the company's documents: filters in the URL, upload several with progress, download,
 * preview, delete (into the documents Trash: at once, with Undo; docs/decisions.md "Trash and Undo").
 */
export function DocumentsScreen() {
  const { t } = useTranslation('documents')
  const format = useFormatters()
  const notify = useNotify()
  const { can } = usePermissions()
  const server = useServerList(documentsList, documentSearchFilters, DOCUMENTS)
  const [uploading, setUploading] = useState(false)
  const [previewed, setPreviewed] = useState<Document | null>(null)

  const navigate = useNavigate()

  const { mutateAsync: deleteMany } = useDeleteDocumentBulk()
  const { mutateAsync: restoreMany } = useRestoreDocuments()
  const { remove, bulkDelete, undoable } = useDeleteRows<Document>('documents', 'document_write', deleteMany, server.refresh, { restore: restoreMany })
  const standard = useStandardRowActions<Document>({ namespace: 'documents', permission: 'document_write', name: nameOf, remove, confirmDelete: !undoable })
  const fileActions = useDocumentFileActions<Document>(setPreviewed)
  const rowActions = useMemo<RowAction<Document>[]>(() => [...fileActions, ...standard], [fileActions, standard])
  const bulkActions = useMemo(() => [bulkDelete], [bulkDelete])

  // The default columns fit a 1366 px laptop beside the menu (cells grow into wider screens).
  const columns = useMemo<ListColumn<Document, SortKey>[]>(
    () => [
      {
        id: 'name',
        label: t('columns.name'),
        sortKey: 'name',
        render: (d) => <DocumentName document={d} preview={setPreviewed} />,
        csv: (d) => d.name,
        width: 220,
      },
      {
        id: 'documentType',
        phone: true,
        label: t('columns.documentType'),
        sortKey: 'documentType',
        render: (d) => t(`types.${d.documentType}`),
        csv: (d) => d.documentType,
        width: 106,
      },
      { id: 'fileName', label: t('columns.fileName'), sortKey: 'fileName', render: (d) => d.fileName, csv: (d) => d.fileName, width: 180 },
      {
        id: 'sizeBytes',
        label: t('columns.sizeBytes'),
        sortKey: 'sizeBytes',
        render: (d) => format.fileSize(d.sizeBytes),
        csv: (d) => d.sizeBytes,
        width: 90,
      },
      { id: 'uploadedBy', label: t('columns.uploadedBy'), sortKey: 'uploadedBy', render: (d) => d.uploadedBy, csv: (d) => d.uploadedBy, width: 150 },
      {
        id: 'uploadedAt',
        label: t('columns.uploadedAt'),
        sortKey: 'uploadedAt',
        render: (d) => format.dateTime(d.uploadedAt),
        csv: (d) => d.uploadedAt,
        width: 170,
      },
      { id: 'contentType', label: t('columns.contentType'), render: (d) => d.contentType, csv: (d) => d.contentType, width: 200 },
    ],
    [t, format],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof documentsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      {
        kind: 'select',
        key: 'documentType',
        label: t('filters.documentType'),
        options: DOCUMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
      },
      { kind: 'date', key: 'uploadedFrom', label: t('filters.uploadedFrom') },
      { kind: 'date', key: 'uploadedTo', label: t('filters.uploadedTo') },
    ],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      subtitle={t('subtitle')}
      pageActions={
        <>
          <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate('/documents/trash')}>
            {t('actions.trash')}
          </Button>
          {can('document_write') ? (
            <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setUploading(true)}>
              {t('actions.upload')}
            </Button>
          ) : null}
        </>
      }
      columns={columns}
      defaultColumns={DOCUMENT_DEFAULT_COLUMNS}
      getRowId={(d) => d.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={t('exportFile')}
      emptyMessage={t('empty')}
    >
      {uploading ? (
        <UploadDocumentsDialog
          open
          onClose={() => setUploading(false)}
          onUploaded={(count) => {
            void server.refresh()
            if (count > 0) notify.success(t('upload.done_toast', { count }))
          }}
        />
      ) : null}
      {previewed ? <DocumentPreview document={previewed} onClose={() => setPreviewed(null)} /> : null}
    </ListPage>
  )
}

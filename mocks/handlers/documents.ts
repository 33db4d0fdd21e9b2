import type { RequestHandler } from 'msw'
import type { Document, DocumentType } from '@/api/generated/channel/model'
import {
  DeleteDocumentBulkBody,
  PurgeDocumentsBody,
  RestoreDocumentsBody,
  SearchDocumentsBody,
  SearchDocumentTrashBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentRecord } from '../db/documents'
import { findUser } from '../db/identity-views'
import { absoluteUrl } from '../db/stored-files'
import { deleter, trashOf } from '../db/trash'
import { listPage } from '../lib/list'
import { multipartForm } from '../lib/multipart'
import { fail, matches, ok } from '../lib/respond'
import { routesFor } from '../lib/route'
import { trashRoutes } from '../lib/trash-routes'

const view = ({ path, ...record }: DocumentRecord, request: Request): Document => ({ ...record, url: absoluteUrl(path, request) })

/** The upload day in Türkiye's calendar (the portal's users), for the date filters. */
const dayOf = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10)

/**
 * Uploaded documents (documents page): search, upload (bytes kept and served), bulk delete into
 * the documents Trash (the file stays stored, and served, until the document is purged).
 */
export function documentHandlers(db: Db): RequestHandler[] {
  const route = routesFor(db)
  const documents = db.documents
  const trash = trashOf(db).documents

  return [
    route('channel', 'post', '/documents/search', { permission: 'document_read', body: SearchDocumentsBody }, ({ body, request }) => {
      const found = documents.filter(
        (d) =>
          matches(body.search, d.name, d.fileName) &&
          (!body.documentType || d.documentType === body.documentType) &&
          (!body.uploadedFrom || dayOf(d.uploadedAt) >= body.uploadedFrom) &&
          (!body.uploadedTo || dayOf(d.uploadedAt) <= body.uploadedTo),
      )
      const result = listPage(found, body, { key: 'uploadedAt', order: 'desc' })
      return ok({ ...result, items: result.items.map((d) => view(d, request)) })
    }),

    // Multipart: the file, its display name and its type; the contract's type and size rules hold.
    route('channel', 'post', '/documents', { audit: { record: 'document', id: 'answer:id' }, permission: 'document_write' }, async (call) => {
      const form = await multipartForm(call.request)
      if (!form) return fail(400, 'Send the document as multipart form data.')
      const file = form.get('file')
      const name = String(form.get('name') ?? '').trim()
      const documentType = String(form.get('documentType') ?? '') as DocumentType
      if (!(file instanceof Blob) || file.size === 0) return fail(400, 'Send the document as the multipart field "file".')
      if (!name || name.length > 200) return fail(400, 'name must have 1 to 200 characters.')
      if (!DOCUMENT_TYPES.includes(documentType)) return fail(400, `documentType must be one of ${DOCUMENT_TYPES.join(', ')}.`)
      const contentType = (file.type || 'application/octet-stream').toLowerCase()
      if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(contentType)) return fail(400, `Files of type ${contentType} are not accepted.`)
      if (file.size > DOCUMENT_MAX_BYTES) return fail(400, 'The file is larger than 20 MB.')
      const user = findUser(db, call.claims.sub)
      const fileName = file instanceof File && file.name ? file.name.slice(0, 255) : 'document'
      const record: DocumentRecord = {
        id: crypto.randomUUID(),
        name,
        documentType,
        fileName,
        sizeBytes: file.size,
        contentType,
        path: db.files.put(file, contentType, fileName),
        uploadedBy: user ? `${user.firstName} ${user.lastName}` : 'unknown',
        uploadedAt: new Date().toISOString(),
      }
      documents.push(record)
      return ok({ id: record.id })
    }),

    route(
      'channel',
      'delete',
      '/documents/bulk',
      { audit: { record: 'document', id: 'each:ids' }, permission: 'document_write', body: DeleteDocumentBulkBody },
      ({ body, claims }) => {
        const by = deleter(db, claims.sub)
        for (const document of documents.filter((d) => body.ids.includes(d.id))) trash.put(document, by)
        documents.splice(0, documents.length, ...documents.filter((d) => !body.ids.includes(d.id)))
        return ok(null)
      },
    ),

    ...trashRoutes(db, {
      path: '/documents',
      bin: trash,
      record: 'document',
      hubType: 'documents',
      read: 'document_read',
      write: 'document_write',
      bodies: { search: SearchDocumentTrashBody, restore: RestoreDocumentsBody, purge: PurgeDocumentsBody },
      notInTrash: 'This document is not in the Trash.',
      found: (d, body) => matches(body.search, d.name, d.fileName),
      row: view,
      putBack: (d) => documents.push(d),
      purged: (d) => db.files.delete(d.path),
    }),
  ]
}

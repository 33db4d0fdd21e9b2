import type { RequestHandler } from 'msw'
import type { Document, DocumentType, Translation } from '@/api/generated/channel/model'
import {
  CreateTranslationBody,
  DeleteDocumentBulkBody,
  DeleteTranslationBulkBody,
  SearchDocumentsBody,
  SearchTranslationsBody,
  UpdateTranslationBody,
} from '@/api/generated/channel/zod/index.zod'
import type { Db } from '../db'
import { findUser } from '../db/identity-views'
import { listPage } from '../lib/list'
import { fail, matches, notFound, ok } from '../lib/respond'
import { route, validBody } from '../lib/route'
import { forbidden } from './guard'

const DOCUMENT_TYPES: readonly DocumentType[] = ['contract', 'invoice', 'license', 'report', 'other']

/** Video translations (translation page) and uploaded documents (documents page). */
export function libraryHandlers(db: Db): RequestHandler[] {
  const translations = db.translations
  const documents = db.documents

  return [
    route('channel', 'post', '/translations/search', async (call) => {
      const denied = forbidden(db, call, 'translation_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchTranslationsBody)
      if (body instanceof Response) return body
      const found = translations.filter(
        (t) =>
          (!body.videoId || t.videoId === body.videoId) &&
          (!body.languageCode || t.languageCode.toLowerCase() === body.languageCode.toLowerCase()) &&
          (!body.status || t.status === body.status) &&
          matches(body.search, t.videoTitle, t.title),
      )
      return ok(listPage(found, body, { key: 'updatedAt', order: 'desc' }))
    }),

    // A video has at most one translation per language.
    route('channel', 'post', '/translations', async (call) => {
      const denied = forbidden(db, call, 'translation_write')
      if (denied) return denied
      const body = await validBody(call.request, CreateTranslationBody)
      if (body instanceof Response) return body
      const video = db.videos.get(body.videoId)
      if (!video) return fail(400, 'The video does not exist.')
      if (translations.some((t) => t.videoId === video.id && t.languageCode.toLowerCase() === body.languageCode.toLowerCase()))
        return fail(400, `This video already has a ${body.languageCode} translation.`)
      const translation: Translation = {
        id: crypto.randomUUID(),
        videoId: video.id,
        videoTitle: video.video,
        languageCode: body.languageCode,
        title: body.title.trim(),
        description: body.description ?? null,
        status: body.status ?? 'draft',
        updatedAt: new Date().toISOString(),
      }
      translations.push(translation)
      return ok({ id: translation.id })
    }),

    route('channel', 'delete', '/translations/bulk', async (call) => {
      const denied = forbidden(db, call, 'translation_write')
      if (denied) return denied
      const body = await validBody(call.request, DeleteTranslationBulkBody)
      if (body instanceof Response) return body
      translations.splice(0, translations.length, ...translations.filter((t) => !body.ids.includes(t.id)))
      return ok(null)
    }),

    route('channel', 'get', '/translations/:id', (call) => {
      const denied = forbidden(db, call, 'translation_read')
      if (denied) return denied
      const translation = translations.find((t) => t.id === call.params.id)
      return translation ? ok(translation) : notFound('Translation')
    }),

    route('channel', 'put', '/translations/:id', async (call) => {
      const denied = forbidden(db, call, 'translation_write')
      if (denied) return denied
      const body = await validBody(call.request, UpdateTranslationBody)
      if (body instanceof Response) return body
      const translation = translations.find((t) => t.id === call.params.id)
      if (!translation) return notFound('Translation')
      Object.assign(translation, { title: body.title.trim(), description: body.description ?? null, status: body.status, updatedAt: new Date().toISOString() })
      return ok(null)
    }),

    route('channel', 'post', '/documents/search', async (call) => {
      const denied = forbidden(db, call, 'document_read')
      if (denied) return denied
      const body = await validBody(call.request, SearchDocumentsBody)
      if (body instanceof Response) return body
      const found = documents.filter((d) => matches(body.search, d.name, d.fileName) && (!body.documentType || d.documentType === body.documentType))
      return ok(listPage(found, body, { key: 'uploadedAt', order: 'desc' }))
    }),

    // Multipart: the file, its display name and its type. The browser keeps the file as an object URL.
    route('channel', 'post', '/documents', async (call) => {
      const denied = forbidden(db, call, 'document_write')
      if (denied) return denied
      let form: FormData
      try {
        form = await call.request.formData()
      } catch {
        return fail(400, 'Send the document as multipart form data.')
      }
      const file = form.get('file')
      const name = String(form.get('name') ?? '').trim()
      const documentType = String(form.get('documentType') ?? '') as DocumentType
      if (!(file instanceof Blob) || file.size === 0) return fail(400, 'Send the document as the multipart field "file".')
      if (!name || name.length > 200) return fail(400, 'name must have 1 to 200 characters.')
      if (!DOCUMENT_TYPES.includes(documentType)) return fail(400, `documentType must be one of ${DOCUMENT_TYPES.join(', ')}.`)
      const user = findUser(db, call.claims.sub)
      const id = crypto.randomUUID()
      const fileName = file instanceof File && file.name ? file.name.slice(0, 255) : 'document'
      const document: Document = {
        id,
        name,
        documentType,
        fileName,
        sizeBytes: file.size,
        contentType: (file.type || 'application/octet-stream').slice(0, 255),
        url: typeof window !== 'undefined' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `https://files.demo.local/documents/${id}/${encodeURIComponent(fileName)}`,
        uploadedBy: user ? `${user.firstName} ${user.lastName}` : 'unknown',
        uploadedAt: new Date().toISOString(),
      }
      documents.push(document)
      return ok({ id })
    }),

    route('channel', 'delete', '/documents/bulk', async (call) => {
      const denied = forbidden(db, call, 'document_write')
      if (denied) return denied
      const body = await validBody(call.request, DeleteDocumentBulkBody)
      if (body instanceof Response) return body
      documents.splice(0, documents.length, ...documents.filter((d) => !body.ids.includes(d.id)))
      return ok(null)
    }),
  ]
}

import type { RouteAccess } from '@/lib/permissions'

/** /documents: reading the company's documents (uploading and deleting need document_write). */
export const DOCUMENTS_ACCESS: RouteAccess = { permissions: ['document_read'] }

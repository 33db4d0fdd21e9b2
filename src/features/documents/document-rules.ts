import type { FileRules } from '@/shared/form'

/**
 * The contract's rules for a document (channel.yaml, createDocument: `encoding.file.contentType`
 * and `x-max-file-bytes`), checked before anything is sent. document-rules.test.ts keeps the two in step.
 */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
] as const

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024

/** Files chosen in one go. */
const DOCUMENT_MAX_FILES = 20

/**
 * Browsers leave `type` empty for some files (a .csv on Windows, a .docx without Office), so the
 * extensions pass too; the upload then names the type from the extension.
 */
const EXTENSION_TYPES: Record<string, (typeof DOCUMENT_CONTENT_TYPES)[number]> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
}

export const documentRules = (typeLabel: string): FileRules => ({
  accept: [...DOCUMENT_CONTENT_TYPES, ...Object.keys(EXTENSION_TYPES)],
  typeLabel,
  maxBytes: DOCUMENT_MAX_BYTES,
  maxFiles: DOCUMENT_MAX_FILES,
})

/** The file as the contract wants it: with one of its media types (from the extension when the browser gave none). */
export function withContractType(file: File): File {
  if ((DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) return file
  const dot = file.name.lastIndexOf('.')
  const type = dot > 0 ? EXTENSION_TYPES[file.name.slice(dot).toLowerCase()] : undefined
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file
}

/** The display name of an uploaded file: its name without the extension. */
export const documentName = (file: File) => (file.name.replace(/\.[^.]+$/, '').trim() || file.name).slice(0, 200)

/** Whether the browser can show the file itself (the preview). */
export const canPreview = (contentType: string) =>
  contentType === 'application/pdf' || contentType === 'image/jpeg' || contentType === 'image/png' || contentType === 'text/plain'

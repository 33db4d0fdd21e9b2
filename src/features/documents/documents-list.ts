import type { DocumentSearchRequest, DocumentType } from '@/api/generated/channel/model'
import { defineList, filter, type ListStateOf, type SearchFilters } from '@/shared/list'

export const DOCUMENT_TYPES = ['contract', 'invoice', 'license', 'report', 'other'] as const satisfies readonly DocumentType[]

/** The documents list: type, search and upload dates in the URL. */
export const documentsList = defineList({
  id: 'documents',
  filters: {
    search: filter.text(),
    documentType: filter.oneOf(DOCUMENT_TYPES),
    uploadedFrom: filter.date(),
    uploadedTo: filter.date(),
  },
  sortKeys: ['name', 'documentType', 'fileName', 'sizeBytes', 'uploadedBy', 'uploadedAt'] as const,
})

export const DOCUMENT_DEFAULT_COLUMNS = ['name', 'documentType', 'fileName', 'sizeBytes', 'uploadedBy', 'uploadedAt'] as const

export function documentSearchFilters(state: ListStateOf<typeof documentsList>): SearchFilters<DocumentSearchRequest> {
  const { filters } = state
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.documentType ? { documentType: filters.documentType } : {}),
    ...(filters.uploadedFrom ? { uploadedFrom: filters.uploadedFrom } : {}),
    ...(filters.uploadedTo ? { uploadedTo: filters.uploadedTo } : {}),
  }
}

import type { RouteAccess } from '@/lib/permissions'

/** /translation: reading translations (writing needs translation_write). */
export const TRANSLATIONS_ACCESS: RouteAccess = { permissions: ['translation_read'] }

import type { RouteAccess } from '@/lib/permissions'

/** /Thumbnail (spec §6). */
export const THUMBNAIL_ACCESS: RouteAccess = { permissions: ['thumbnail_manage_view'] }

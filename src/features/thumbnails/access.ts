import type { RouteAccess } from '@/lib/permissions'

/** Who may open /Thumbnail. */
export const THUMBNAIL_ACCESS: RouteAccess = { permissions: ['thumbnail_manage_view'] }

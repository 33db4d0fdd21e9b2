import type { RouteAccess } from '@/shared/lib/permissions'

/** /cms, /cms-management and /cms-channels (spec §6). */
export const CMS_ACCESS: RouteAccess = { permissions: ['cms_read'] }

/** /mychannels and /my-channels (spec §6). */
export const MY_CHANNELS_ACCESS: RouteAccess = { permissions: ['channel_read'] }

import type { RouteAccess } from '@/shared/lib/permissions'

/** /cms, /cms-management and /cms-channels (spec §6). */
export const CMS_ACCESS: RouteAccess = { permissions: ['cms_read'] }

/**
 * Creating, editing, (de)activating and deleting CMS accounts, their channels' status, policies
 * and settings (the spec names no write permission; the contract calls it `cms_write`, in the
 * style of `user_write`).
 */
export const CMS_WRITE = 'cms_write'

/** /mychannels and /my-channels (spec §6). */
export const MY_CHANNELS_ACCESS: RouteAccess = { permissions: ['channel_read'] }

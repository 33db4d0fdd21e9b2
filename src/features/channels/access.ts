import type { RouteAccess } from '@/lib/permissions'

/** Who may open /cms, /cms-management and /cms-channels. */
export const CMS_ACCESS: RouteAccess = { permissions: ['cms_read'] }

/**
 * Creating, editing, (de)activating and deleting CMS accounts, their channels' status, policies
 * and settings: the contract's `cms_write`, named in the style of `user_write`
 * (docs/decisions.md, "Write permissions").
 */
export const CMS_WRITE = 'cms_write'

/** Who may open the claims desk (a CMS's, a channel's, everyone's) and its detail: `claim_read`. */
export const CLAIM_READ = 'claim_read'
export const CLAIMS_ACCESS: RouteAccess = { permissions: [CLAIM_READ] }

/** Who may open /mychannels and /my-channels. */
export const MY_CHANNELS_ACCESS: RouteAccess = { permissions: ['channel_read'] }

/**
 * Creating, editing and deleting playlists and adding, removing and reordering their videos.
 * The contract and the mock gateway write playlists with the videos' write permission
 * (`video_write`, "Edit videos and playlists"): whoever may edit a channel's videos curates its
 * playlists; reading needs `video_read`.
 */
export const PLAYLIST_WRITE = 'video_write'

/** Editing, (un)publishing and deleting videos, short videos and playlists (the mock gateway's `video_write`). */
export const VIDEO_WRITE = 'video_write'

/** The app's browser storage keys, in one place so logout can clear exactly these. */
export const STORAGE_KEYS = {
  authState: 'authState',
  companyId: 'companyId',
  channelId: 'channelId',
  channelName: 'channelName',
  cmsId: 'cmsId',
  cmsName: 'cmsName',
  playlistId: 'playlistId',
  playlistName: 'playlistName',
  themeSettings: 'themeSettings',
  selectedChannel: 'selectedChannel',
  selectBoxData: 'selectBoxData',
  videoSelectedColumns: 'video_selected_columns',
  cmsChannelsColumns: 'cms_channels_columns',
  language: 'i18nextLng',
  lastTokenRefresh: 'lastTokenRefresh',
  tokenExpiresAt: 'tokenExpiresAt',
  /** Uploads a tab of this browser is sending: video id → the tab's last heartbeat (ms). */
  uploadsSending: 'uploadsSending',
  /** The sidebar item clicked last: the selection when the route names none. */
  lastSelectedMenuKey: 'lastSelectedMenuKey',
} as const

/** Keys removed on logout: the session and what the user was working on; language and theme stay. */
export const LOGOUT_KEYS: readonly string[] = [
  STORAGE_KEYS.authState,
  STORAGE_KEYS.lastTokenRefresh,
  STORAGE_KEYS.tokenExpiresAt,
  STORAGE_KEYS.channelId,
  STORAGE_KEYS.channelName,
  STORAGE_KEYS.cmsId,
  STORAGE_KEYS.cmsName,
  // The next user on the machine must not inherit the playlist either (docs/decisions.md).
  STORAGE_KEYS.playlistId,
  STORAGE_KEYS.playlistName,
  STORAGE_KEYS.companyId,
  STORAGE_KEYS.selectBoxData,
  STORAGE_KEYS.selectedChannel,
]

/** Column choices of a list, saved per list, named like the videos list's `video_selected_columns`. */
export const listColumnsKey = (listId: string) => `${listId}_selected_columns`

/** When a user last opened the header's jobs tray (ms): jobs finished after it are shown as new. */
export const JOBS_SEEN_PREFIX = 'jobsSeenAt:'
export const jobsSeenKey = (userId: string) => `${JOBS_SEEN_PREFIX}${userId}`

/**
 * Jobs this tab saw running (a JSON list of ids, in the tab's sessionStorage, per user): a job that
 * ends while the tab reloads still says so when the tab is back.
 */
export const JOBS_RUNNING_PREFIX = 'jobsRunning:'
export const jobsRunningKey = (userId: string) => `${JOBS_RUNNING_PREFIX}${userId}`

/** Drafts of open forms are kept in the tab's sessionStorage under this prefix, per user and record (the form kit). */
export const DRAFT_PREFIX = 'draft:'
export const draftKey = (email: string, scope: string) => `${DRAFT_PREFIX}${email}:${scope}`

/** Removes every key of a storage that starts with the prefix. */
export function removePrefixed(storage: Storage | null, prefix: string) {
  if (!storage) return
  try {
    const keys: string[] = []
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    for (const key of keys) storage.removeItem(key)
  } catch {
    // storage refused: nothing to remove
  }
}

/** Removes every draft this tab keeps (sign-out, another user signing in). */
export const removeDrafts = (storage: Storage | null) => removePrefixed(storage, DRAFT_PREFIX)

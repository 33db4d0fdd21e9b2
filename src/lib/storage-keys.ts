/** Browser storage keys of spec §9, in one place so logout can clear exactly these. */
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
  /** The spec stores the last selected menu key without naming the key. */
  lastSelectedMenuKey: 'lastSelectedMenuKey',
} as const

/** Keys removed on logout (spec §4). */
export const LOGOUT_KEYS: readonly string[] = [
  STORAGE_KEYS.authState,
  STORAGE_KEYS.lastTokenRefresh,
  STORAGE_KEYS.tokenExpiresAt,
  STORAGE_KEYS.channelId,
  STORAGE_KEYS.channelName,
  STORAGE_KEYS.cmsId,
  STORAGE_KEYS.cmsName,
  // Spec §4's list predates the playlist pages; the next user on the machine must not inherit them.
  STORAGE_KEYS.playlistId,
  STORAGE_KEYS.playlistName,
  STORAGE_KEYS.companyId,
  STORAGE_KEYS.selectBoxData,
  STORAGE_KEYS.selectedChannel,
]

/** Column choices of a list, saved per list in the style of spec §9's `video_selected_columns`. */
export const listColumnsKey = (listId: string) => `${listId}_selected_columns`

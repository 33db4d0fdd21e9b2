/** The three sections of a channel's settings tab, named by their path segments. */
export const SETTINGS_SECTIONS = ['channelSettings', 'installationDefaults', 'channelTargeting'] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

const PATHS: Record<SettingsSection, string> = {
  channelSettings: 'channel-settings',
  installationDefaults: 'installation-defaults',
  channelTargeting: 'channel-targeting',
}

/** A section's document path: its id as a document versioned by its path (If-Match, the hub's RecordChanged). */
export const sectionPath = (channelId: string, section: SettingsSection) => `/channels/${channelId}/settings/${PATHS[section]}`

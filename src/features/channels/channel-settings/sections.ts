/** The three sections of a channel's settings tab, named by their path segments. */
export const SETTINGS_SECTIONS = ['channelSettings', 'installationDefaults', 'channelTargeting'] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

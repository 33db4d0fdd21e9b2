import { z } from 'zod'
import type {
  ChannelSettings,
  ChannelSettingsUpdateRequest,
  ChannelTargeting,
  ChannelTargetingUpdateRequest,
  InstallationDefaults,
  InstallationDefaultsUpdateRequest,
} from '@/api/generated/channel/model'
import { UpdateChannelInstallationDefaultsBody, UpdateChannelSettingsBody, UpdateChannelTargetingBody } from '@/api/generated/channel/zod/channels/channels.zod'

/** "a, b , a," → ['a', 'b']: free-text lists (keywords, tags, interests) are typed comma-separated. */
const splitList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
]
const joinList = (items: readonly string[]) => items.join(', ')

/** A comma-separated text box checked by the contract's list schema (item length, count). */
const textList = <O>(schema: z.ZodType<O, string[]>) => z.string().transform(splitList).pipe(schema)
/** An optional text: spaces only is no value (null), else trimmed; then the contract's rule. */
const optionalText = <O>(schema: z.ZodType<O, string | null | undefined>) =>
  z
    .string()
    .nullable()
    .transform((value): string | null | undefined => (value?.trim() ? value.trim() : null))
    .pipe(schema)

// ---------------------------------------------------------------- channelSettings

export const channelSettingsSchema = UpdateChannelSettingsBody.extend({
  description: optionalText(UpdateChannelSettingsBody.shape.description),
  keywords: textList(UpdateChannelSettingsBody.shape.keywords),
  trailerVideoId: optionalText(UpdateChannelSettingsBody.shape.trailerVideoId),
  contactEmail: optionalText(UpdateChannelSettingsBody.shape.contactEmail),
})
export type ChannelSettingsInput = z.input<typeof channelSettingsSchema>

export const channelSettingsToForm = (settings: ChannelSettings): ChannelSettingsInput => ({
  description: settings.description,
  keywords: joinList(settings.keywords),
  country: settings.country,
  defaultLanguage: settings.defaultLanguage,
  trailerVideoId: settings.trailerVideoId,
  contactEmail: settings.contactEmail,
  showSubscriberCount: settings.showSubscriberCount,
})

/** The PUT replaces every field: an empty one is sent as null. */
export const channelSettingsRequest = (values: z.output<typeof channelSettingsSchema>): ChannelSettingsUpdateRequest => ({
  description: values.description ?? null,
  keywords: values.keywords,
  country: values.country ?? null,
  defaultLanguage: values.defaultLanguage ?? null,
  trailerVideoId: values.trailerVideoId ?? null,
  contactEmail: values.contactEmail ?? null,
  showSubscriberCount: values.showSubscriberCount,
})

// ---------------------------------------------------------------- installationDefaults

export const installationDefaultsSchema = UpdateChannelInstallationDefaultsBody.extend({
  defaultTitle: optionalText(UpdateChannelInstallationDefaultsBody.shape.defaultTitle),
  defaultDescription: optionalText(UpdateChannelInstallationDefaultsBody.shape.defaultDescription),
  defaultTags: textList(UpdateChannelInstallationDefaultsBody.shape.defaultTags),
})
export type InstallationDefaultsInput = z.input<typeof installationDefaultsSchema>

export const installationDefaultsToForm = (defaults: InstallationDefaults): InstallationDefaultsInput => ({
  defaultTitle: defaults.defaultTitle,
  defaultDescription: defaults.defaultDescription,
  defaultPrivacyStatus: defaults.defaultPrivacyStatus,
  defaultCategoryId: defaults.defaultCategoryId,
  defaultLicense: defaults.defaultLicense,
  defaultTags: joinList(defaults.defaultTags),
  defaultLanguage: defaults.defaultLanguage,
  madeForKids: defaults.madeForKids,
  allowComments: defaults.allowComments,
  allowEmbedding: defaults.allowEmbedding,
  showLikeCount: defaults.showLikeCount,
  notifySubscribers: defaults.notifySubscribers,
})

export const installationDefaultsRequest = (values: z.output<typeof installationDefaultsSchema>): InstallationDefaultsUpdateRequest => ({
  ...values,
  defaultTitle: values.defaultTitle ?? null,
  defaultDescription: values.defaultDescription ?? null,
  defaultCategoryId: values.defaultCategoryId ?? null,
  defaultLanguage: values.defaultLanguage ?? null,
})

// ---------------------------------------------------------------- channelTargeting

export const channelTargetingSchema = UpdateChannelTargetingBody.extend({
  interests: textList(UpdateChannelTargetingBody.shape.interests),
})
export type ChannelTargetingInput = z.input<typeof channelTargetingSchema>

export const channelTargetingToForm = (targeting: ChannelTargeting): ChannelTargetingInput => ({
  countries: targeting.countries,
  languages: targeting.languages,
  ageGroups: targeting.ageGroups,
  genders: targeting.genders,
  interests: joinList(targeting.interests),
})

export const channelTargetingRequest = (values: z.output<typeof channelTargetingSchema>): ChannelTargetingUpdateRequest => values

/** The enum values of the contract, for the pickers. */
export const AGE_GROUPS = UpdateChannelTargetingBody.shape.ageGroups.element.options
export const GENDERS = UpdateChannelTargetingBody.shape.genders.element.options
export const PRIVACY_STATUSES = UpdateChannelInstallationDefaultsBody.shape.defaultPrivacyStatus.options
export const LICENSES = UpdateChannelInstallationDefaultsBody.shape.defaultLicense.options

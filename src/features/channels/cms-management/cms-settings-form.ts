import { z } from 'zod'
import type { CmsSettings, CmsSettingsUpdateRequest } from '@/api/generated/channel/model'
import { UpdateCmsSettingsBody } from '@/api/generated/channel/zod/cms/cms.zod'
import { validationMessage } from '@/shared/form'

const EMAILS = UpdateCmsSettingsBody.shape.notificationEmails

/** The addresses of the e-mail box: one per line (commas and spaces separate too), each once. */
const splitEmails = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
]

/**
 * The CMS settings form: the contract's update schema, with the notification addresses typed in
 * one box and checked against the contract's own address and count rules, naming the bad one.
 */
export const cmsSettingsFormSchema = UpdateCmsSettingsBody.omit({ notificationEmails: true }).extend({
  notificationEmails: z.string().transform((text, context) => {
    const addresses = splitEmails(text)
    const checked = EMAILS.safeParse(addresses)
    if (checked.success) return addresses
    const issue = checked.error.issues[0]
    const index = issue?.path[0]
    context.addIssue({
      code: 'custom',
      message:
        typeof index === 'number'
          ? validationMessage('cms-settings:validation.email', { address: addresses[index] ?? '' })
          : validationMessage('list-kit:validation.maxItems', { max: Number((issue as { maximum?: number } | undefined)?.maximum ?? 0) }),
    })
    return z.NEVER
  }),
})

export type CmsSettingsFormInput = z.input<typeof cmsSettingsFormSchema>
export type CmsSettingsFormValues = z.output<typeof cmsSettingsFormSchema>

export const settingsToForm = (settings: CmsSettings): CmsSettingsFormInput => ({
  defaultPrivacyStatus: settings.defaultPrivacyStatus,
  defaultLanguage: settings.defaultLanguage,
  defaultCategoryId: settings.defaultCategoryId,
  autoClaim: settings.autoClaim,
  matchPolicyId: settings.matchPolicyId,
  notifyOnClaim: settings.notifyOnClaim,
  notificationEmails: settings.notificationEmails.join('\n'),
})

/** The update replaces every setting (empty choices are sent as null to clear them). */
export const toSettingsRequest = (values: CmsSettingsFormValues): CmsSettingsUpdateRequest => ({
  defaultPrivacyStatus: values.defaultPrivacyStatus,
  defaultLanguage: values.defaultLanguage ?? null,
  defaultCategoryId: values.defaultCategoryId ?? null,
  autoClaim: values.autoClaim,
  matchPolicyId: values.matchPolicyId ?? null,
  notifyOnClaim: values.notifyOnClaim,
  notificationEmails: values.notificationEmails,
})

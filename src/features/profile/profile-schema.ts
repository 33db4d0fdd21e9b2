import { z } from 'zod'
import {
  UpdateMyProfileBody,
  updateMyProfileBodyFirstNameMax,
  updateMyProfileBodyJobTitleMax,
  updateMyProfileBodyLastNameMax,
  updateMyProfileBodyPhoneNumberRegExp,
} from '@/api/generated/identity/zod/account/account.zod'

const k = (key: string) => `pages.userProfile.validation.${key}`

/**
 * The profile form, derived from the contract's update body: same limits and phone pattern,
 * with translated messages; optional text fields are strings in the form ('' = cleared).
 */
export const profileFormSchema = UpdateMyProfileBody.pick({ language: true }).extend({
  firstName: z.string().trim().min(1, k('firstNameRequired')).max(updateMyProfileBodyFirstNameMax, k('tooLong')),
  lastName: z.string().trim().min(1, k('lastNameRequired')).max(updateMyProfileBodyLastNameMax, k('tooLong')),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || updateMyProfileBodyPhoneNumberRegExp.test(value), k('phone')),
  jobTitle: z.string().trim().max(updateMyProfileBodyJobTitleMax, k('tooLong')),
})

export type ProfileFormValues = z.infer<typeof profileFormSchema>

/** Spec §7 images/upload: the contract accepts JPEG, PNG and WebP. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

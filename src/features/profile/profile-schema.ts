import { z } from 'zod'
import {
  UpdateMyProfileBody,
  updateMyProfileBodyFirstNameMax,
  updateMyProfileBodyJobTitleMax,
  updateMyProfileBodyLastNameMax,
  updateMyProfileBodyPhoneNumberRegExp,
} from '@/api/generated/identity/zod/account/account.zod'
import { type FileRules, validationMessage } from '@/shared/form'

const k = (key: string) => validationMessage(`user-profile:pages.userProfile.validation.${key}`)

/**
 * The profile form, derived from the contract's update body: same limits and phone pattern,
 * with translated messages; optional text fields are strings in the form ('' = cleared). The
 * picture is part of the form (a new file, or the current one removed), so changing only the
 * picture counts as an unsaved change too.
 */
export const profileFormSchema = UpdateMyProfileBody.pick({ language: true }).extend({
  firstName: z.string().trim().min(1, k('firstNameRequired')).max(updateMyProfileBodyFirstNameMax, k('tooLong')),
  lastName: z.string().trim().min(1, k('lastNameRequired')).max(updateMyProfileBodyLastNameMax, k('tooLong')),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || updateMyProfileBodyPhoneNumberRegExp.test(value), k('phone')),
  jobTitle: z.string().trim().max(updateMyProfileBodyJobTitleMax, k('tooLong')),
  picture: z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File).nullable(),
  removePicture: z.boolean(),
})

export type ProfileFormValues = z.infer<typeof profileFormSchema>

/** images/upload: the contract accepts JPEG, PNG and WebP (size limits are the server's). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export const PICTURE_RULES: FileRules = { accept: ACCEPTED_IMAGE_TYPES }

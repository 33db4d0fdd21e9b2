import { z } from 'zod'
import {
  resetForgottenPasswordBodyNewPasswordMax,
  resetForgottenPasswordBodyNewPasswordMin,
  resetForgottenPasswordBodyNewPasswordRegExp,
  SendForgotPasswordCodeBody,
  sendForgotPasswordCodeBodyEmailOrPhoneMax,
  sendForgotPasswordCodeBodyEmailOrPhoneRegExp,
  SendIntroductionCodeBody,
  sendIntroductionCodeBodyEmailMax,
  verifyForgotPasswordCodeBodyOtpRegExp,
} from '@/api/generated/identity/zod/account/account.zod'

/**
 * Form schemas of the forgot-password and introduction flows, derived from the contract (its
 * patterns and limits); messages are keys under the flow's `validation` (`{{prefix}}` is
 * filled by the screen with its own namespace's prefix).
 */
const v = (key: string) => `validation.${key}`

export const forgotIdentifySchema = SendForgotPasswordCodeBody.extend({
  emailOrPhone: z
    .string()
    .trim()
    .min(1, v('identifierRequired'))
    .max(sendForgotPasswordCodeBodyEmailOrPhoneMax, v('identifierFormat'))
    .regex(sendForgotPasswordCodeBodyEmailOrPhoneRegExp, v('identifierFormat')),
})

export const introductionIdentifySchema = SendIntroductionCodeBody.extend({
  email: z
    .string()
    .trim()
    .min(1, v('identifierRequired'))
    .max(sendIntroductionCodeBodyEmailMax, v('identifierFormat'))
    .refine((value) => z.email().safeParse(value).success, v('identifierFormat')),
})

export const codeSchema = z.object({
  otp: z.string().trim().min(1, v('codeRequired')).regex(verifyForgotPasswordCodeBodyOtpRegExp, v('codeFormat')),
})

/** The contract's password rule: 8–128 characters, a lower-case letter, an upper-case letter, a digit. */
export const PASSWORD_RULES = [
  { key: 'length', test: (value: string) => value.length >= resetForgottenPasswordBodyNewPasswordMin && value.length <= resetForgottenPasswordBodyNewPasswordMax },
  { key: 'lower', test: (value: string) => /[a-z]/.test(value) },
  { key: 'upper', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'digit', test: (value: string) => /[0-9]/.test(value) },
] as const

export const passwordSchema = z
  .object({
    newPassword: z.string().min(1, v('passwordRequired')).regex(resetForgottenPasswordBodyNewPasswordRegExp, v('passwordRule')),
    confirmNewPassword: z.string().min(1, v('confirmRequired')),
  })
  .refine((values) => values.newPassword === values.confirmNewPassword, { message: v('passwordsMatch'), path: ['confirmNewPassword'] })

export type CodeValues = z.infer<typeof codeSchema>
export type PasswordValues = z.infer<typeof passwordSchema>

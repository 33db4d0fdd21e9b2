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
import { validationMessage } from '@/shared/form'

/**
 * Form schemas of the forgot-password and introduction flows, derived from the contract (its
 * patterns and limits). Messages are keys under the flow's own `validation` texts: `prefix` is
 * the screen's key prefix with its namespace, e.g. `forgot-password:pages.forgotPassword`.
 */
const message = (prefix: string, key: string) => validationMessage(`${prefix}.validation.${key}`)

export const forgotIdentifier = (prefix: string) =>
  SendForgotPasswordCodeBody.extend({
    emailOrPhone: z
      .string()
      .trim()
      .min(1, message(prefix, 'identifierRequired'))
      .max(sendForgotPasswordCodeBodyEmailOrPhoneMax, message(prefix, 'identifierFormat'))
      .regex(sendForgotPasswordCodeBodyEmailOrPhoneRegExp, message(prefix, 'identifierFormat')),
  }).shape.emailOrPhone

export const introductionIdentifier = (prefix: string) =>
  SendIntroductionCodeBody.extend({
    email: z
      .string()
      .trim()
      .min(1, message(prefix, 'identifierRequired'))
      .max(sendIntroductionCodeBodyEmailMax, message(prefix, 'identifierFormat'))
      .refine((value) => z.email().safeParse(value).success, message(prefix, 'identifierFormat')),
  }).shape.email

/** The contract's password rule: 8–128 characters, a lower-case letter, an upper-case letter, a digit. */
export const PASSWORD_RULES = [
  {
    key: 'length',
    test: (value: string) => value.length >= resetForgottenPasswordBodyNewPasswordMin && value.length <= resetForgottenPasswordBodyNewPasswordMax,
  },
  { key: 'lower', test: (value: string) => /[a-z]/.test(value) },
  { key: 'upper', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'digit', test: (value: string) => /[0-9]/.test(value) },
] as const

/** The whole flow as one form (identify → code → new password), validated a step at a time. */
export const codeFlowSchema = (prefix: string, identifier: z.ZodType<string, string>) =>
  z
    .object({
      identifier,
      otp: z.string().trim().min(1, message(prefix, 'codeRequired')).regex(verifyForgotPasswordCodeBodyOtpRegExp, message(prefix, 'codeFormat')),
      newPassword: z.string().min(1, message(prefix, 'passwordRequired')).regex(resetForgottenPasswordBodyNewPasswordRegExp, message(prefix, 'passwordRule')),
      confirmNewPassword: z.string().min(1, message(prefix, 'confirmRequired')),
    })
    .refine((values) => values.newPassword === values.confirmNewPassword, { message: message(prefix, 'passwordsMatch'), path: ['confirmNewPassword'] })

export type CodeFlowValues = z.input<ReturnType<typeof codeFlowSchema>>
export type PasswordValues = Pick<CodeFlowValues, 'newPassword' | 'confirmNewPassword'>

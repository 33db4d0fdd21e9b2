import type { RequestHandler } from 'msw'
import type { CodeSent, MenuProfile, MyProfile } from '@/api/generated/identity/model'
import {
  ResetForgottenPasswordBody,
  SendForgotPasswordCodeBody,
  SendIntroductionCodeBody,
  SetIntroductionPasswordBody,
  UpdateMyProfileBody,
  VerifyForgotPasswordCodeBody,
  VerifyIntroductionCodeBody,
} from '@/api/generated/identity/zod/index.zod'
import type { Db } from '../db'
import { MOCK_OTP } from '../db/accounts'
import { langOf, type Lang } from '../db/reference'
import type { UserRecord } from '../db/identity'
import { findUser, findUserByEmail, roleNamesOf } from '../db/identity-views'
import { fail, notFound, ok } from '../lib/respond'
import { publicRoute, route, routesFor } from '../lib/route'
import { settings } from '../settings'

const CODE_TTL_SECONDS = 180
const TOKEN_TTL_SECONDS = 600

/** A sent code and, once verified, the single-use token of the last step. */
interface Pending {
  userId: string
  /** When the code was sent: another one only `otpResendAfterSeconds` later (contract: else 429). */
  sentAt: number
  verifiedToken: string | null
  expiresAt: number
}

function masked(destination: string): string {
  if (destination.includes('@')) {
    const [local = '', domain = ''] = destination.split('@')
    return `${local.slice(0, 1)}***@${domain}`
  }
  return `${destination.slice(0, 3)} ${destination.slice(3, 4)}** *** **${destination.slice(-2)}`
}

const codeSent = (destination: string): CodeSent => ({
  maskedDestination: masked(destination),
  deliveryChannel: destination.includes('@') ? 'email' : 'sms',
  codeLength: 6,
  resendAfterSeconds: settings.otpResendAfterSeconds,
  expiresInSeconds: CODE_TTL_SECONDS,
})

/** The code flows' messages in the caller's language (Accept-Language), as a real gateway answers. */
const MESSAGES = {
  noCode: { tr: 'Bu adrese gönderilmiş bir kod bulunamadı; yeni bir kod isteyin.', en: 'No code was sent to this address; request one.' },
  expired: { tr: 'Kodun süresi doldu; yeni bir kod isteyin.', en: 'The code has expired; request a new one.' },
  wrong: { tr: 'Kod hatalı.', en: 'The code is wrong.' },
  badToken: { tr: 'Doğrulamanın süresi doldu ya da geçersiz; baştan başlayın.', en: 'The token is wrong or has expired; start again.' },
  differ: { tr: 'Yeni şifre ile tekrarı aynı değil.', en: 'The new password and its confirmation are not the same.' },
  noAccount: { tr: 'Bu e-posta adresi ya da telefon numarasıyla bir hesap bulunamadı.', en: 'No account has this email address or phone number.' },
  noAccountEmail: { tr: 'Bu e-posta adresiyle bir hesap bulunamadı.', en: 'No account has this email address.' },
  alreadySetUp: {
    tr: 'Bu hesap zaten kurulmuş. Giriş yapın ya da "Şifremi unuttum"u kullanın.',
    en: 'This account is already set up. Sign in, or use "forgot password".',
  },
  tooSoon: { tr: 'Yeni kod {s} saniye sonra istenebilir.', en: 'A new code can be requested in {s} seconds.' },
} satisfies Record<string, Record<Lang, string>>

const say = (lang: Lang, key: keyof typeof MESSAGES, seconds = 0) => MESSAGES[key][lang].replace('{s}', String(seconds))

function findByEmailOrPhone(db: Db, value: string): UserRecord | undefined {
  const trimmed = value.trim()
  return trimmed.includes('@') ? findUserByEmail(db, trimmed) : db.identity.users.find((u) => u.phoneNumber === trimmed)
}

/** Sidebar profile, own profile, and the public forgot-password and introduction flows (code is always 123456). */
export function accountHandlers(db: Db): RequestHandler[] {
  const resets = new Map<string, Pending>()
  const introductions = new Map<string, Pending>()

  /** Step 1 of both flows: a new code for `key`, unless the last one was sent too recently. */
  function sendCode(lang: Lang, pending: Map<string, Pending>, key: string, userId: string, destination: string) {
    const previous = pending.get(key)
    const waitMs = previous ? previous.sentAt + settings.otpResendAfterSeconds * 1000 - Date.now() : 0
    if (waitMs > 0) return fail(429, say(lang, 'tooSoon', Math.ceil(waitMs / 1000)))
    const now = Date.now()
    pending.set(key, { userId, sentAt: now, verifiedToken: null, expiresAt: now + CODE_TTL_SECONDS * 1000 })
    return ok(codeSent(destination))
  }

  /** Step 2 of both flows: the code must have been sent, be unexpired and be the mock code. */
  function verify(lang: Lang, pending: Map<string, Pending>, key: string, otp: string) {
    const entry = pending.get(key)
    if (!entry) return fail(404, say(lang, 'noCode'))
    if (entry.expiresAt < Date.now()) return fail(400, say(lang, 'expired'))
    if (otp !== MOCK_OTP) return fail(400, say(lang, 'wrong'))
    entry.verifiedToken = crypto.randomUUID()
    entry.expiresAt = Date.now() + TOKEN_TTL_SECONDS * 1000
    return entry.verifiedToken
  }

  /** Step 3 of both flows: the token of step 2, then the new password actually replaces the old one. */
  function setPassword(lang: Lang, pending: Map<string, Pending>, key: string, token: string, password: string, confirmation: string) {
    const entry = pending.get(key)
    if (!entry || entry.verifiedToken !== token || entry.expiresAt < Date.now()) return fail(400, say(lang, 'badToken'))
    if (password !== confirmation) return fail(400, say(lang, 'differ'))
    const account = db.accounts.get(entry.userId)
    if (!account) return notFound('Account')
    account.password = password
    account.needsIntroduction = false
    pending.delete(key)
    return ok(null)
  }

  return [
    route('identity', 'get', '/account/menu-profile', ({ claims }) => {
      const user = findUser(db, claims.sub)
      if (!user) return notFound('User')
      const body: MenuProfile = {
        id: user.id,
        profilePicture: user.profilePicture,
        roles: roleNamesOf(db, user),
        firstName: user.firstName,
        lastName: user.lastName,
      }
      return ok(body)
    }),
    route('identity', 'get', '/account/my-profile', ({ claims }) => {
      const user = findUser(db, claims.sub)
      if (!user) return notFound('User')
      const body: MyProfile = {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        profilePicture: user.profilePicture,
        jobTitle: user.jobTitle,
        language: user.language,
        roles: roleNamesOf(db, user),
        organizationId: user.organizationId,
        createdAt: user.createdAt,
      }
      return ok(body)
    }),
    routesFor(db)('identity', 'put', '/account/my-profile', { audit: { record: 'profile', id: 'caller' }, body: UpdateMyProfileBody }, ({ body, claims }) => {
      const user = findUser(db, claims.sub)
      if (!user) return notFound('User')
      user.firstName = body.firstName.trim()
      user.lastName = body.lastName.trim()
      user.phoneNumber = body.phoneNumber ?? null
      user.profilePicture = body.profilePicture ?? null
      user.jobTitle = body.jobTitle ?? null
      user.language = body.language
      return ok(null)
    }),

    publicRoute('identity', 'post', '/account/forgot-password/send-code', { body: SendForgotPasswordCodeBody }, ({ body, request }) => {
      const user = findByEmailOrPhone(db, body.emailOrPhone)
      if (!user) return fail(404, say(langOf(request), 'noAccount'))
      return sendCode(langOf(request), resets, body.emailOrPhone.trim().toLowerCase(), user.id, body.emailOrPhone.trim())
    }),
    publicRoute('identity', 'post', '/account/forgot-password/verify-code', { body: VerifyForgotPasswordCodeBody }, ({ body, request }) => {
      const token = verify(langOf(request), resets, body.emailOrPhone.trim().toLowerCase(), body.otp)
      return typeof token === 'string' ? ok({ resetToken: token, expiresInSeconds: TOKEN_TTL_SECONDS }) : token
    }),
    publicRoute('identity', 'post', '/account/forgot-password/reset', { body: ResetForgottenPasswordBody }, ({ body, request }) => {
      if (!findByEmailOrPhone(db, body.emailOrPhone)) return fail(404, say(langOf(request), 'noAccount'))
      return setPassword(langOf(request), resets, body.emailOrPhone.trim().toLowerCase(), body.resetToken, body.newPassword, body.confirmNewPassword)
    }),

    publicRoute('identity', 'post', '/account/introduction/send-code', { body: SendIntroductionCodeBody }, ({ body, request }) => {
      const user = findUserByEmail(db, body.email)
      if (!user) return fail(404, say(langOf(request), 'noAccountEmail'))
      const account = db.accounts.get(user.id)
      if (account?.password != null && !account.needsIntroduction) return fail(400, say(langOf(request), 'alreadySetUp'))
      return sendCode(langOf(request), introductions, body.email.trim().toLowerCase(), user.id, user.email)
    }),
    publicRoute('identity', 'post', '/account/introduction/verify-code', { body: VerifyIntroductionCodeBody }, ({ body, request }) => {
      const token = verify(langOf(request), introductions, body.email.trim().toLowerCase(), body.otp)
      return typeof token === 'string' ? ok({ setupToken: token, expiresInSeconds: TOKEN_TTL_SECONDS }) : token
    }),
    publicRoute('identity', 'post', '/account/introduction/set-password', { body: SetIntroductionPasswordBody }, ({ body, request }) => {
      if (!findUserByEmail(db, body.email)) return fail(404, say(langOf(request), 'noAccountEmail'))
      return setPassword(langOf(request), introductions, body.email.trim().toLowerCase(), body.setupToken, body.newPassword, body.confirmNewPassword)
    }),
  ]
}

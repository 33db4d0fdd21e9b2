import { HttpResponse, type RequestHandler } from 'msw'
import type { TokenErrorError, TokenResponse } from '@/api/generated/identity/model'
import { signAccessToken, signIdToken, signRefreshToken, verifyToken, type IssuedClaims } from '../auth/jwt'
import type { Db } from '../db'
import type { UserRecord } from '../db/identity'
import { findUser, findUserByEmail, roleNamesOf } from '../db/identity-views'
import { publicRoute } from '../lib/route'
import { settings } from '../settings'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const tokenError = (status: number, error: TokenErrorError, description: string) =>
  HttpResponse.json({ error, error_description: description }, { status, headers: { 'Cache-Control': 'no-store' } })

/** Claims of spec §3: role is a string for one role and a list for several; organizationId only when the user has one. */
export function claimsOf(db: Db, user: UserRecord): IssuedClaims {
  const roles = roleNamesOf(db, user)
  return {
    sub: user.id,
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    role: roles.length === 1 ? roles[0]! : roles,
    ...(user.organizationId ? { organizationId: user.organizationId } : {}),
  }
}

async function issueTokens(db: Db, user: UserRecord) {
  const claims = claimsOf(db, user)
  const ttl = Math.max(1, Math.floor(settings.accessTokenTtlSeconds))
  const body: TokenResponse = {
    access_token: await signAccessToken(claims, ttl),
    refresh_token: await signRefreshToken(user.id, Math.max(ttl, Math.floor(settings.refreshTokenTtlSeconds))),
    id_token: await signIdToken(claims, ttl),
    token_type: 'Bearer',
    expires_in: ttl,
  }
  return HttpResponse.json(body, { headers: { 'Cache-Control': 'no-store' } })
}

/** A user may sign in only while they and their organization are active (contract: UserAuthorizationEnd). */
function authorizationEnded(db: Db, user: UserRecord) {
  const organization = user.organizationId ? db.identity.organizations.find((o) => o.id === user.organizationId) : undefined
  return user.status === 'passive' || organization?.status === 'passive'
}

async function passwordGrant(db: Db, form: URLSearchParams) {
  const username = (form.get('username') ?? '').trim()
  const password = form.get('password') ?? ''
  if (!username || !password) return tokenError(400, 'invalid_request', 'username and password are required.')
  if (!EMAIL.test(username)) return tokenError(400, 'UserMustHaveValidEmailAddress', 'The user name must be an email address.')
  const user = findUserByEmail(db, username)
  const account = user ? db.accounts.get(user.id) : undefined
  if (!user || !account) return tokenError(400, 'UserNotFound', 'No user has this email address.')
  switch (account.behaviour) {
    case 'ldap_failure':
      return tokenError(400, 'LDAPAuthenticationFailed', 'The directory (LDAP) rejected the sign-in.')
    case 'service_unavailable':
      return tokenError(503, 'ServiceUnavailable', 'The authentication service is temporarily unavailable.')
    case 'server_error':
      return HttpResponse.json({ header: { isSuccess: false, message: 'Unexpected error while signing in.' }, body: null }, { status: 500 })
    case 'normal':
      break
  }
  if (account.password == null || account.password !== password) return tokenError(400, 'InvalidUserNameOrPassword', 'The user name or password is wrong.')
  if (authorizationEnded(db, user)) return tokenError(400, 'UserAuthorizationEnd', 'The authorization period of this user has ended.')
  user.lastLoginAt = new Date().toISOString()
  return issueTokens(db, user)
}

async function refreshGrant(db: Db, form: URLSearchParams) {
  const token = form.get('refresh_token') ?? ''
  if (!token) return tokenError(400, 'invalid_request', 'refresh_token is required.')
  const claims = await verifyToken(token, 'refresh')
  const user = claims ? findUser(db, claims.sub) : undefined
  if (!user) return tokenError(400, 'invalid_grant', 'The refresh token is invalid or expired.')
  if (authorizationEnded(db, user)) return tokenError(400, 'UserAuthorizationEnd', 'The authorization period of this user has ended.')
  return issueTokens(db, user)
}

/** POST /api/connect/token: form-encoded password and refresh-token grants, real signed JWTs. */
export const authHandlers = (db: Db): RequestHandler[] => [
  publicRoute('identity', 'post', '/api/connect/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    switch (form.get('grant_type')) {
      case 'password':
        return passwordGrant(db, form)
      case 'refresh_token':
        return refreshGrant(db, form)
      default:
        return tokenError(400, 'invalid_request', 'grant_type must be password or refresh_token.')
    }
  }),
]

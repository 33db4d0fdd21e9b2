import { http, HttpResponse, type RequestHandler } from 'msw'
import type { TokenErrorError, TokenResponse } from '@/api/generated/identity/model'
import { signAccessToken, signIdToken, signRefreshToken, verifyToken, type IssuedClaims } from '../auth/jwt'
import type { Db } from '../db'
import type { UserRecord } from '../db/identity'
import { findUser, findUserByEmail, roleNamesOf } from '../db/identity-views'
import { revocations } from '../auth/revocations'
import { publicRoute } from '../lib/route'
import { settings } from '../settings'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const tokenError = (status: number, error: TokenErrorError, description: string) =>
  HttpResponse.json({ error, error_description: description }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The access token's claims: role is a string for one role and a list for several; organizationId only when the user has one. */
function claimsOf(db: Db, user: UserRecord): IssuedClaims {
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

async function issueTokens(db: Db, user: UserRecord, family: string = crypto.randomUUID()) {
  const claims = claimsOf(db, user)
  const ttl = Math.max(1, Math.floor(settings.accessTokenTtlSeconds))
  const accessJti = crypto.randomUUID()
  revocations.issued(user.id, accessJti, family)
  const body: TokenResponse = {
    access_token: await signAccessToken(claims, ttl, Date.now(), accessJti),
    refresh_token: await signRefreshToken(user.id, Math.max(ttl, Math.floor(settings.refreshTokenTtlSeconds)), Date.now(), family),
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

/** Token grants the gateway answered, for tests and probes (GET /__mock/auth/grants). */
interface GrantCounts {
  password: number
  /** Refresh grants that issued new tokens. */
  refresh: number
  /** Of those, uses of an already-used token within the reuse leeway. */
  refreshReusedWithinLeeway: number
  /** Refresh grants refused (invalid, expired, reused, revoked family). */
  refreshRefused: number
  /** When each refresh grant that issued tokens was answered (ms since the epoch), oldest first. */
  refreshAt: number[]
}

const emptyCounts = (): GrantCounts => ({ password: 0, refresh: 0, refreshReusedWithinLeeway: 0, refreshRefused: 0, refreshAt: [] })

/**
 * Refresh-token rotation as OpenIddict and IdentityServer do it: each refresh token works once;
 * a replay after the leeway (settings.refreshReuseLeewayMs) answers invalid_grant and revokes
 * the token's whole family, so the thief and the victim both have to sign in again.
 */
class RefreshTokenLedger {
  private readonly used = new Map<string, number>()
  private readonly revokedFamilies = new Set<string>()
  counts: GrantCounts = emptyCounts()

  /** 'ok', 'reused-within-leeway' or 'refused' for a verified token's jti and family, marking it used. */
  redeem(jti: string, family: string, now = Date.now()): 'ok' | 'reused-within-leeway' | 'refused' {
    if (this.revokedFamilies.has(family) || revocations.familyRevoked(family)) return 'refused'
    const firstUse = this.used.get(jti)
    if (firstUse == null) {
      this.used.set(jti, now)
      return 'ok'
    }
    // A leeway of 0 allows no reuse at all, not one within the same millisecond.
    const leeway = settings.refreshReuseLeewayMs
    if (leeway > 0 && now - firstUse <= leeway) return 'reused-within-leeway'
    this.revokedFamilies.add(family)
    return 'refused'
  }

  resetCounts() {
    this.counts = emptyCounts()
  }
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

async function refreshGrant(db: Db, ledger: RefreshTokenLedger, form: URLSearchParams) {
  const token = form.get('refresh_token') ?? ''
  if (!token) return tokenError(400, 'invalid_request', 'refresh_token is required.')
  const claims = await verifyToken(token, 'refresh')
  const user = claims ? findUser(db, claims.sub) : undefined
  if (!claims || !user) return tokenError(400, 'invalid_grant', 'The refresh token is invalid or expired.')
  if (authorizationEnded(db, user)) return tokenError(400, 'UserAuthorizationEnd', 'The authorization period of this user has ended.')
  const family = claims.fam ?? claims.jti ?? token
  const redeemed = ledger.redeem(claims.jti ?? token, family)
  if (redeemed === 'refused') return tokenError(400, 'invalid_grant', 'The refresh token has already been used or was revoked.')
  if (redeemed === 'reused-within-leeway') ledger.counts.refreshReusedWithinLeeway += 1
  return issueTokens(db, user, family)
}

/**
 * POST /api/connect/token: form-encoded password and refresh-token grants, real signed JWTs,
 * rotating refresh tokens. Control endpoints: GET /__mock/auth/grants counts the grants answered,
 * DELETE resets the counts; POST /__mock/revoke {email} revokes every session the user holds
 * (mocks/auth/revocations.ts).
 */
export const authHandlers = (db: Db): RequestHandler[] => {
  const ledger = new RefreshTokenLedger()
  return [
    http.get('*/__mock/auth/grants', () => HttpResponse.json(ledger.counts)),
    http.delete('*/__mock/auth/grants', () => {
      ledger.resetCounts()
      return HttpResponse.json(ledger.counts)
    }),
    http.post('*/__mock/revoke', async ({ request }) => {
      const { email } = (await request.json().catch(() => ({}))) as { email?: unknown }
      const user = typeof email === 'string' ? findUserByEmail(db, email) : undefined
      if (!user) return HttpResponse.json({ error: 'No user has this email address.' }, { status: 404 })
      return HttpResponse.json({ email: user.email, revoked: revocations.revoke(user.id) })
    }),
    publicRoute('identity', 'post', '/api/connect/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      switch (form.get('grant_type')) {
        case 'password': {
          const response = await passwordGrant(db, form)
          if (response.status === 200) ledger.counts.password += 1
          return response
        }
        case 'refresh_token': {
          const response = await refreshGrant(db, ledger, form)
          if (response.status === 200) {
            ledger.counts.refresh += 1
            ledger.counts.refreshAt.push(Date.now())
          } else ledger.counts.refreshRefused += 1
          return response
        }
        default:
          return tokenError(400, 'invalid_request', 'grant_type must be password or refresh_token.')
      }
    }),
  ]
}

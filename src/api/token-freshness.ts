import { decodeClaims } from '@/lib/jwt'

export type TokenFreshness = 'expired' | 'needs_refresh' | 'valid'

/** Refresh when under 5 minutes remain, but never twice within 10 s. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000
const REFRESH_COOLDOWN_MS = 10 * 1000

/**
 * Expired (no token, expiry passed, or unreadable); needs_refresh (under 5 minutes
 * left, unless a refresh happened in the last 10 seconds); valid (no expiry claim, or more
 * than 5 minutes left).
 */
export function getTokenFreshness(token: string | null | undefined, now: number = Date.now(), lastRefreshAt: number | null = null): TokenFreshness {
  if (!token) return 'expired'
  const claims = decodeClaims(token)
  if (!claims) return 'expired'
  if (typeof claims.exp !== 'number') return 'valid'
  const expiresAt = claims.exp * 1000
  if (expiresAt <= now) return 'expired'
  if (expiresAt - now > REFRESH_MARGIN_MS) return 'valid'
  if (lastRefreshAt != null && now - lastRefreshAt < REFRESH_COOLDOWN_MS) return 'valid'
  return 'needs_refresh'
}

/**
 * Sessions the gateway revoked: what an administrator's "sign this user out everywhere" does on
 * a real identity server. The gateway remembers the token families (one per sign-in, kept across
 * refresh rotations) and the access tokens it issued to each user; revoking a user refuses every
 * one of them from then on (the refresh grant answers invalid_grant, an API call 401), while a
 * new sign-in gets a new family and works. Control: POST /__mock/revoke {email} on both hosts,
 * `__mockGateway.revoke(email)` in the browser's msw mode (mocks/handlers/auth.ts, mocks/browser.ts).
 */
interface Issued {
  families: Set<string>
  accessTokens: Set<string>
}

const issued = new Map<string, Issued>()
const revokedFamilies = new Set<string>()
const revokedAccessTokens = new Set<string>()

const of = (userId: string) => {
  let entry = issued.get(userId)
  if (!entry) issued.set(userId, (entry = { families: new Set(), accessTokens: new Set() }))
  return entry
}

export const revocations = {
  /** Remembers a token pair issued to a user (its access token's jti, its refresh family). */
  issued(userId: string, accessJti: string, family: string) {
    const entry = of(userId)
    entry.accessTokens.add(accessJti)
    entry.families.add(family)
  },
  /** Revokes every session the user holds now; answers how many families and access tokens. */
  revoke(userId: string) {
    const entry = of(userId)
    const counts = { families: entry.families.size, accessTokens: entry.accessTokens.size }
    entry.families.forEach((family) => revokedFamilies.add(family))
    entry.accessTokens.forEach((jti) => revokedAccessTokens.add(jti))
    issued.delete(userId)
    return counts
  },
  familyRevoked: (family: string) => revokedFamilies.has(family),
  accessTokenRevoked: (jti: string | undefined) => jti != null && revokedAccessTokens.has(jti),
  /** Forgets everything (POST /__mock/reset). */
  clear() {
    issued.clear()
    revokedFamilies.clear()
    revokedAccessTokens.clear()
  },
}

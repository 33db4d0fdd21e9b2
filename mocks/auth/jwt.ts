import { jwtVerify, SignJWT } from 'jose'

/** The mock gateway signs real HS256 JWTs so the client decodes them like production tokens. */
const secret = new TextEncoder().encode('mock-gateway-signing-key-not-a-secret-0123456789')

export interface IssuedClaims {
  sub: string
  email: string
  given_name: string
  family_name: string
  role: string | string[]
  organizationId?: string
}

export async function signAccessToken(claims: IssuedClaims, ttlSeconds: number, now = Date.now(), jti: string = crypto.randomUUID()) {
  const iat = Math.floor(now / 1000)
  return new SignJWT({ ...claims, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(jti)
    .sign(secret)
}

/**
 * A refresh token of a sign-in's token family (`fam`): every rotation keeps the family, so a
 * server that detects a replayed token can revoke the whole chain, as OpenIddict does.
 */
export async function signRefreshToken(sub: string, ttlSeconds: number, now = Date.now(), family: string = crypto.randomUUID()) {
  const iat = Math.floor(now / 1000)
  return new SignJWT({ typ: 'refresh', fam: family })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(secret)
}

export async function signIdToken(claims: IssuedClaims, ttlSeconds: number, now = Date.now()) {
  const iat = Math.floor(now / 1000)
  return new SignJWT({ email: claims.email, given_name: claims.given_name, family_name: claims.family_name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret)
}

/** Verified claims of a token of the given kind, or null when it is invalid or expired. */
export async function verifyToken(token: string, kind: 'access' | 'refresh'): Promise<(IssuedClaims & { exp: number; jti?: string; fam?: string }) | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    if (payload.typ !== kind) return null
    return payload as unknown as IssuedClaims & { exp: number; jti?: string; fam?: string }
  } catch {
    return null
  }
}

/** Unsigned JWTs for client tests: the client only decodes, it never verifies. */
const b64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

export function makeToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`
}

/** An access token expiring `secondsFromNow` from now (negative: already expired). */
export function tokenExpiringIn(secondsFromNow: number, extra: Record<string, unknown> = {}) {
  return makeToken({
    sub: 'u-1',
    email: 'admin@demo.local',
    given_name: 'Ada',
    family_name: 'Admin',
    role: 'admin',
    exp: Math.floor(Date.now() / 1000) + secondsFromNow,
    jti: Math.random().toString(36).slice(2),
    ...extra,
  })
}

import { jwtDecode } from 'jwt-decode'

/** Claims the portal reads from the access token. */
export interface AccessClaims {
  exp?: number
  sub?: string
  email?: string
  given_name?: string
  family_name?: string
  role?: string | string[]
  organizationId?: string | string[]
}

/** Decoded claims, or null when the token is not a readable JWT. */
export function decodeClaims(token: string | null | undefined): AccessClaims | null {
  if (!token) return null
  try {
    const claims = jwtDecode<unknown>(token)
    return claims && typeof claims === 'object' ? (claims as AccessClaims) : null
  } catch {
    return null
  }
}

const asList = (value: string | string[] | undefined): string[] =>
  value == null ? [] : (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' && v !== '')

export const rolesOf = (claims: AccessClaims | null) => asList(claims?.role)
export const organizationIdsOf = (claims: AccessClaims | null) => asList(claims?.organizationId)

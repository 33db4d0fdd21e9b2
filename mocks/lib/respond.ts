import { HttpResponse } from 'msw'
import { verifyToken, type IssuedClaims } from '../auth/jwt'
import { revocations } from '../auth/revocations'

/** The envelope every service answers in: `{header: {isSuccess, message}, body}`. */
export const ok = <T>(body: T, status = 200) => HttpResponse.json({ header: { isSuccess: true, message: null }, body }, { status })

/** A failed call in the envelope, with the server's message. */
export const fail = (status: number, message: string) => HttpResponse.json({ header: { isSuccess: false, message }, body: null }, { status })

export const notFound = (what: string) => fail(404, `${what} not found.`)

/** One page of a list: `{items, totalCount}` with zero-based index. */
export function page<T>(items: readonly T[], index = 0, size = 10) {
  const safeSize = Math.max(1, Math.min(size, 1000))
  const start = Math.max(0, index) * safeSize
  return { items: items.slice(start, start + safeSize), totalCount: items.length }
}

/** The caller's verified access-token claims, or a 401 response to return. */
export async function authenticate(request: Request): Promise<(IssuedClaims & { exp: number }) | Response> {
  const header = request.headers.get('authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  const claims = token ? await verifyToken(token, 'access') : null
  return claims && !revocations.accessTokenRevoked(claims.jti) ? claims : fail(401, 'The access token is missing, expired or invalid.')
}

/** Reads a JSON body; an unreadable one becomes an empty object (validated by the caller). */
export async function jsonBody<T = Record<string, unknown>>(request: Request): Promise<Partial<T>> {
  try {
    const value = (await request.json()) as unknown
    return value && typeof value === 'object' ? (value as Partial<T>) : {}
  } catch {
    return {}
  }
}

/** Case-insensitive substring match used by every search box of the mock gateway. */
export const matches = (search: string | undefined | null, ...fields: Array<string | null | undefined>) => {
  const needle = (search ?? '').trim().toLocaleLowerCase()
  return needle === '' || fields.some((field) => (field ?? '').toLocaleLowerCase().includes(needle))
}

/** Sorts a copy by a key, nulls last; unknown keys keep the order. */
export function sortBy<T>(items: readonly T[], key: string | undefined, order: 'asc' | 'desc' | undefined): T[] {
  if (!key) return [...items]
  const dir = order === 'desc' ? -1 : 1
  return [...items].sort((a, b) => {
    const x = (a as Record<string, unknown>)[key]
    const y = (b as Record<string, unknown>)[key]
    if (x == null && y == null) return 0
    if (x == null) return 1
    if (y == null) return -1
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir
    if (typeof x === 'boolean' && typeof y === 'boolean') return (Number(x) - Number(y)) * dir
    const text = (v: unknown) =>
      Array.isArray(v)
        ? v.map((e) => (typeof e === 'object' && e && 'name' in e ? String(e.name) : String(e))).join(', ')
        : typeof v === 'object' && v && 'name' in v
          ? String((v as { name: unknown }).name)
          : String(v)
    return text(x).localeCompare(text(y), 'tr') * dir
  })
}

import { http, type RequestHandler } from 'msw'
import type * as zod from 'zod'
import { tr } from 'zod/locales'
import type { IssuedClaims } from '../auth/jwt'
import { isEnglish, translateMessage } from './messages'
import { authenticate, fail, jsonBody } from './respond'

export type Service = 'identity' | 'notification' | 'channel' | 'parameter'
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type Claims = IssuedClaims & { exp: number }

export interface PublicCall {
  request: Request
  url: URL
  /** Path parameters of the route (`:id` …). */
  params: Record<string, string>
}

export interface Call extends PublicCall {
  /** The caller's verified access-token claims; `claims.sub` is their user id. */
  claims: Claims
}

type Reply = Response | Promise<Response>

const pattern = (service: Service, path: string) => `*/${service}-service${path}`

function paramsOf(raw: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw)) if (value != null) params[key] = typeof value === 'string' ? value : (value[0] ?? '')
  return params
}

/**
 * A handler of a contract path (`/users/:id`, written like the generated msw handlers) that
 * needs a valid bearer token: without one it answers 401 in the envelope.
 */
export function route(service: Service, method: Method, path: string, handler: (call: Call) => Reply): RequestHandler {
  return http[method](pattern(service, path), async ({ request, params }) => {
    const claims = await authenticate(request)
    if (claims instanceof Response) return claims
    return handler({ request, url: new URL(request.url), params: paramsOf(params), claims })
  })
}

/** A handler of a public call (`security: []` in the contract): no token needed. */
export function publicRoute(service: Service, method: Method, path: string, handler: (call: PublicCall) => Reply): RequestHandler {
  return http[method](pattern(service, path), ({ request, params }) => handler({ request, url: new URL(request.url), params: paramsOf(params) }))
}

/** zod's Turkish texts of its own issues (a schema's custom message stays as written). */
const turkishIssues = tr()

/**
 * Text of the first validation problem, e.g. `size: Too big: expected number to be <=500`. A
 * Turkish caller's issues come from zod's Turkish locale (validBody parses with it); a custom
 * message a schema wrote in English gets the catalogue's Turkish when it has one.
 */
export function issueText(error: zod.ZodError, turkish = false): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  const where = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${where}${(turkish && translateMessage(issue.message)) || issue.message}`
}

/**
 * The JSON body validated by the operation's generated zod schema, or a 400 naming the first
 * problem in the caller's language (Accept-Language), the way the real services validate requests.
 */
export async function validBody<S extends zod.ZodType>(request: Request, schema: S): Promise<zod.output<S> | Response> {
  const turkish = !isEnglish(request.headers.get('accept-language'))
  const body = await jsonBody(request)
  const result = turkish ? schema.safeParse(body, { error: turkishIssues.localeError }) : schema.safeParse(body)
  return result.success ? result.data : fail(400, issueText(result.error, turkish))
}

/** An integer query parameter within bounds, or the default when absent; null when malformed. */
export function intParam(url: URL, names: readonly string[], fallback: number, min: number, max: number): number | null {
  const raw = names.map((name) => url.searchParams.get(name)).find((value) => value != null && value !== '')
  if (raw == null) return fallback
  const value = Number(raw)
  return Number.isInteger(value) && value >= min && value <= max ? value : null
}

import { http, HttpResponse, type RequestHandler } from 'msw'
import type * as zod from 'zod'
import { tr } from 'zod/locales'
import type { IssuedClaims } from '../auth/jwt'
import type { Db } from '../db'
import { mayAccessChannel } from '../db/channel-access'
import { hasPermission } from '../db/identity-views'
import { auditor, type AuditDeclaration } from './audit-route'
import { fieldErrorsOf } from './field-errors'
import { isEnglish, translateMessage } from './messages'
import { authenticate, fail, jsonBody, ok } from './respond'
import { writeStep } from './write-step'

export type Service = 'identity' | 'notification' | 'channel' | 'parameter'
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'

type Claims = IssuedClaims & { exp: number }

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

/** A call whose JSON body the route's declared schema has already accepted. */
export type BodyCall<T> = Call & { body: T }
export type PublicBodyCall<T> = PublicCall & { body: T }

/** A permission a route needs: one name, or any one of several names. */
type Permission = string | { anyOf: readonly string[] }

/**
 * What a route asks of a call before its handler runs. The checks run in a fixed order and the
 * first refusal is the answer, so a handler holds only its own logic:
 *
 * 1. a valid bearer token, else 401;
 * 2. the permission, through the caller's current roles (admin holds all), else 403;
 * 3. the body, validated by the operation's generated zod schema, else 400 (validBody);
 * 4. the channel scope: the channel of every record the call reads or changes (the `channel`
 *    field names them from the call) must be one the caller may see, else 403
 *    (administrators see every channel, everyone else the channels they are a user of:
 *    docs/decisions.md "Channel scope"). A record the step cannot place is left to the handler's 404.
 *
 * `bodyFirst` swaps 2 and 3 for the routes that have always validated before asking for the
 * permission; the channel scope always comes last, as it may read the body.
 */
export interface Declaration<S extends zod.ZodType | undefined = zod.ZodType | undefined> {
  /** A name, any of several, or chosen per call; the function may answer the call itself instead (an unknown kind is a 404). */
  permission?: Permission | ((call: Call) => Permission | Response)
  body?: S
  bodyFirst?: boolean
  /**
   * A route that changes records names the record type and where its id is (mocks/lib/audit-route.ts):
   * the route layer reads the records before and after the handler and records one audit event
   * per changed record (a bulk call: one for the job and one per item). Every mutating operation
   * of the contracts declares it (mocks/audit.test.ts).
   */
  audit?: AuditDeclaration
  /**
   * Headers every answer of the route carries, its refusals included (401, 403, 400 …): a protocol
   * that asks for one on every response (tus: `Tus-Resumable`).
   */
  headers?: Record<string, string>
}

/**
 * The channel(s) a call touches, as a route's `channel` step names them: ids, or null/undefined
 * for a record that does not exist (the handler answers its 404).
 */
type ChannelTarget = string | null | undefined | ReadonlyArray<string | null | undefined>

/** The declaration of a route that needs a token but no permission. */
export type TokenDeclaration<S extends zod.ZodType | undefined = zod.ZodType | undefined> = Pick<Declaration<S>, 'body'>

/** Service, method, path, an optional declaration, then the handler; the handler gets `call.body` when the declaration has a schema. */
export interface RouteOf<D extends TokenDeclaration> {
  (service: Service, method: Method, path: string, handler: (call: Call) => Reply): RequestHandler
  (
    service: Service,
    method: Method,
    path: string,
    declaration: D & { body?: undefined; channel?: (call: Call) => ChannelTarget },
    handler: (call: Call) => Reply,
  ): RequestHandler
  <S extends zod.ZodType>(
    service: Service,
    method: Method,
    path: string,
    declaration: D & { body: S; channel?: (call: BodyCall<zod.output<S>>) => ChannelTarget },
    handler: (call: BodyCall<zod.output<S>>) => Reply,
  ): RequestHandler
}

const pattern = (service: Service, path: string) => `*/${service}-service${path}`

function paramsOf(raw: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw)) if (value != null) params[key] = typeof value === 'string' ? value : (value[0] ?? '')
  return params
}

/** null when the caller holds the permission, else the 403 naming it. */
function refused(db: Db, call: Call, permission: Permission): Response | null {
  const names = typeof permission === 'object' ? permission.anyOf : [permission]
  if (names.some((name) => hasPermission(db, call.claims.sub, name))) return null
  const wanted = names.join(' or ')
  return fail(403, `This needs the ${wanted} permission.`)
}

/** The permission check of a declaration: null lets the call through, a response refuses it. */
function authorizer(db: Db | null, permission: Declaration['permission'], where: string): (call: Call) => Response | null {
  if (permission === undefined) return () => null
  if (!db) throw new Error(`${where} declares a permission: make it with routesFor(db), which checks it on the database`)
  return (call) => {
    const wanted = typeof permission === 'function' ? permission(call) : permission
    return wanted instanceof Response ? wanted : refused(db, call, wanted)
  }
}

/** The channel scope of a declaration (step 4): null lets the call through, a response refuses it. */
function scoper(db: Db | null, channel: ((call: Call) => ChannelTarget) | undefined, where: string): (call: Call) => Response | null {
  if (!channel) return () => null
  if (!db) throw new Error(`${where} declares a channel scope: make it with routesFor(db), which checks it on the database`)
  return (call) => {
    const target = channel(call)
    const ids = (typeof target === 'string' || target == null ? [target] : target).filter((id): id is string => id != null)
    return ids.every((id) => mayAccessChannel(db, call.claims.sub, id)) ? null : channelRefusal()
  }
}

/** The one refusal of a record of a channel the caller is not assigned to (every operation answers it alike). */
const channelRefusal = () => fail(403, 'This belongs to a channel you are not assigned to.')

/** A declaration as `declared` reads it, with the channel step the overloads type per body. */
type ScopedDeclaration = Declaration & { channel?: (call: Call) => ChannelTarget }

/** Any handler a RouteOf overload accepts; it is called with the call its declaration promised. */
type Handler = (call: never) => Reply

function declared(db: Db | null, service: Service, method: Method, path: string, declaration: Declaration | Handler, handler?: Handler): RequestHandler {
  const run = (handler ?? declaration) as (call: Call & { body?: unknown }) => Reply
  const { permission, body: schema, bodyFirst = false, channel, audit, headers }: ScopedDeclaration = handler ? (declaration as ScopedDeclaration) : {}
  const authorize = authorizer(db, permission, `${method} ${path}`)
  const scope = scoper(db, channel, `${method} ${path}`)
  const audited = audit && db ? auditor(db, audit, service, method, path) : null
  // Versions (If-Match → 428/412, new versions, RecordChanged) and Idempotency-Key, as the operation's contract declares them.
  const write = db ? writeStep(db, service, method, path, permission) : null
  const answer = async (request: Request, params: Record<string, string | readonly string[] | undefined>): Promise<Response> => {
    const claims = await authenticate(request)
    if (claims instanceof Response) return claims
    const call: Call & { body?: unknown } = { request, url: new URL(request.url), params: paramsOf(params), claims }
    const validate = async () => {
      if (!schema) return null
      const body = await validBody(request, schema)
      if (body instanceof Response) return body
      call.body = body
      return null
    }
    const handle = () => (audited ? audited(call, () => run(call)) : run(call))
    const checked = async () => {
      const refusal = bodyFirst ? ((await validate()) ?? authorize(call)) : (authorize(call) ?? (await validate()))
      const stop = refusal ?? scope(call)
      if (stop) return stop
      if (!write?.check) return handle()
      const precondition = await write.check(call)
      if ('refusal' in precondition) return precondition.refusal
      // A bulk change whose every record changed since: nothing left to do but list them.
      const nothingLeft = precondition.checked.ids.length === 0 && precondition.checked.skipped.length > 0
      const response = nothingLeft ? ok({ items: [], succeeded: 0, failed: 0 }) : await handle()
      return write.finish(call, response, precondition.checked)
    }
    return write ? write.once(call, checked) : checked()
  }
  return http[method](pattern(service, path), async ({ request, params }) => {
    const response = await answer(request, params)
    // A dropped connection (Response.error()) has no headers to add to.
    if (response.type !== 'error') for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value)
    return response
  })
}

/** A handler of a contract path (`/users/:id`, written like the generated msw handlers) that needs a valid bearer token: without one it answers 401 in the envelope. */
export const route: RouteOf<TokenDeclaration> = (service: Service, method: Method, path: string, declaration: TokenDeclaration | Handler, handler?: Handler) =>
  declared(null, service, method, path, declaration, handler)

/** The route of a gateway's handlers on this database: its declaration may name a permission too (see Declaration). */
export const routesFor =
  (db: Db): RouteOf<Declaration> =>
  (service: Service, method: Method, path: string, declaration: Declaration | Handler, handler?: Handler) =>
    declared(db, service, method, path, declaration, handler)

/** A handler of a public call (`security: []` in the contract): no token needed; a declared body is validated (400). */
export function publicRoute(service: Service, method: Method, path: string, handler: (call: PublicCall) => Reply): RequestHandler
export function publicRoute<S extends zod.ZodType>(
  service: Service,
  method: Method,
  path: string,
  declaration: { body: S },
  handler: (call: PublicBodyCall<zod.output<S>>) => Reply,
): RequestHandler
export function publicRoute(
  service: Service,
  method: Method,
  path: string,
  declaration: { body: zod.ZodType } | ((call: PublicCall) => Reply),
  handler?: (call: PublicBodyCall<unknown>) => Reply,
): RequestHandler {
  return http[method](pattern(service, path), async ({ request, params }) => {
    const call = { request, url: new URL(request.url), params: paramsOf(params) }
    if (!handler) return (declaration as (call: PublicCall) => Reply)(call)
    const body = await validBody(request, (declaration as { body: zod.ZodType }).body)
    return body instanceof Response ? body : handler({ ...call, body })
  })
}

/** zod's Turkish texts of its own issues (a schema's custom message stays as written). */
const turkishIssues = tr()

/**
 * Text of the first validation problem, e.g. `size: Too big: expected number to be <=500`. A
 * Turkish caller's issues come from zod's Turkish locale (validBody parses with it); a custom
 * message a schema wrote in English gets the catalogue's Turkish when it has one.
 */
function issueText(error: zod.ZodError, turkish = false): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  const where = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${where}${(turkish && translateMessage(issue.message)) || issue.message}`
}

/**
 * The JSON body validated by the operation's generated zod schema, or a 400 (the contract's
 * ValidationErrorResponse): `errors` names each field that failed and how, for the client's own
 * messages; header.message is the first problem in the caller's language (Accept-Language), for logs.
 */
async function validBody<S extends zod.ZodType>(request: Request, schema: S): Promise<zod.output<S> | Response> {
  const turkish = !isEnglish(request.headers.get('accept-language'))
  const body = await jsonBody(request)
  const result = turkish ? schema.safeParse(body, { error: turkishIssues.localeError }) : schema.safeParse(body)
  if (result.success) return result.data
  return HttpResponse.json(
    { header: { isSuccess: false, message: issueText(result.error, turkish) }, body: null, errors: fieldErrorsOf(result.error, body) },
    { status: 400 },
  )
}

/** An integer query parameter within bounds, or the default when absent; null when malformed. */
export function intParam(url: URL, names: readonly string[], fallback: number, min: number, max: number): number | null {
  const raw = names.map((name) => url.searchParams.get(name)).find((value) => value != null && value !== '')
  if (raw == null) return fallback
  const value = Number(raw)
  return Number.isInteger(value) && value >= min && value <= max ? value : null
}

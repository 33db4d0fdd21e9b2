import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios'
import { readString } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { apiConfig, serviceUrl, type Service } from './config'
import { contractCheckEnabled } from './contract-check/switch'
import { ApiError, SESSION_ERRORS, type FieldProblem } from './errors'
import { idempotencyKeyFor, intentOf } from './idempotency'
import { rememberVersions, rememberWritten, versionOfTag, versionToSend, writeStarted } from './record-versions'
import { session, type SignOutReason, type TokenSet } from './session'
import { getTokenFreshness } from './token-freshness'
import * as writeRulesModule from './write-rules'
import type { WriteRule } from './write-rules'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No bearer token and no 401 handling (login, public flows). */
    skipAuth?: boolean
    /** The refresh call: nothing intercepts it, not even Accept-Language. */
    isRefresh?: boolean
    /** What the call fetches, for the 'Failed to fetch {x}.' message. */
    label?: string
    authRetries?: number
    sentToken?: string
    /** Sent again after the sign-in dialog: a second session end signs out. */
    resentAfterSignIn?: boolean
  }
}

/** Per-call options a screen may pass as the generated hook's `request` option. */
export type RequestOptions = Pick<AxiosRequestConfig, 'onUploadProgress' | 'signal' | 'headers' | 'skipAuth' | 'label'>

/** At most 3 retries after a 401; then the user is signed out (errors.retryLimit). */
export const MAX_AUTH_RETRIES = 3
/** A finished refresh stays the answer for 100 ms: a caller right after it gets its tokens, not a new refresh. */
const REFRESH_FLAG_LINGER_MS = 100

/** THE axios instance, without a request timeout. */
// Array query parameters go as `Ids=a&Ids=b` (OpenAPI form style, explode), not axios's `Ids[]=`.
export const http = axios.create({ timeout: 0, paramsSerializer: { indexes: null } })

export const acceptLanguage = () => (readString(STORAGE_KEYS.language)?.startsWith('en') ? 'en-US' : 'tr-TR')

const sessionError = (entry: { message: string; key: string }, status?: number) =>
  new ApiError(entry.message, { kind: 'session', messageKey: entry.key, status })

function endSession(reason: SignOutReason) {
  session.signOut(reason)
}

/**
 * The session ended by itself: where the app keeps the page (the sign-in dialog), wait for the
 * same user's sign-in and go on with its token; otherwise (or when the dialog is cancelled, or
 * another user signs in) the session ends with `error`.
 */
function interruptOrEnd(reason: SignOutReason, error: ApiError): Promise<string> {
  const resumed = session.interrupt(reason)
  if (!resumed) {
    endSession(reason)
    return Promise.reject(error)
  }
  return resumed.catch(() => {
    throw error
  })
}

/** A refresh refused inside the cross-tab lock: the wait for the sign-in happens after the lock is released. */
class Interrupted extends Error {
  constructor(readonly resumed: Promise<string>) {
    super('Session interrupted')
  }
}

/** The refresh under way (or finished less than 100 ms ago), and the session it belongs to. */
let refreshInFlight: { promise: Promise<string>; epoch: number } | null = null

/** Name of the Web Lock that makes the refresh single-flight across the tabs of this origin. */
export const REFRESH_LOCK = 'token-refresh'

type LockRequest = <T>(name: string, callback: () => Promise<T>) => Promise<T>

/** The browser's Web Locks, when it has them (every current browser; not jsdom or old ones). */
function refreshLock(): LockRequest | null {
  try {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks
    return locks && typeof locks.request === 'function' ? (name, callback) => locks.request(name, callback) : null
  } catch {
    return null
  }
}

/** Runs `work` under the cross-tab refresh lock, or directly where the browser has no Web Locks. */
const underRefreshLock = <T>(work: () => Promise<T>): Promise<T> => {
  const lock = refreshLock()
  return lock ? lock(REFRESH_LOCK, work) : work()
}

/** The stored access token, when another tab refreshed since `spent` was the refresh token and it is still usable. */
function refreshedElsewhere(spent: string): string | null {
  const state = session.followStored()
  if (!state || state.refreshToken === spent) return null
  return getTokenFreshness(state.accessToken, Date.now(), session.lastRefreshAt()) === 'expired' ? null : state.accessToken
}

/**
 * The refresh ledger (refresh-ledger.ts), loaded with the first refresh rather than with the first
 * page (the dashboard is at its size budget). A chunk that cannot load counts as a browser without
 * IndexedDB: the tabs fall back to what localStorage says.
 */
const ledger = () => import('./refresh-ledger').catch(() => null)

/** The refresh grant: the token endpoint's answer, or a thrown AxiosError. */
async function requestTokens(refreshToken: string): Promise<TokenSet | null> {
  const form = new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: apiConfig.clientId,
    client_secret: apiConfig.clientSecret,
    refresh_token: refreshToken,
  })
  const response = await http.post(serviceUrl('identity', '/api/connect/token'), form, {
    isRefresh: true,
    skipAuth: true,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  const data = (response.data ?? {}) as { access_token?: unknown; refresh_token?: unknown; id_token?: unknown }
  if (typeof data.access_token !== 'string' || !data.access_token || typeof data.refresh_token !== 'string' || !data.refresh_token) return null
  return { accessToken: data.access_token, refreshToken: data.refresh_token, idToken: typeof data.id_token === 'string' ? data.id_token : null }
}

/** Redeems the refresh token and stores the new pair; a refusal ends the session once. */
async function redeem(refreshToken: string, forEpoch: number): Promise<string> {
  let tokens: TokenSet | null
  try {
    tokens = await requestTokens(refreshToken)
  } catch (error) {
    // A tab without Web Locks may have raced another one that won: its tokens serve this tab too.
    const winner = session.epoch() === forEpoch ? refreshedElsewhere(refreshToken) : null
    if (winner) return winner
    const failure = sessionError(SESSION_ERRORS.refreshFailed, error instanceof AxiosError ? error.response?.status : undefined)
    if (session.epoch() === forEpoch) throw new Interrupted(interruptOrEnd('refresh_failed', failure))
    throw failure
  }
  if (!tokens) {
    // An answer without both tokens has its own message: 'Eksik token verisi.' (missing token data).
    if (session.epoch() === forEpoch) throw new Interrupted(interruptOrEnd('missing_token_data', sessionError(SESSION_ERRORS.missingTokenData)))
    throw sessionError(SESSION_ERRORS.missingTokenData)
  }
  const stored = session.updateTokens(forEpoch, tokens)
  // Committed before the lock is released: the next tab reads it (refresh-ledger.ts).
  await (await ledger())?.markRedeemed(refreshToken)
  if (!stored) throw sessionError(SESSION_ERRORS.sessionEnded)
  return tokens.accessToken
}

/**
 * Inside the cross-tab lock: the tab that held it before may have refreshed already (servers that
 * rotate refresh tokens refuse a second use of the old one), so the stored tokens are read again
 * and used when they are newer; otherwise this tab redeems the refresh token itself.
 */
async function refreshOnce(spent: string, forEpoch: number): Promise<string> {
  const winner = refreshedElsewhere(spent)
  if (session.epoch() !== forEpoch || !session.get()) throw sessionError(SESSION_ERRORS.sessionEnded)
  if (winner) return winner
  const token = session.get()?.refreshToken ?? spent
  // This tab's localStorage may not show yet what the tab before it stored (refresh-ledger.ts).
  const caughtUp = await (await ledger())?.caughtUp(token, () => refreshedElsewhere(token))
  if (session.epoch() !== forEpoch || !session.get()) throw sessionError(SESSION_ERRORS.sessionEnded)
  if (caughtUp) return caughtUp
  return redeem(token, forEpoch)
}

/**
 * Single-flight refresh: every caller that finds the token expiring, or gets a 401, waits for
 * the same call, in this tab (one promise) and across the tabs of the origin (the Web Lock
 * `token-refresh`; where the browser has none, the per-tab single flight remains). The refresh
 * request bypasses the interceptors. A failure ends the session once; a result that arrives
 * after logout (or after another sign-in) is dropped.
 */
export function refreshAccessToken(): Promise<string> {
  const forEpoch = session.epoch()
  if (refreshInFlight?.epoch === forEpoch) return refreshInFlight.promise
  const refreshToken = session.get()?.refreshToken
  if (!refreshToken) {
    endSession('no_refresh_token')
    return Promise.reject(sessionError(SESSION_ERRORS.noRefreshToken))
  }
  const promise = underRefreshLock(() => refreshOnce(refreshToken, forEpoch)).catch((error: unknown) => {
    if (error instanceof Interrupted) return error.resumed
    throw error
  })
  const entry = { promise, epoch: forEpoch }
  refreshInFlight = entry
  const clear = () => {
    setTimeout(() => {
      if (refreshInFlight === entry) refreshInFlight = null
    }, REFRESH_FLAG_LINGER_MS)
  }
  promise.then(clear, clear)
  return promise
}

/**
 * Start-up with "remember me" (docs/decisions.md): when the remembered session's access token
 * expired while the browser was closed, its refresh token is redeemed before the session is
 * restored (the app waits behind its spinner), under the same cross-tab lock. When the server
 * refuses or cannot be reached, nothing is written and start-up's restore (session.restore) clears the
 * expired session: the user signs in again. Null when there is nothing to wait for.
 */
export function resumeRememberedSession(): Promise<void> | null {
  if (!session.resumable()) return null
  return underRefreshLock(async () => {
    // Another tab may have resumed it while this one waited.
    const stale = session.resumable()
    if (!stale) return
    try {
      const tokens = await requestTokens(stale.refreshToken)
      if (tokens) session.storeResumed(stale, tokens)
    } catch {
      // refused or unreachable: see above
    }
  })
}

/** The token to send now, refreshing first when it is expired or expiring. */
async function freshAccessToken(): Promise<string | null> {
  const state = session.get()
  if (!state) return null
  // The sign-in dialog is open: the request waits for it, and goes with the new token.
  const interruption = session.interruption()
  if (interruption) return interruptOrEnd(interruption.reason, sessionError(SESSION_ERRORS.sessionEnded))
  if (getTokenFreshness(state.accessToken, Date.now(), session.lastRefreshAt()) === 'valid') return state.accessToken
  return refreshAccessToken()
}

/**
 * The same token for callers outside axios (the notification hub's accessTokenFactory), so a
 * WebSocket connect shares the freshness check and the single-flight refresh: never a second
 * refresh path. Null when nobody is signed in.
 */
export function getFreshAccessToken(): Promise<string | null> {
  return freshAccessToken()
}

function setHeader(config: InternalAxiosRequestConfig, name: string, value: string) {
  config.headers = AxiosHeaders.from(config.headers)
  config.headers.set(name, value)
}

http.interceptors.request.use(async (config) => {
  if (config.isRefresh) return config
  setHeader(config, 'Accept-Language', acceptLanguage())
  if (config.skipAuth) return config
  const token = await freshAccessToken()
  if (token) {
    setHeader(config, 'Authorization', `Bearer ${token}`)
    config.sentToken = token
  }
  return config
})

http.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || !error.config) throw error
  const config = error.config
  if (config.isRefresh || config.skipAuth || error.response?.status !== 401) throw error
  if (!session.get()) throw error
  const retries = config.authRetries ?? 0
  let token: string
  if (retries >= MAX_AUTH_RETRIES) {
    // Once only: a request already sent again after a sign-in ends the session (spec §8's one logout).
    if (config.resentAfterSignIn) {
      endSession('retry_limit')
      throw sessionError(SESSION_ERRORS.retryLimit, 401)
    }
    token = await interruptOrEnd('retry_limit', sessionError(SESSION_ERRORS.retryLimit, 401))
    config.resentAfterSignIn = true
    config.authRetries = 0
  } else {
    config.authRetries = retries + 1
    // Another request may already have refreshed since this one was sent: use that token.
    const latest = session.get()?.accessToken
    token = latest && latest !== config.sentToken ? latest : await refreshAccessToken()
  }
  setHeader(config, 'Authorization', `Bearer ${token}`)
  config.sentToken = token
  return http.request(config)
})

interface Envelope {
  header: { isSuccess: boolean; message?: string | null }
  body?: unknown
}

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' &&
  data !== null &&
  'header' in data &&
  typeof (data as Envelope).header === 'object' &&
  (data as Envelope).header !== null &&
  typeof (data as Envelope).header.isSuccess === 'boolean'

/** The body of an enveloped response; non-enveloped responses (the token call) pass through. */
export type Unwrap<T> = T extends { header: { isSuccess: boolean }; body?: infer B } ? B : T

const labelOf = (config: AxiosRequestConfig) => config.label ?? (config.url ?? '').split('?')[0]?.split('/').filter(Boolean).slice(-2).join(' ') ?? 'data'

/** The fields a 400 envelope names (`errors`), when it names any in the contract's shape. */
function fieldErrorsOf(data: unknown): FieldProblem[] | undefined {
  const errors = isEnvelope(data) ? (data as { errors?: unknown }).errors : undefined
  if (!Array.isArray(errors) || errors.length === 0) return undefined
  const problems = errors.flatMap((item: unknown): FieldProblem[] => {
    if (typeof item !== 'object' || item === null) return []
    const { field, code, limit } = item as Record<string, unknown>
    if (typeof field !== 'string' || typeof code !== 'string') return []
    return [typeof limit === 'number' ? { field, code, limit } : { field, code }]
  })
  return problems.length > 0 ? problems : undefined
}

/** Turns any failure into an ApiError carrying the server's message and code when it sent one. */
export function toApiError(error: unknown, label: string): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof AxiosError) {
    const data = error.response?.data as unknown
    const status = error.response?.status
    if (!error.response) {
      return new ApiError(`Failed to fetch ${label}.`, { kind: 'network', messageKey: 'errors.network' })
    }
    // A 400 that names its fields: the client says what is wrong in its own words (the
    // validator's text stays in the data, for logs), never the server's text.
    const fieldErrors = status === 400 ? fieldErrorsOf(data) : undefined
    if (fieldErrors) {
      return new ApiError(`The server refused ${label}: ${fieldErrors.map((problem) => `${problem.field} ${problem.code}`).join(', ')}.`, {
        kind: 'http',
        status,
        messageKey: 'errors.invalidRequest',
        fieldErrors,
        data,
      })
    }
    const serverMessage = isEnvelope(data) ? (data.header.message ?? undefined) : undefined
    const code =
      typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string' ? (data as { error: string }).error : undefined
    return new ApiError(serverMessage || `Failed to fetch ${label}.`, { kind: 'http', status, code, serverMessage, data })
  }
  return new ApiError(error instanceof Error ? error.message : `Failed to fetch ${label}.`, { kind: 'network' })
}

let checker: Promise<typeof import('./contract-check/checker')> | null = null

/** Development and staging (./contract-check/switch.ts): the response against its contract, off the data's path. */
function checkContract(service: Service, config: AxiosRequestConfig, data: unknown) {
  // A build made with VITE_CONTRACT_CHECK=off drops the checker's chunks altogether.
  if (import.meta.env.VITE_CONTRACT_CHECK === 'off') return
  checker ??= import('./contract-check/checker')
  void checker.then((module) => module.checkResponse({ service, method: config.method, url: config.url, data })).catch(() => undefined)
}

const hasHeader = (headers: Record<string, string>, name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase())

/** The contracts' write rules (src/api/write-rules.ts), read by every call. */
type WriteRules = typeof import('./write-rules')
const writeRules: WriteRules = writeRulesModule

/**
 * What the contract asks of a write, added here for every screen (docs/decisions.md, "Versions"):
 * `If-Match` with the version of each record it changes (the one an open form holds, else the last
 * one read), and `Idempotency-Key` of the intent. A header the caller set stays as set.
 */
function writeHeaders(rules: WriteRules, service: Service, config: AxiosRequestConfig, headers: Record<string, string>) {
  const method = (config.method ?? 'GET').toUpperCase()
  const path = (config.url ?? '').split('?')[0] ?? ''
  const rule = method === 'GET' ? undefined : rules.writeRuleFor(service, method, path)
  if (!rule) return { rule, ids: [] as string[], intent: null }
  const ids = rules.recordIdsOf(rule, path, config.data)
  if (rule.ids && !hasHeader(headers, 'If-Match')) {
    const versions = ids.map(versionToSend).filter((version): version is number => version !== undefined)
    if (versions.length > 0) headers['If-Match'] = versions.map((version) => `"${version}"`).join(', ')
  }
  const intent = rule.idempotent && !hasHeader(headers, 'Idempotency-Key') ? idempotencyKeyFor(intentOf(service, method, path, config.data)) : null
  if (intent) headers['Idempotency-Key'] = intent.key
  return { rule, ids, intent }
}

/** Versions an answer tells: the records it returns, a write's ETag, the current versions of a 412. */
function learnVersions(
  rules: WriteRules,
  service: Service,
  config: AxiosRequestConfig,
  rule: WriteRule | undefined,
  ids: readonly string[],
  body: unknown,
  etag: unknown,
) {
  if (!rule) {
    // A document versioned by its path (a channel's settings): its version is the path's.
    const path = (config.url ?? '').split('?')[0] ?? ''
    const version = (body as { version?: unknown } | null)?.version
    if (typeof version === 'number' && rules.isVersionedDocument(service, path)) return rememberVersions({ id: path, version })
    return rememberVersions(body)
  }
  const version = typeof etag === 'string' ? versionOfTag(etag) : null
  if (version !== null && ids.length === 1) rememberWritten(ids[0]!, version)
}

async function send<T>(service: Service, config: AxiosRequestConfig, options?: RequestOptions): Promise<Unwrap<T>> {
  const headers: Record<string, string> = {
    ...(config.headers as Record<string, string> | undefined),
    ...(options?.headers as Record<string, string> | undefined),
  }
  const rules = writeRules
  const write = writeHeaders(rules, service, config, headers)
  const merged: AxiosRequestConfig = { ...config, ...options, headers, url: serviceUrl(service, config.url ?? '') }
  const label = labelOf({ ...merged, url: config.url })
  let data: unknown
  // Until it is answered, the hub's news of these records may be this write's echo (isOwnChange).
  const written = writeStarted(write.ids)
  try {
    const response = await http.request<T>(merged)
    write.intent?.settle(true)
    data = response.data
    if (isEnvelope(data) && data.header.isSuccess) learnVersions(rules, service, config, write.rule, write.ids, data.body, response.headers?.etag)
  } catch (error) {
    // No answer (a dropped connection): the server may have done it, so a retry keeps the key.
    write.intent?.settle(error instanceof AxiosError && error.response !== undefined)
    // A call its caller called off (TanStack Query aborts a query nobody shows any more, e.g. a
    // dialog closed while its record loads) did not fail: nothing to log, and the caller that
    // aborted it gets the cancellation it expects.
    if (axios.isCancel(error)) throw error
    const apiError = toApiError(error, label)
    // A 412 says what the records are now: a second, deliberate try goes with those versions.
    if (apiError.status === 412) rememberVersions({ items: (apiError.data as { body?: { conflicts?: unknown } } | undefined)?.body?.conflicts })
    // These failures go to the console; screens decide what the user sees.
    if (apiError.kind !== 'session') console.error(`[api] ${merged.method ?? 'GET'} ${merged.url}:`, apiError.message)
    throw apiError
  } finally {
    written()
  }
  if (contractCheckEnabled() && (!isEnvelope(data) || data.header.isSuccess)) checkContract(service, config, data)
  if (isEnvelope(data)) {
    if (!data.header.isSuccess) {
      const serverMessage = data.header.message ?? undefined
      console.error(`[api] ${merged.method ?? 'GET'} ${merged.url}:`, serverMessage ?? 'isSuccess false')
      throw new ApiError(serverMessage || `Failed to fetch ${label}.`, { kind: 'envelope', serverMessage, data })
    }
    return data.body as Unwrap<T>
  }
  return data as Unwrap<T>
}

export const identityClient = <T>(config: AxiosRequestConfig, options?: RequestOptions) => send<T>('identity', config, options)
export const notificationClient = <T>(config: AxiosRequestConfig, options?: RequestOptions) => send<T>('notification', config, options)
export const channelClient = <T>(config: AxiosRequestConfig, options?: RequestOptions) => send<T>('channel', config, options)
export const parameterClient = <T>(config: AxiosRequestConfig, options?: RequestOptions) => send<T>('parameter', config, options)

/** Error and body types the generated hooks use. */
export type ErrorType<_E> = ApiError
export type BodyType<B> = B

import type { FieldProblem } from '@/lib/error-text'

export type { FieldProblem }

/** What went wrong with a call, in a shape screens can show without guessing. */
export type ApiErrorKind = 'http' | 'network' | 'envelope' | 'session'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** HTTP status, when the server answered. */
  readonly status?: number
  /** Machine-readable code, e.g. the login `error` field. */
  readonly code?: string
  /** Translation key for messages the client itself produces. */
  readonly messageKey?: string
  /** The server's own text (header.message), when it sent one; never a validator's text. */
  readonly serverMessage?: string
  /** The fields a 400 refused (`errors` of the contract's ValidationErrorResponse). */
  readonly fieldErrors?: readonly FieldProblem[]
  readonly data?: unknown

  constructor(
    message: string,
    init: {
      kind: ApiErrorKind
      status?: number
      code?: string
      messageKey?: string
      serverMessage?: string
      fieldErrors?: readonly FieldProblem[]
      data?: unknown
    },
  ) {
    super(message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.messageKey = init.messageKey
    this.serverMessage = init.serverMessage
    this.fieldErrors = init.fieldErrors
    this.data = init.data
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError

/** Client-side session messages; the keys live in the `common` namespace. */
export const SESSION_ERRORS = {
  refreshFailed: { message: 'Token refresh failed', key: 'errors.tokenRefreshFailed' },
  missingTokenData: { message: 'missing token data', key: 'errors.missingTokenData' },
  retryLimit: {
    message: 'The request was tried 3 times and failed; you were logged out automatically.',
    key: 'errors.retryLimit',
  },
  noRefreshToken: { message: 'No refresh token', key: 'errors.sessionExpired' },
  invalidToken: { message: 'Invalid token received', key: 'errors.invalidToken' },
  sessionEnded: { message: 'Session ended', key: 'errors.sessionExpired' },
} as const

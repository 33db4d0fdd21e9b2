import { isApiError } from '@/api/errors'

/** How the login page reports a failed sign-in (server failures are not "wrong password": docs/decisions.md). */
export type LoginFailure =
  | { kind: 'alert'; intent: 'warning' | 'error'; messageKey: string }
  /** HTTP 500 (and other server crashes): the 'login failed' toast, no alert. */
  | { kind: 'toast' }

/** Each token-endpoint code with its alert intent; the text key is the code itself. */
const LOGIN_ERROR_INTENTS: Record<string, 'warning' | 'error'> = {
  UserAuthorizationEnd: 'warning',
  UserNotFound: 'error',
  UserMustHaveValidEmailAddress: 'warning',
  InvalidUserNameOrPassword: 'error',
  LDAPAuthenticationFailed: 'warning',
  ServiceUnavailable: 'error',
}

const alert = (intent: 'warning' | 'error', code: string): LoginFailure => ({ kind: 'alert', intent, messageKey: `pages.login.errors.${code}` })

export function describeLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return alert('error', 'default')
  if (error.kind === 'session' && error.messageKey === 'errors.invalidToken') return alert('error', 'invalidToken')
  if (error.status === 503) return alert('error', 'ServiceUnavailable')
  if (error.status != null && error.status >= 500) return { kind: 'toast' }
  if (error.kind === 'network') return alert('error', 'network')
  const intent = error.code ? LOGIN_ERROR_INTENTS[error.code] : undefined
  return intent && error.code ? alert(intent, error.code) : alert('error', 'default')
}

import { apiConfig } from '@/api/config'
import { connectToken } from '@/api/generated/identity/endpoints/auth/auth'
import { session, type AuthState } from '@/api/session'
import { decodeClaims } from '@/lib/jwt'

export interface SignInValues {
  email: string
  password: string
  /** Unchecked: the session lives in this tab only (sessionStorage). */
  remember: boolean
}

/** The password grant, form-encoded, with the fixed client and scope. */
export const SIGN_IN_SCOPE = 'openid profile email'

const passwordGrant = (username: string, password: string) =>
  connectToken(
    { grant_type: 'password', client_id: apiConfig.clientId, client_secret: apiConfig.clientSecret, username, password, scope: SIGN_IN_SCOPE },
    { skipAuth: true, label: 'token' },
  )

/**
 * Signs in through the generated token call (no bearer, no 401 handling) and stores the
 * session; a token whose claims cannot be read fails with 'Invalid token received'.
 * The login page loads this module (and with it the HTTP client) while the user types, so the
 * page itself starts without it.
 */
export async function signIn({ email, password, remember }: SignInValues): Promise<AuthState> {
  const tokens = await passwordGrant(email, password)
  return session.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token }, email, remember)
}

/**
 * Sign-in in the dialog over an interrupted session: the same user resumes the page (the held
 * requests go on); another user first drops everything of the previous one. Says which it was.
 */
export async function signInOverPage(values: SignInValues, interruptedEmail: string): Promise<{ sameUser: boolean; state: AuthState }> {
  const tokens = await passwordGrant(values.email, values.password)
  const email = decodeClaims(tokens.access_token)?.email ?? values.email
  const sameUser = email.toLowerCase() === interruptedEmail.toLowerCase()
  if (!sameUser) session.dropForOtherUser()
  const state = session.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token }, email, values.remember)
  return { sameUser, state }
}

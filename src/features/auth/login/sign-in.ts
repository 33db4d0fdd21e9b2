import { apiConfig } from '@/api/config'
import { connectToken } from '@/api/generated/identity/endpoints/auth/auth'
import { session, type AuthState } from '@/api/session'

export interface SignInValues {
  email: string
  password: string
  /** Unchecked: the session lives in this tab only (sessionStorage). */
  remember: boolean
}

/** The password grant, form-encoded, with the fixed client and scope. */
export const SIGN_IN_SCOPE = 'openid profile email'

/**
 * Signs in through the generated token call (no bearer, no 401 handling) and stores the
 * session; a token whose claims cannot be read fails with 'Invalid token received'.
 * The login page loads this module (and with it the HTTP client) while the user types, so the
 * page itself starts without it.
 */
export async function signIn({ email, password, remember }: SignInValues): Promise<AuthState> {
  const tokens = await connectToken(
    {
      grant_type: 'password',
      client_id: apiConfig.clientId,
      client_secret: apiConfig.clientSecret,
      username: email,
      password,
      scope: SIGN_IN_SCOPE,
    },
    { skipAuth: true, label: 'token' },
  )
  return session.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token }, email, remember)
}

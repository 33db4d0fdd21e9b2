import { apiConfig } from '@/api/config'
import { useConnectToken } from '@/api/generated/identity/endpoints/auth/auth'
import { session, type AuthState } from '@/api/session'

export interface SignInValues {
  email: string
  password: string
  /** Unchecked: the session lives in this tab only (sessionStorage). */
  remember: boolean
}

/** Spec §7: the password grant, form-encoded, with the fixed client and scope. */
export const SIGN_IN_SCOPE = 'openid profile email'

/**
 * Signs in through the token endpoint (no bearer, no 401 handling) and stores the session;
 * a token whose claims cannot be read fails with 'Invalid token received' (spec §4).
 */
export function useSignIn() {
  const mutation = useConnectToken({ request: { skipAuth: true, label: 'token' } })
  const signIn = async ({ email, password, remember }: SignInValues): Promise<AuthState> => {
    const tokens = await mutation.mutateAsync({
      data: {
        grant_type: 'password',
        client_id: apiConfig.clientId,
        client_secret: apiConfig.clientSecret,
        username: email,
        password,
        scope: SIGN_IN_SCOPE,
      },
    })
    return session.signIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token }, email, remember)
  }
  return { signIn, isPending: mutation.isPending }
}

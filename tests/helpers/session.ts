import { session } from '@/api/session'
import { tokenExpiringIn } from './tokens'

/**
 * Starts each test's session afresh and signs in with an unsigned token (the client only decodes
 * it): `signInLocally({ role: 'editor' })`. For a screen that talks to the mock gateway, let
 * `renderScreen` sign in with a real token instead.
 */
export function signInLocally(claims: Record<string, unknown> = {}, email = 'admin@demo.local') {
  session.resetForTests()
  return session.signIn({ accessToken: tokenExpiringIn(3600, claims), refreshToken: 'refresh' }, email, true)
}

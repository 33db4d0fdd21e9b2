import type { UserRecord } from './identity'

/** Password of every demo account (the README's mock accounts). */
const DEMO_PASSWORD = 'Demo123!'
/** The one-time code the mock always sends. */
export const MOCK_OTP = '123456'

/** How the token endpoint treats an account beyond its password. */
type LoginBehaviour = 'normal' | 'ldap_failure' | 'service_unavailable' | 'server_error'

export interface Account {
  userId: string
  /** null until the user sets one through the introduction steps. */
  password: string | null
  behaviour: LoginBehaviour
  /** A first-time user: the introduction steps are open to them even though they have a password. */
  needsIntroduction: boolean
}

const BEHAVIOURS: Record<string, LoginBehaviour> = {
  'ldap@demo.local': 'ldap_failure',
  'unavailable@demo.local': 'service_unavailable',
  'crash@demo.local': 'server_error',
}

/**
 * Credentials by user id. Every seeded user signs in with the demo password; users created
 * later through the Users screen have none until they finish the introduction steps.
 */
export function seedAccounts(users: readonly UserRecord[]): Map<string, Account> {
  return new Map(
    users.map((user) => [
      user.id,
      {
        userId: user.id,
        password: DEMO_PASSWORD,
        behaviour: BEHAVIOURS[user.email] ?? 'normal',
        needsIntroduction: user.email === 'newuser@demo.local',
      },
    ]),
  )
}

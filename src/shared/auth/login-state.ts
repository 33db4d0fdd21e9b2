import type { SignOutReason } from '@/api/session'

/** The navigation state /login receives. */
export interface LoginLocationState {
  /** Where the user was going (the protected-route guard) or was when the session ended. */
  from?: { pathname: string; search?: string; hash?: string }
  /** Why the session ended, when it ended by itself (the login page says so). */
  signedOut?: SignOutReason
}

/** The navigation state of the first page after sign-in. */
export interface AfterLoginState {
  fromLogin: true
}

const PUBLIC_PATHS = ['/login', '/forgot-password', '/introduction-steps']

/** Where to go after sign-in: back to the page the user was sent away from, else the dashboard. */
export function afterLoginTarget(state: LoginLocationState | null | undefined): string {
  const from = state?.from
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/dashboard-panel'
  if (PUBLIC_PATHS.includes(from.pathname.toLowerCase()) || from.pathname === '/') return '/dashboard-panel'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

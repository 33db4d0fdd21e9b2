import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { session, type SignOutReason } from '@/api/session'
import type { LoginLocationState } from '@/shared/auth'

type Navigate = (to: string, options: { replace: boolean; state: LoginLocationState }) => unknown

/** What the last sign-out told /login, so the route guard's own redirect carries the same reason. */
let lastSignOut: { state: LoginLocationState; at: number } | null = null
const SIGN_OUT_MEMORY_MS = 5000

/** The login state of a sign-out that happened a moment ago, if any. */
export function recentSignOutState(now = Date.now()): LoginLocationState | null {
  return lastSignOut && now - lastSignOut.at < SIGN_OUT_MEMORY_MS ? lastSignOut.state : null
}

/** Reasons the user did not choose: the login page says what happened, and sign-in returns to the page. */
const INVOLUNTARY: ReadonlySet<SignOutReason> = new Set(['refresh_failed', 'missing_token_data', 'no_refresh_token', 'retry_limit', 'other_tab', 'expired'])

/**
 * Wires the session to the app, once: every sign-out (the logout button, a failed refresh, the
 * retry limit, or a logout in another tab) drops the cached data and goes to /login once,
 * replacing history. Language changes refetch what is on screen, since the server answers in
 * the Accept-Language of the request. The query client is a getter: it only exists once a page
 * that uses server data has loaded TanStack Query (the login page does not).
 */
export function connectSessionToApp(options: {
  queryClient: () => QueryClient | undefined
  i18n: I18n
  navigate: Navigate
  currentLocation: () => { pathname: string; search: string; hash: string }
}): () => void {
  const { queryClient, i18n, navigate, currentLocation } = options
  const stopSignOut = session.onSignOut((reason) => {
    const client = queryClient()
    void client?.cancelQueries()
    client?.clear()
    const here = currentLocation()
    const state: LoginLocationState = {}
    if (INVOLUNTARY.has(reason)) {
      state.signedOut = reason
      if (here.pathname !== '/login') state.from = here
    }
    lastSignOut = { state, at: Date.now() }
    if (here.pathname === '/login' && !state.signedOut) return
    void navigate('/login', { replace: true, state })
  })
  // Another user signed in over an interrupted session: nothing of the previous one's data stays.
  const stopDropped = session.onUserDropped(() => {
    const client = queryClient()
    void client?.cancelQueries()
    client?.clear()
  })
  const onLanguage = () => {
    void queryClient()?.invalidateQueries({ type: 'active' })
  }
  i18n.on('languageChanged', onLanguage)
  return () => {
    stopSignOut()
    stopDropped()
    i18n.off('languageChanged', onLanguage)
  }
}

import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { session } from '@/api/session'

/**
 * Logout: clears the cached data (the next user sees none of it), then signs out, which removes every stored key of
 * the session; the app's sign-out listener then goes to /login, replacing history.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    queryClient.clear()
    session.signOut('logout')
  }, [queryClient])
}

import { useEffect, useRef } from 'react'

export interface RefetchableQuery {
  isError: boolean
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>
}

/**
 * A query that failed tries again by itself when the browser says the network is back (window
 * `online`). TanStack Query's own reconnect refetch only runs when its online manager saw the
 * browser go offline first and only for stale data; a call that failed with a 5xx or a dropped
 * connection while the browser stayed "online" would otherwise wait for a click or a reload.
 * A fetch already under way is joined, not repeated (`cancelRefetch: false`).
 */
export function useRefetchWhenOnline(query: RefetchableQuery, target: Window | undefined = typeof window === 'undefined' ? undefined : window): void {
  const latest = useRef(query)
  useEffect(() => {
    latest.current = query
  })
  useEffect(() => {
    if (!target) return
    const online = () => {
      if (latest.current.isError) void latest.current.refetch({ cancelRefetch: false })
    }
    target.addEventListener('online', online)
    return () => target.removeEventListener('online', online)
  }, [target])
}

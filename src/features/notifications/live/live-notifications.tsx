import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useClaims } from '@/shared/auth'
import { useLiveRecords } from '@/shared/hooks'
import { useLiveHub } from './live-hub'
import { invalidateNotificationLists } from '../notification-queries'

/**
 * Mounted once by the authenticated layout. Keeps the live connection on the signed-in user
 * (start after login, restart on a user change, stop with no user, on logout and page unload),
 * and turns its events into cache invalidation: ReloadNotifications refetches the notification
 * lists, a record's change the cached copies of it, and a reconnect every query (what the hub
 * pushed while it was down is lost, about any record). Renders nothing; the bell shows the state.
 */
export function LiveNotifications() {
  const hub = useLiveHub()
  const queryClient = useQueryClient()
  const { userId } = useClaims()
  const previousUser = useRef<string | null>(null)
  // Other users' saves (RecordChanged): the lists and detail pages that show the record read it again.
  useLiveRecords()

  useEffect(() => hub.attach(window), [hub])

  useEffect(() => {
    const offReload = hub.onReload(() => void invalidateNotificationLists(queryClient))
    // Back after a drop or a failed start: any record may have changed meanwhile unannounced. What
    // is on screen is read again now, the rest when it is next shown; a read under way may have
    // been answered from before, so it is not joined (unchanged data keeps its identity: a form
    // showing it is not reset).
    const offResync = hub.onResync(() => void queryClient.invalidateQueries())
    return () => {
      offReload()
      offResync()
    }
  }, [hub, queryClient])

  useEffect(() => {
    hub.setUser(userId)
    // Another account signed in (e.g. in another tab): the cached lists were someone else's.
    if (previousUser.current && userId && previousUser.current !== userId) void invalidateNotificationLists(queryClient)
    previousUser.current = userId
  }, [hub, userId, queryClient])

  useEffect(
    () => () => {
      void hub.stop()
    },
    [hub],
  )

  return null
}

import { useSyncExternalStore } from 'react'
import { session, type Interruption } from '@/api/session'

let last: Interruption | null = null
/** The same object while nothing changed (useSyncExternalStore compares snapshots by identity). */
function snapshot(): Interruption | null {
  const next = session.interruption()
  if (!next) return (last = null)
  if (last && last.reason === next.reason && last.email === next.email && last.remembered === next.remembered) return last
  return (last = next)
}

/** The session that ended by itself while the page stays (the sign-in dialog is open), or null. */
export function useInterruption(): Interruption | null {
  return useSyncExternalStore(session.subscribe, snapshot, snapshot)
}

import { lazy, Suspense, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { session } from '@/api/session'
import { useInterruption } from '@/shared/auth'

const SignInDialog = lazy(() => import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog })))

/**
 * Mounted by the app's layout: while it is on screen, a session that ends by itself (refresh
 * refused, three 401s) keeps the page and opens the sign-in dialog over it (loaded only then).
 */
export function KeepPageOnSignOut() {
  const interruption = useInterruption()
  const navigate = useNavigate()
  useEffect(() => session.keepPageOnInterruption(), [])
  if (!interruption) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog interruption={interruption} onOtherUser={() => void navigate('/dashboard-panel', { replace: true })} />
    </Suspense>
  )
}

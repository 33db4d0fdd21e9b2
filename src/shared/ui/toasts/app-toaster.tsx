import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { toastQueue, preloadToasts } from './toast-queue'

export const APP_TOASTER_ID = 'app-toaster'
/** Spec §4/§9: alert toasts show 5 s, fixed at the top right. */
export const TOAST_TIMEOUT_MS = 5000

// Fluent's Toaster (and its motion code) is not part of any page's first JavaScript: it loads
// and mounts on the first toast (DESIGN.md budgets); see toast-queue.ts.
const ToasterHost = lazy(() => import('./toaster-host').then((module) => ({ default: module.ToasterHost })))

/** The one toaster of the app; render it once near the root. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toastQueue.subscribe, toastQueue.wanted, toastQueue.wanted)
  // Fetched once the page is idle, so the first toast does not wait for the download.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    idle(() => void preloadToasts().catch(() => undefined))
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null
}

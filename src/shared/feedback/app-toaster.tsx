import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { toastQueue } from './toast-queue'

// Fluent's Toaster (and its motion code) is not part of any page's first JavaScript: it loads
// and mounts on the first toast (docs/architecture.md, "Budgets"); see toast-queue.ts.
const loadToasterHost = () => import('./toaster-host')
const ToasterHost = lazy(() => loadToasterHost().then((module) => ({ default: module.ToasterHost })))

/** The one toaster of the app; render it once near the root. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toastQueue.subscribe, toastQueue.wanted, toastQueue.wanted)
  // Fetched once the page is idle, so the first toast does not wait for the download.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    idle(() => void loadToasterHost().catch(() => undefined))
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null
}

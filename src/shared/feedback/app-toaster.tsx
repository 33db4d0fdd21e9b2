import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { toastQueue } from './toast-queue'

/** Loads the toaster's code (Fluent's Toaster and its motion code). */
export type LoadToaster = () => Promise<ComponentType>

// Fluent's Toaster is not part of any page's first JavaScript: it loads on the first toast
// (docs/architecture.md, "Budgets"); see toast-queue.ts.
const loadToasterHost: LoadToaster = () => import('./toaster-host').then((module) => module.ToasterHost)

/** What a loader has loaded: a toaster mounted again (another page's shell, a test) shows at once. */
const loaded = new WeakMap<LoadToaster, ComponentType>()

/**
 * The one toaster of the app; render it once near the root. Its code loads once the page is idle,
 * or at the first toast, whichever comes first. Not React.lazy: a failed load (a deploy removed the
 * chunk, the network dropped) would stay failed and throw on every render, taking the page down
 * with it; here the toasts wait in the queue and the next one tries the load again.
 */
export function AppToaster({ load = loadToasterHost }: { load?: LoadToaster }) {
  const demand = useSyncExternalStore(toastQueue.subscribe, toastQueue.demand, toastQueue.demand)
  const [Host, setHost] = useState(() => loaded.get(load))
  useEffect(() => {
    if (Host) return
    let live = true
    const take = (component: ComponentType) => {
      loaded.set(load, component)
      if (live) setHost(() => component)
    }
    // Fetched once the page is idle, so the first toast does not wait for the download; at once
    // when a toast is waiting.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout
    const loadNow = () => void load().then(take, () => undefined)
    const handle = demand > 0 ? (loadNow(), undefined) : idle(loadNow)
    return () => {
      live = false
      if (handle !== undefined) cancelIdle(handle)
    }
  }, [Host, demand, load])
  // Mounted from the first toast on (it shows what waited in the queue).
  return Host && demand > 0 ? <Host /> : null
}

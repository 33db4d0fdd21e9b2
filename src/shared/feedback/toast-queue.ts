import type { ToastIntent } from '@fluentui/react-components'

export interface ToastRequest {
  intent: ToastIntent
  title: string
  body?: string
  /** Same id replaces a toast instead of stacking a second copy. */
  id?: string
  /** A button in the toast (Undo); choosing it closes the toast. */
  action?: { label: string; onAction: () => void }
  /** How long the toast shows, when not the 5 s of an alert. */
  timeout?: number
}

type Show = (request: ToastRequest) => void

/**
 * Toasts asked for while no toaster is mounted (its code loads on the first toast) wait here.
 * Each such request counts in `demand`: the app's toaster loads its code when it rises, and a
 * load that failed is tried again on the next toast. A mounted toaster shows what waited and
 * takes later requests directly.
 */
let demand = 0
/** The mounted toasters, latest last: the latest shows; when it goes, the one before it takes over. */
const hosts: Show[] = []
const waiting: ToastRequest[] = []
const listeners = new Set<() => void>()

export const toastQueue = {
  /** How many toasts were asked for while no toaster was there (0: none yet). */
  demand: () => demand,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  show(request: ToastRequest) {
    const host = hosts.at(-1)
    if (host) return host(request)
    waiting.push(request)
    demand += 1
    for (const listener of listeners) listener()
  },
  /** Called by a mounted toaster; returns its detach function. */
  attach(show: Show) {
    hosts.push(show)
    waiting.splice(0).forEach(show)
    return () => {
      const index = hosts.lastIndexOf(show)
      if (index !== -1) hosts.splice(index, 1)
    }
  },
}

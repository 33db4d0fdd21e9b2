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
 * Toasts asked for before the lazily loaded toaster is mounted wait here. The first request
 * mounts the toaster (every AppToaster renders it from then on); a mounted toaster shows
 * what waited and takes later requests directly.
 */
let wanted = false
let host: Show | null = null
const waiting: ToastRequest[] = []
const listeners = new Set<() => void>()

export const toastQueue = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  show(request: ToastRequest) {
    if (host) return host(request)
    waiting.push(request)
    if (!wanted) {
      wanted = true
      for (const listener of listeners) listener()
    }
  },
  /** Called by a mounted toaster; returns its detach function. */
  attach(show: Show) {
    host = show
    waiting.splice(0).forEach(show)
    return () => {
      if (host === show) host = null
    }
  },
}

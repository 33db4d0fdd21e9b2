import { useEffect, useRef, useState } from 'react'

/** Keystroke-to-request delay of search boxes. */
export const SEARCH_DEBOUNCE_MS = 300

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  /** Runs a pending call now (Enter in a search box). */
  flush(): void
  /** Drops a pending call (the value was reset from outside). */
  cancel(): void
}

/** A plain (non-React) trailing debounce; the hook below wraps it. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = () => {
    timer = undefined
    const args = pending
    pending = undefined
    if (args) fn(...args)
  }
  const debounced = ((...args: A) => {
    pending = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(run, delayMs)
  }) as Debounced<A>
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    run()
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return debounced
}

/**
 * A debounced callback that always calls the latest `fn` and never fires after unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs = SEARCH_DEBOUNCE_MS): Debounced<A> {
  const latest = useRef(fn)
  useEffect(() => {
    latest.current = fn
  }, [fn])
  // The ref is read when the timer fires, never during render; the rule cannot see that.
  // eslint-disable-next-line react-hooks/refs
  const [debounced] = useState(() => debounce<A>((...args) => latest.current(...args), delayMs))
  useEffect(() => () => debounced.cancel(), [debounced])
  return debounced
}

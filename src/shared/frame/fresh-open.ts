import { useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Router state of a navigation that asks the page to open afresh, as the sidebar's organization
 * entry does (docs/decisions.md, "The sidebar's organization entry").
 */
export interface FreshOpenState {
  freshOpen: number
}

let last = 0
/** A new, ever-increasing token: Back to an older entry never counts as a new request. */
export const freshOpenState = (): FreshOpenState => ({ freshOpen: (last = Math.max(last + 1, Date.now())) })

/**
 * A key that changes each time the page is asked to open afresh: given to the page as its React
 * `key`, the page starts over (no selection, no open panel, its queries mounted anew).
 */
export function useFreshOpenKey(): number {
  const token = (useLocation().state as Partial<FreshOpenState> | null)?.freshOpen
  const [seen, setSeen] = useState({ token: token ?? 0, key: 0 })
  if (token !== undefined && token > seen.token) {
    setSeen({ token, key: seen.key + 1 })
    return seen.key + 1
  }
  return seen.key
}

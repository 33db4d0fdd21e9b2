import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/**
 * Whether TanStack Query takes the browser to be online (the window's online and offline events):
 * while it is not, queries wait ('paused') instead of failing, and run when it is back.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnline)
}

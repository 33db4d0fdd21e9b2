import { useSyncExternalStore } from 'react'

const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/** Whether a CSS media query matches now; re-renders when it changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (supported() ? window.matchMedia(query).matches : false),
    () => false,
  )
}

/** The mobile layout applies below 992 px. */
const MOBILE_QUERY = '(max-width: 991.98px)'
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY)

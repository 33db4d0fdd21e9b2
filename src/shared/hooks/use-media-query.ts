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

/** The phone layout (lists as title, status and actions; filters in a drawer) applies below 600 px. */
const PHONE_QUERY = '(max-width: 599.98px)'
export const useIsPhone = () => useMediaQuery(PHONE_QUERY)

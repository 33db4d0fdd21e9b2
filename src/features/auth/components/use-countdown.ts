import { useEffect, useState } from 'react'

/** Whole seconds left until `until` (ms since epoch), ticking once a second; 0 when passed or null. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until == null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])
  return until == null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

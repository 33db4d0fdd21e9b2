import { readString } from '@/lib/safe-storage'

/** localStorage switch of the contract check: 'on' or 'off' overrides the build's default. */
export const CONTRACT_CHECK_KEY = 'contractCheck'

/**
 * Whether responses are checked against the contract (docs/decisions.md): on in development
 * (not in unit tests, whose hand-made answers are often partial: a test turns it on itself);
 * in a build, on when it was built with VITE_CONTRACT_CHECK=on (staging), else off; either way
 * `localStorage.contractCheck = 'on' | 'off'` decides at run time. A build made with
 * VITE_CONTRACT_CHECK=off has no checker at all.
 */
export function contractCheckEnabled(): boolean {
  if (import.meta.env.VITE_CONTRACT_CHECK === 'off') return false
  const runtime = readString(CONTRACT_CHECK_KEY)
  if (runtime === 'on' || runtime === 'off') return runtime === 'on'
  return (import.meta.env.DEV && import.meta.env.MODE !== 'test') || import.meta.env.VITE_CONTRACT_CHECK === 'on'
}

import type { ContractMismatch } from './types'

type Listener = (mismatch: ContractMismatch) => void

const listeners = new Set<Listener>()
/** Mismatches found before anyone listened (the app subscribes once it has its translations). */
const early: ContractMismatch[] = []

/** Where the checker reports; light, so the app can subscribe without loading the checker. */
export const contractReports = {
  emit(mismatch: ContractMismatch) {
    if (listeners.size === 0) early.push(mismatch)
    for (const listener of listeners) listener(mismatch)
  },
  /** Listens to mismatches, those found before included. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    early.splice(0).forEach(listener)
    return () => listeners.delete(listener)
  },
}

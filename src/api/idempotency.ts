/**
 * Idempotency keys per intent (docs/decisions.md, "Writes that happen once"). The same request
 * (service, method, path and body) sent again while the first is still on its way, a double
 * click, gets the first one's key, and so does a retry after an answer that never came (a
 * dropped connection: the server may have done it) for ten minutes. Once an answer arrives the
 * intent is over: the next identical request is a new one. A retry inside the mutator (after a
 * 401, or the sign-in's replay) resends the same headers and so the same key.
 */
const UNKNOWN_OUTCOME_MS = 10 * 60 * 1000

interface Intent {
  key: string
  inFlight: number
  /** When a request without an answer stops vouching for the key. */
  keepUntil: number
}

const intents = new Map<string, Intent>()

const newKey = () => globalThis.crypto.randomUUID()

/** The key of this intent, and what to call with the outcome of the request that carried it. */
export function idempotencyKeyFor(fingerprint: string | null): { key: string; settle(answered: boolean): void } {
  if (fingerprint === null) return { key: newKey(), settle: () => undefined }
  const now = Date.now()
  let intent = intents.get(fingerprint)
  if (!intent || (intent.inFlight === 0 && intent.keepUntil < now)) {
    intent = { key: newKey(), inFlight: 0, keepUntil: 0 }
    intents.set(fingerprint, intent)
  }
  const current = intent
  current.inFlight += 1
  let settled = false
  return {
    key: current.key,
    settle(answered) {
      if (settled) return
      settled = true
      current.inFlight -= 1
      if (answered) current.keepUntil = 0
      else current.keepUntil = Date.now() + UNKNOWN_OUTCOME_MS
      if (current.inFlight === 0 && current.keepUntil <= Date.now() && intents.get(fingerprint) === current) intents.delete(fingerprint)
    },
  }
}

/** A request's identity for its key: null when its body is not plain data (a file upload gets a key of its own). */
export function intentOf(service: string, method: string, path: string, body: unknown): string | null {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return null
  if (body instanceof Blob || body instanceof ArrayBuffer) return null
  try {
    return `${service} ${method} ${path} ${JSON.stringify(body ?? null)}`
  } catch {
    return null
  }
}

/**
 * Fault injection, per route, without editing code: latency, an error status, a network
 * failure, or an answer lost after the request was done. A rule matches a method and a path pattern (`*` matches one segment, `**` any rest).
 * Rules are set through the control endpoint (POST /__mock/faults) in both hosts, or from
 * the browser console as `__mockGateway.faults.set(...)`; in the browser they persist in
 * localStorage until cleared.
 */
export interface FaultRule {
  method: string
  /** Path without origin, e.g. `/identity-service/users/search` or `/channel-service/videos/*`. */
  path: string
  latencyMs?: number
  status?: number
  /** Drop the request as a network error. */
  network?: boolean
  /**
   * Do the request, then drop its answer as a network error: the write happened and the caller
   * never heard (a connection lost on the way back). What an Idempotency-Key is for.
   */
  dropAnswer?: boolean
  /** Apply to the next N matching requests only; absent means until cleared. */
  times?: number
}

const STORAGE_KEY = 'mockGatewayFaults'

function load(): FaultRule[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as unknown) : []
    return Array.isArray(parsed) ? (parsed as FaultRule[]) : []
  } catch {
    return []
  }
}

let rules: FaultRule[] = load()

// In the browser every tab runs its own gateway: a change made in another tab (or clearing the
// stored rules there) reaches this one too, so a Retry here sees it without a reload.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) rules = load()
  })
}

function persist() {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(rules))
  } catch {
    // in memory only
  }
}

function patternToRegExp(pattern: string) {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment === '**' ? '.*' : segment === '*' ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped}$`)
}

export const faults = {
  list: (): readonly FaultRule[] => rules,
  set(rule: FaultRule) {
    rules = [...rules.filter((r) => !(r.method === rule.method && r.path === rule.path)), rule]
    persist()
  },
  clear() {
    rules = []
    persist()
  },
  /** The rule for this request, consuming one of its `times`: a `dropAnswer` rule when `dropped`, any other rule otherwise. */
  take(method: string, path: string, dropped = false): FaultRule | undefined {
    const rule = rules.find(
      (r) => Boolean(r.dropAnswer) === dropped && (r.method === '*' || r.method.toUpperCase() === method.toUpperCase()) && patternToRegExp(r.path).test(path),
    )
    if (rule?.times != null) {
      rule.times -= 1
      if (rule.times <= 0) rules = rules.filter((r) => r !== rule)
      persist()
    }
    return rule
  },
}

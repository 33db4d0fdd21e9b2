/**
 * localStorage access that never throws: storage can be disabled, full, or hold values a
 * user edited by hand. Reads of bad JSON answer `null`, which callers treat as "nothing stored".
 */

/** A Web Storage, or null when there is none or the browser blocks it. */
function guarded(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    // With storage disabled, Chrome throws on merely reading the property.
    return (globalThis[name] as Storage | undefined) ?? null
  } catch {
    return null
  }
}

export const localStore = () => guarded('localStorage')
/** This tab's storage (sessionStorage). */
export const tabStore = () => guarded('sessionStorage')

export function readJson(key: string, storage: Storage | null = localStore()): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw == null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

export function readString(key: string, storage: Storage | null = localStore()): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores a value; false when it could not be stored. */
export function writeString(key: string, value: string, storage: Storage | null = localStore()): boolean {
  try {
    if (!storage) return false
    storage.setItem(key, value)
    return true
  } catch {
    // Quota or disabled storage: the app keeps working with in-memory state.
    return false
  }
}

export function writeJson(key: string, value: unknown, storage: Storage | null = localStore()): boolean {
  return writeString(key, JSON.stringify(value), storage)
}

export function removeKeys(keys: readonly string[], storage: Storage | null = localStore()) {
  for (const key of keys) {
    try {
      storage?.removeItem(key)
    } catch {
      // ignore: see writeString
    }
  }
}

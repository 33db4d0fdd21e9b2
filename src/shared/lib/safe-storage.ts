/**
 * localStorage access that never throws: storage can be disabled, full, or hold values a
 * user edited by hand. Reads of bad JSON answer `null`, which callers treat as "nothing stored".
 */
export function readJson(key: string, storage: Storage | undefined = globalThis.localStorage): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw == null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

export function readString(key: string, storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeString(key: string, value: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(key, value)
  } catch {
    // Quota or disabled storage: the app keeps working with in-memory state.
  }
}

export function writeJson(key: string, value: unknown, storage: Storage | undefined = globalThis.localStorage) {
  writeString(key, JSON.stringify(value), storage)
}

export function removeKeys(keys: readonly string[], storage: Storage | undefined = globalThis.localStorage) {
  for (const key of keys) {
    try {
      storage?.removeItem(key)
    } catch {
      // ignore: see writeString
    }
  }
}

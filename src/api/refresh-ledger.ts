/**
 * Which refresh tokens the tabs of this origin have already redeemed, in IndexedDB.
 *
 * The cross-tab refresh lock (http.ts) makes one tab refresh at a time, and the next tab reads the
 * stored tokens to see whether the one before it refreshed already. localStorage cannot say so
 * reliably: each tab reads its own copy, which the browser brings up to date some time after
 * another tab wrote (the HTML standard leaves it open, whatwg/html#403), so a tab given the lock
 * right after another tab's refresh may still read the old pair and redeem a refresh token that
 * is already spent: a server that rotates strictly refuses it and revokes the whole family, and
 * every tab has to sign in again. IndexedDB transactions are ordered across tabs: what a tab wrote
 * and committed before it released the lock, the next tab reads after it got the lock.
 *
 * The ledger keeps a fingerprint of each spent token (never the token) for ten minutes. Where the
 * browser has no IndexedDB (or refuses it: a private window may), it says "not known" and the
 * tabs fall back to what localStorage says.
 */

const DB_NAME = 'token-refresh'
const STORE = 'redeemed'
/** How long a spent token's fingerprint is kept (far longer than a refresh's round trip). */
export const LEDGER_KEEP_MS = 10 * 60_000

/** FNV-1a, 64 bits, as hex: a fingerprint that cannot be turned back into the token. */
export function fingerprint(token: string): string {
  let hash = 0xcbf29ce484222325n
  for (let i = 0; i < token.length; i += 1) {
    hash ^= BigInt(token.charCodeAt(i))
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return hash.toString(16).padStart(16, '0')
}

let opening: Promise<IDBDatabase | null> | null = null

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB
      if (!factory) return resolve(null)
      const request = factory.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
      request.onblocked = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
  return opening
}

function done(transaction: IDBTransaction): Promise<boolean> {
  return new Promise((resolve) => {
    transaction.oncomplete = () => resolve(true)
    transaction.onerror = () => resolve(false)
    transaction.onabort = () => resolve(false)
  })
}

/**
 * Records that `spent` was redeemed; resolves once the write is committed (before the caller
 * releases the refresh lock). Entries older than LEDGER_KEEP_MS go in the same transaction.
 */
export async function markRedeemed(spent: string, now: number = Date.now()): Promise<void> {
  const db = await open()
  if (!db) return
  try {
    const transaction = db.transaction(STORE, 'readwrite')
    const store = transaction.objectStore(STORE)
    store.put(now, fingerprint(spent))
    const cursor = store.openCursor()
    cursor.onsuccess = () => {
      const entry = cursor.result
      if (!entry) return
      if (typeof entry.value !== 'number' || now - entry.value > LEDGER_KEEP_MS) entry.delete()
      entry.continue()
    }
    await done(transaction)
  } catch {
    // A closed or refused database: the tabs fall back to localStorage.
  }
}

/** True when a tab of this origin redeemed `token` already (within LEDGER_KEEP_MS). */
export async function wasRedeemed(token: string, now: number = Date.now()): Promise<boolean> {
  const db = await open()
  if (!db) return false
  try {
    const transaction = db.transaction(STORE, 'readonly')
    const request = transaction.objectStore(STORE).get(fingerprint(token))
    const ok = await done(transaction)
    return ok && typeof request.result === 'number' && now - request.result <= LEDGER_KEEP_MS
  } catch {
    return false
  }
}

/**
 * How long a tab that got the refresh lock waits for its copy of localStorage to show the pair
 * another tab stored, when the ledger says that tab redeemed the token already.
 */
export const STORAGE_CATCH_UP_MS = 5000

/**
 * When a tab redeemed `token` already: `current()`'s first non-null value, polled every 25 ms while
 * this tab's copy of localStorage catches up, or null after STORAGE_CATCH_UP_MS. Null at once
 * when no tab redeemed it.
 */
export async function caughtUp<T>(token: string, current: () => T | null): Promise<T | null> {
  if (!(await wasRedeemed(token))) return null
  const until = Date.now() + STORAGE_CATCH_UP_MS
  for (;;) {
    const value = current()
    if (value != null || Date.now() >= until) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Forgets the open database (tests that delete it between cases). */
export function closeLedger() {
  const current = opening
  opening = null
  void current?.then((db) => db?.close())
}

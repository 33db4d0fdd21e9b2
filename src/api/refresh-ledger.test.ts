import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeLedger, fingerprint, LEDGER_KEEP_MS, markRedeemed, wasRedeemed } from './refresh-ledger'

let factory: IDBFactory
beforeEach(() => {
  // Another file of this worker may have opened (or found no) database: this file's goes in its place.
  closeLedger()
  factory = new IDBFactory()
  vi.stubGlobal('indexedDB', factory)
})
afterEach(() => {
  closeLedger()
  vi.unstubAllGlobals()
})

/** Every value the ledger's store holds, read with the browser's own API. */
async function storedValues(): Promise<{ keys: IDBValidKey[]; values: unknown[] }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('token-refresh')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error as Error)
  })
  const store = db.transaction('redeemed', 'readonly').objectStore('redeemed')
  const [keys, values] = await Promise.all(
    [store.getAllKeys(), store.getAll()].map(
      (request) =>
        new Promise<unknown[]>((resolve) => {
          request.onsuccess = () => resolve(request.result as unknown[])
        }),
    ),
  )
  db.close()
  return { keys: keys as IDBValidKey[], values: values! }
}

describe('the refresh ledger', () => {
  it('knows a redeemed token, and only that one', async () => {
    expect(await wasRedeemed('refresh-a')).toBe(false)
    await markRedeemed('refresh-a')
    expect(await wasRedeemed('refresh-a')).toBe(true)
    expect(await wasRedeemed('refresh-b')).toBe(false)
  })

  it('keeps a fingerprint, never the token', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.refresh-token-body.signature'
    await markRedeemed(token, 1_000)
    const { keys, values } = await storedValues()
    expect(keys).toEqual([fingerprint(token)])
    expect(JSON.stringify({ keys, values })).not.toContain('refresh-token-body')
    expect(fingerprint(token)).toMatch(/^[0-9a-f]{16}$/)
    expect(fingerprint(token)).not.toBe(fingerprint(`${token}x`))
  })

  it('forgets a token after ten minutes, and drops old entries when it writes', async () => {
    await markRedeemed('old', 0)
    expect(await wasRedeemed('old', LEDGER_KEEP_MS)).toBe(true)
    expect(await wasRedeemed('old', LEDGER_KEEP_MS + 1)).toBe(false)
    await markRedeemed('new', LEDGER_KEEP_MS + 1)
    expect((await storedValues()).keys).toEqual([fingerprint('new')])
  })

  it('says "not known" where the browser has no IndexedDB', async () => {
    closeLedger()
    vi.stubGlobal('indexedDB', undefined)
    await markRedeemed('refresh-a')
    expect(await wasRedeemed('refresh-a')).toBe(false)
  })
})

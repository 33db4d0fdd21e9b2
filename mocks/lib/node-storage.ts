/**
 * The mock gateway's tests run in vitest's node environment: jose's WebCrypto key checks fail
 * under jsdom (its Uint8Array is another realm's). The shared test setup clears localStorage and
 * sessionStorage before each test, so this gives node an in-memory pair when it has none.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true })
}

export {}

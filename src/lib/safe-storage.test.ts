import { afterEach, describe, expect, it } from 'vitest'
import { localStore, readJson, readString, removeKeys, tabStore, writeJson, writeString } from './safe-storage'

/** What Chrome does with storage disabled: merely reading `localStorage` throws. */
const blocked = new Map<string, PropertyDescriptor | undefined>()
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    blocked.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
  }
}
afterEach(() => {
  for (const [name, descriptor] of blocked) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
  blocked.clear()
})

describe('safe storage', () => {
  it('reads back what it wrote, and treats bad JSON as nothing stored', () => {
    expect(writeJson('k', { a: 1 })).toBe(true)
    expect(readJson('k')).toEqual({ a: 1 })
    localStorage.setItem('bad', '{"a":')
    expect(readJson('bad')).toBeNull()
    writeString('s', 'v', tabStore())
    expect(readString('s', tabStore())).toBe('v')
    expect(readString('s')).toBeNull()
    removeKeys(['k'])
    expect(readJson('k')).toBeNull()
  })

  it('never throws when the browser blocks storage: nothing is stored and nothing is read', () => {
    localStorage.setItem('k', '"v"')
    blockStorage()
    expect(localStore()).toBeNull()
    expect(tabStore()).toBeNull()
    expect(readString('k')).toBeNull()
    expect(readJson('k')).toBeNull()
    expect(writeString('k', 'w')).toBe(false)
    expect(writeJson('k', { a: 1 })).toBe(false)
    expect(() => removeKeys(['k'])).not.toThrow()
  })
})

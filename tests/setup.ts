import { afterEach, beforeEach, vi } from 'vitest'

beforeEach(() => {
  // node-environment tests (mocks/) have no Web Storage unless they install one
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

afterEach(() => {
  vi.useRealTimers()
})

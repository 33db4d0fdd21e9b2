import { configure } from '@testing-library/dom'
import { afterEach, beforeEach, vi } from 'vitest'

// findBy*/waitFor wait up to 5 s (Testing Library's 1 s default): CI runs two pools on two cores,
// and a first render that loads Fluent's styles took over a second there (toaster test, 2026-11-24).
configure({ asyncUtilTimeout: 5_000 })

// Under jsdom, `Uint8Array` is the window's while Node's TextEncoder makes Node's: a key made
// with it fails jose's `instanceof Uint8Array`, so the mock gateway could not sign tokens in a
// component test. Encode into the window's array instead.
const NodeTextEncoder = globalThis.TextEncoder
if (NodeTextEncoder && !(new NodeTextEncoder().encode('') instanceof Uint8Array)) {
  globalThis.TextEncoder = class extends NodeTextEncoder {
    override encode(input?: string) {
      return new Uint8Array(super.encode(input)) as ReturnType<TextEncoder['encode']>
    }
  }
}

beforeEach(() => {
  // node-environment tests (mocks/) have no Web Storage unless they install one
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

afterEach(() => {
  vi.useRealTimers()
})

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

// jsdom has no VTTCue (every browser has); media-captions (the subtitle parser) extends it when a
// document exists. The stand-in holds what the parser and the subtitle checker read.
const dom = globalThis as { window?: { VTTCue?: unknown } }
if (dom.window && !dom.window.VTTCue) {
  dom.window.VTTCue = class VTTCue extends EventTarget {
    id = ''
    constructor(
      public startTime: number,
      public endTime: number,
      public text: string,
    ) {
      super()
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

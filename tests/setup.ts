import { configure } from '@testing-library/dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { DEFAULT_WAIT_MS } from '@tests/waits'

// How long findBy*/waitFor wait: tests/helpers/waits.ts. Queries by text skip Fluent's live
// announcer (it repeats a toast's text for screen readers for a while, so a toast's text would
// be found twice on a slow machine and once on a fast one).
configure({ asyncUtilTimeout: DEFAULT_WAIT_MS, defaultIgnore: 'script, style, .fui-AriaLive__polite, .fui-AriaLive__assertive' })

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

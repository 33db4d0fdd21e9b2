import { configure } from '@testing-library/react'

/**
 * Test-only set-up for component tests, imported once at the top: what jsdom lacks and Fluent
 * needs (MessageBar measures itself with ResizeObserver), and a longer wait for async queries.
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const g = globalThis as { ResizeObserver?: unknown }
g.ResizeObserver ??= NoopResizeObserver
if (typeof window !== 'undefined') (window as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver

// Under a full parallel run a busy machine renders Fluent slower than the default 1 s wait.
configure({ asyncUtilTimeout: 5000 })

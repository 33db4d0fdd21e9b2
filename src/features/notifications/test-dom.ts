/**
 * Test-only: what jsdom lacks and Fluent needs (MessageBar measures itself with ResizeObserver).
 * Import once at the top of a component test.
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const g = globalThis as { ResizeObserver?: unknown }
g.ResizeObserver ??= NoopResizeObserver
if (typeof window !== 'undefined') (window as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver

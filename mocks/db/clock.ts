/**
 * The mock gateway's clock for claim deadlines: real time plus an offset a test (or a developer)
 * moves through the control endpoint (`POST /__mock/clock`, `__mockGateway.clock` in the
 * browser), so "29 days later" can be tried in a second. Only the claims desk reads it.
 */
export class MockClock {
  private offset = 0
  private readonly listeners = new Set<() => void>()

  now(): number {
    return Date.now() + this.offset
  }

  get offsetMs(): number {
    return this.offset
  }

  /** Moves the clock forward (never back: deadlines already passed stay passed). */
  advance(ms: number) {
    if (!Number.isFinite(ms) || ms <= 0) return
    this.offset += ms
    for (const listener of [...this.listeners]) listener()
  }

  onMoved(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

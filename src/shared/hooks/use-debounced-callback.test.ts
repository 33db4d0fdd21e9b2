import { describe, expect, it, vi } from 'vitest'
import { debounce } from './use-debounced-callback'

describe('debounce', () => {
  it('fires once with the last value after the pause, and flush/cancel work', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const run = debounce(fn, 300)
    run('a')
    run('ab')
    vi.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    run('abc')
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenLastCalledWith('abc')
    run('x')
    run.flush()
    expect(fn).toHaveBeenLastCalledWith('x')
    run('y')
    run.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

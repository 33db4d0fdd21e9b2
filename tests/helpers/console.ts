import { vi } from 'vitest'

/**
 * For a test that makes calls fail on purpose: the HTTP client logs each failure with
 * console.error, which is expected there (restored after the test: restoreMocks).
 */
export function quietConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined)
}

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * End-to-end suites: Chromium (playwright-core) against the production build served by the
 * mock gateway's Node host (tests/e2e/support/global-setup.ts starts it on a free port).
 */
export default defineConfig({
  resolve: { alias: { '@': r('./src'), '@mocks': r('./mocks'), '@tests': r('./tests/helpers') } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
  },
})
